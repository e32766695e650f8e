import type * as Types from '../../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ShowCatalogResponseMutationVariables = Types.Exact<{
  parentCatalogId: Types.Scalars['ID']['input'];
  catalogResponseId: Types.Scalars['ID']['input'];
}>;


export type ShowCatalogResponseMutation = { __typename?: 'Mutation', showCatalogResponseOnParent:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'MutationSuccess' }
    | { __typename: 'NotFound', message: string }
   };


export const ShowCatalogResponseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShowCatalogResponse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentCatalogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"catalogResponseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showCatalogResponseOnParent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentCatalogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentCatalogId"}}},{"kind":"Argument","name":{"kind":"Name","value":"catalogResponseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"catalogResponseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShowCatalogResponseMutation, ShowCatalogResponseMutationVariables>;