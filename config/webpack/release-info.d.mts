type JsonSchema = { [keyword: string]: unknown };
interface OperationUse {
  name: string;
  kind: 'query' | 'mutation' | 'subscription' | 'fragment';
  file: string;
  fields: string[];
}
export declare function operationFields(
  documents: { file: string; document: string }[],
  schemaText?: string,
): OperationUse[];
export declare function hostContractSurface(hostDir: string): Promise<{
  bus: Record<string, JsonSchema>;
  sends: Record<string, JsonSchema>;
  listens: Record<string, JsonSchema>;
  mounts: Record<string, string[]>;
  operations: OperationUse[];
}>;
