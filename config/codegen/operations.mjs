/**
 * The one codegen setup of every part of the page (host pages and remotes): typed operations from
 * the schema the API publishes, for the `.graphql` documents beside the code that sends them. Each
 * document's operation types and typed document nodes are generated beside it
 * (`__generated__/<document>.generated.ts`, fragments inlined), the schema's types once per part
 * (`src/__generated__/schema-types.ts`): code imports the documents it sends alone, so a lazily
 * loaded chunk carries its own documents rather than one module of every document of the part. A
 * part's codegen.ts passes only the options it needs beyond the shared ones:
 *
 *   export default operationsCodegen();
 *
 * Run in the part's folder (`npm run codegen -w <part>`), where the published schema is one level up.
 */
import path from 'node:path';

const PUBLISHED_SCHEMA = '../shared-contracts/graphql/schema.graphql';

/** Where a part's documents are, and its schema types. */
const SOURCES = 'src/';
const SCHEMA_TYPES = 'src/__generated__/schema-types.ts';

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
 * @param {{ options?: Record<string, unknown> }} [part] typescript-operations options beyond the shared ones.
 * @returns {import('@graphql-codegen/cli').CodegenConfig}
 */
export function operationsCodegen({ options = {} } = {}) {
  const config = { ...SHARED_OPTIONS, ...options };
  return {
    schema: PUBLISHED_SCHEMA,
    documents: [`${SOURCES}**/*.graphql`],
    generates: {
      [SCHEMA_TYPES]: { plugins: ['typescript'], config },
      [SOURCES]: {
        preset: 'near-operation-file',
        // The base types' path is relative to the folder of the documents (the preset's own rule).
        presetConfig: {
          extension: '.generated.ts',
          folder: '__generated__',
          baseTypesPath: path.posix.relative(SOURCES, SCHEMA_TYPES),
        },
        plugins: ['typescript-operations', 'typed-document-node'],
        // Imports name their file's extension, as the parts' own code does.
        config: { ...config, importExtension: '.ts' },
      },
    },
  };
}
