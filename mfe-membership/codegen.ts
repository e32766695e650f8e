import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed document nodes for the `.graphql` documents beside each feature, from the schema the API
 * publishes: `npm run codegen -w mfe-membership` after changing a document or the schema.
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
        avoidOptionals: { field: true },
        scalars: { DateTime: 'string', JSON: 'unknown' },
        namingConvention: 'keep',
      },
    },
  },
};

export default config;
