import { operationsCodegen } from '@inkpot/config/codegen';

/**
 * Typed document nodes for the `.graphql` operations beside the auth remote's features, from the
 * published schema: `npm run codegen -w mfe-auth` after changing an operation or the schema.
 */
export default operationsCodegen();
