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
import path from 'node:path';

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
 * @param {{ documents: string[]; output: string; nearOperationFile?: string; options?: Record<string, unknown> }} part
 *   With `nearOperationFile` (the folder the documents are under, e.g. 'src/'), `output` holds only
 *   the schema's types, and each document's operation types and typed document nodes go beside it,
 *   in `__generated__/<document>.generated.ts`: code imports the documents it sends alone, so a lazily
 *   loaded page's chunk carries its own documents instead of one module of them all.
 * @returns {import('@graphql-codegen/cli').CodegenConfig}
 */
export function operationsCodegen({ documents, output, nearOperationFile, options = {} }) {
  const config = { ...SHARED_OPTIONS, ...options };
  const operations = ['typescript-operations', 'typed-document-node'];
  if (!nearOperationFile)
    return {
      schema: PUBLISHED_SCHEMA,
      documents,
      generates: { [output]: { plugins: ['typescript', ...operations], config } },
    };
  return {
    schema: PUBLISHED_SCHEMA,
    documents,
    generates: {
      [output]: { plugins: ['typescript'], config },
      [nearOperationFile]: {
        preset: 'near-operation-file',
        // The base types' path is relative to the folder of the documents (the preset's own rule).
        presetConfig: {
          extension: '.generated.ts',
          folder: '__generated__',
          baseTypesPath: path.posix.relative(nearOperationFile, output),
        },
        plugins: operations,
        // Imports name their file's extension, as the parts' own code does.
        config: { ...config, importExtension: '.ts' },
      },
    },
  };
}
