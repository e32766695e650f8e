import type * as Types from '../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RecordStoryViewMutationVariables = Types.Exact<{
  postId: Types.Scalars['ID']['input'];
}>;


export type RecordStoryViewMutation = { __typename?: 'Mutation', recordStoryView: { __typename?: 'StoryViewReceipt', viewId: string } | null };

export type RecordStoryReadMutationVariables = Types.Exact<{
  viewId: Types.Scalars['ID']['input'];
}>;


export type RecordStoryReadMutation = { __typename?: 'Mutation', recordStoryRead: boolean };


export const RecordStoryViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordStoryView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordStoryView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewId"}}]}}]}}]} as unknown as DocumentNode<RecordStoryViewMutation, RecordStoryViewMutationVariables>;
export const RecordStoryReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordStoryRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordStoryRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewId"}}}]}]}}]} as unknown as DocumentNode<RecordStoryReadMutation, RecordStoryReadMutationVariables>;