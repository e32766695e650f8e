/**
 * The one codegen setup of every part of the page (host pages and remotes): typed operations from
 * the schema the API publishes, for the documents beside the code that sends them. A part's
 * codegen.ts says where its documents are and where the types go, and only the options it needs
 * beyond these:
 *
 *   export default operationsCodegen({ documents: ['src/**\/*.graphql'], output: 'src/__generated__/operations.ts' });
 *
 * Run in the part's folder (`npm run codegen -w <part>`), where the published schema is one level up.
 */
const PUBLISHED_SCHEMA = '../shared-contracts/graphql/schema.graphql';

/** Response fields always present (null rather than missing); nullable variables may be left out. */
const SHARED_OPTIONS = {
  useTypeImports: true,
  enumsAsTypes: true,
  onlyOperationTypes: true,
  avoidOptionals: { field: true },
  scalars: { DateTime: 'string', JSON: 'unknown' },
  namingConvention: 'keep',
};

/**
 * @param {{ documents: string[]; output: string; typedDocumentNodes?: boolean; options?: Record<string, unknown> }} part
 *   `typedDocumentNodes` (default true) also emits a typed document node per operation.
 * @returns {import('@graphql-codegen/cli').CodegenConfig}
 */
export function operationsCodegen({ documents, output, typedDocumentNodes = true, options = {} }) {
  return {
    schema: PUBLISHED_SCHEMA,
    documents,
    generates: {
      [output]: {
        plugins: ['typescript', 'typescript-operations', ...(typedDocumentNodes ? ['typed-document-node'] : [])],
        config: { ...SHARED_OPTIONS, ...options },
      },
    },
  };
}
