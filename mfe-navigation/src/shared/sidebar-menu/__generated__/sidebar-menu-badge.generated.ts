import type * as Types from '../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SidebarMenuBadgeMutationVariables = Types.Exact<{
  input: Types.SidebarMenuBadgeInput;
}>;


export type SidebarMenuBadgeMutation = { __typename: 'Mutation', updateFollowedEntityViewedAt: { __typename: 'Viewer', id: string, followedEntityViewedAt: string | null } | null };


export const SidebarMenuBadgeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SidebarMenuBadgeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SidebarMenuBadgeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFollowedEntityViewedAt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followedEntityViewedAt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"StringValue","value":"sidebar-menu-icon","block":false}}]}]}}]}}]} as unknown as DocumentNode<SidebarMenuBadgeMutation, SidebarMenuBadgeMutationVariables>;