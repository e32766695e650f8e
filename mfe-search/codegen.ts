import { operationsCodegen } from '@inkpot/config/codegen';

/**
 * Typed document nodes for the `.graphql` documents beside each feature, from the schema the API
 * publishes: `npm run codegen -w mfe-search` after changing a document or the schema.
 */
export default operationsCodegen();
