import type * as Types from '../../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AlternateUserQueryVariables = Types.Exact<{
  token: Types.Scalars['String']['input'];
}>;


export type AlternateUserQuery = { __typename?: 'Query', alternateUser: { __typename?: 'AlternateUser', userId: string, redactedEmailAddress: string, socialLogins: Array<string> } | null };


export const AlternateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlternateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alternateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"redactedEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"socialLogins"}}]}}]}}]} as unknown as DocumentNode<AlternateUserQuery, AlternateUserQueryVariables>;