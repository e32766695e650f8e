import type { CodegenConfig } from '@graphql-codegen/cli';

export interface OperationsCodegenPart {
  /** Globs of the part's documents, relative to its folder. */
  documents: string[];
  /** The generated file, relative to the part's folder. */
  output: string;
  /**
   * The folder the documents are under (e.g. 'src/'): generate each document's operation types and
   * typed document nodes beside it (`__generated__/<document>.generated.ts`), and only the schema's
   * types in `output`.
   */
  nearOperationFile?: string;
  /** typescript-operations options beyond the shared ones. */
  options?: Record<string, unknown>;
}

export declare function operationsCodegen(part: OperationsCodegenPart): CodegenConfig;
