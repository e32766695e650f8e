import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed document nodes for the navigation remote's own operations, from the API's published
 * schema and the `.graphql` documents beside the components: `npm run codegen -w mfe-navigation`
 * after changing an operation or the schema. Operation names are the spec's (spec 01 §7).
 */
const config: CodegenConfig = {
  schema: '../shared-contracts/graphql/schema.graphql',
  documents: ['src/**/*.graphql'],
  generates: {
    'src/__generated__/operations.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        omitOperationSuffix: true,
        avoidOptionals: { field: true },
        nonOptionalTypename: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        namingConvention: 'keep',
      },
    },
  },
};

export default config;
