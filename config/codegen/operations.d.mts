import type { CodegenConfig } from '@graphql-codegen/cli';

export interface OperationsCodegenPart {
  /** Globs of the part's documents, relative to its folder. */
  documents: string[];
  /** The generated file, relative to the part's folder. */
  output: string;
  /** Also emit a typed document node per operation (default true). */
  typedDocumentNodes?: boolean;
  /** typescript-operations options beyond the shared ones. */
  options?: Record<string, unknown>;
}

export declare function operationsCodegen(part: OperationsCodegenPart): CodegenConfig;
