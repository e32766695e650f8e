import type * as Types from '../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SearchClickEventMutationMutationVariables = Types.Exact<{
  input: Types.SearchClickInput;
}>;


export type SearchClickEventMutationMutation = { __typename?: 'Mutation', searchClickEvent: { __typename?: 'MutationSuccess', success: boolean } };


export const SearchClickEventMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchClickEventMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchClickInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchClickEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SearchClickEventMutationMutation, SearchClickEventMutationMutationVariables>;