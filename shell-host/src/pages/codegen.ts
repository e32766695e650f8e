import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Operation types of the host's pages, generated from the API schema and the `gql` documents
 * beside each page: `npm run codegen -w shell-host` after changing a query or the schema.
 */
const config: CodegenConfig = {
  schema: '../shared-contracts/graphql/schema.graphql',
  documents: ['src/pages/**/*.tsx', 'src/fallbacks/**/*.tsx', '!src/**/*.test.tsx'],
  generates: {
    'src/pages/__generated__/operations.ts': {
      plugins: ['typescript', 'typescript-operations'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        // Response fields always present (null rather than missing); nullable variables may be left out.
        avoidOptionals: { field: true },
        scalars: { DateTime: 'string', JSON: 'unknown' },
        namingConvention: 'keep',
      },
    },
  },
};

export default config;
