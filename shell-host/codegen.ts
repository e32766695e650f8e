import { operationsCodegen } from '@inkpot/config/codegen';

/**
 * Typed document nodes of the host's pages, from the API schema and the `.graphql` documents beside
 * each page: `npm run codegen -w shell-host` after changing an operation or the schema. Each page's
 * documents are generated beside it (`__generated__/<page>.generated.ts`), so a page's chunk carries
 * its own documents, parsed at build time: the browser loads no GraphQL parser.
 */
export default operationsCodegen();
