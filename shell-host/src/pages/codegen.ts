import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Operation types of the host's pages, generated from the API schema and the `gql` documents
 * beside each page: `npx graphql-codegen --config shell-host/src/pages/codegen.ts` from the
 * repository root, after changing a query or the schema.
 */
const config: CodegenConfig = {
  schema: 'shared-contracts/graphql/schema.graphql',
  documents: ['shell-host/src/pages/**/*.tsx', '!shell-host/src/pages/**/*.test.tsx'],
  generates: {
    'shell-host/src/pages/__generated__/operations.ts': {
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
