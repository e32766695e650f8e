import type * as Types from '../../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type UndoFollowPublisherMutationVariables = Types.Exact<{
  targetCollectionId: Types.Scalars['ID']['input'];
}>;


export type UndoFollowPublisherMutation = { __typename?: 'Mutation', unfollowCollection:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'MutationSuccess' }
    | { __typename: 'NotFound', message: string }
   };


export const UndoFollowPublisherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoFollowPublisher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetCollectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollowCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetCollectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetCollectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UndoFollowPublisherMutation, UndoFollowPublisherMutationVariables>;