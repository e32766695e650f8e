import { operationsCodegen } from '@inkpot/config/codegen';

/**
 * Operation types of the host's pages, generated from the API schema and the `gql` documents
 * beside each page: `npm run codegen -w shell-host` after changing a query or the schema.
 */
export default operationsCodegen({
  documents: ['src/pages/**/*.tsx', 'src/fallbacks/**/*.tsx', '!src/**/*.test.tsx'],
  output: 'src/pages/__generated__/operations.ts',
  typedDocumentNodes: false,
});
