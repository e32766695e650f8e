import { operationsCodegen } from '@inkpot/config/codegen';

/**
 * Typed document nodes for the navigation remote's own operations, from the API's published
 * schema and the `.graphql` documents beside the components (generated beside them): `npm run codegen -w mfe-navigation`
 * after changing an operation or the schema. Operation names are the product's own (AvatarMenuQuery, SidebarMenuQuery …).
 */
export default operationsCodegen({ options: { omitOperationSuffix: true, nonOptionalTypename: true } });
