import type { CodegenConfig } from '@graphql-codegen/cli';

export interface OperationsCodegenPart {
  /** typescript-operations options beyond the shared ones. */
  options?: Record<string, unknown>;
}

export declare function operationsCodegen(part?: OperationsCodegenPart): CodegenConfig;
