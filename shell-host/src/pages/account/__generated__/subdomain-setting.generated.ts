import type * as Types from '../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ClaimSubdomainMutationVariables = Types.Exact<{ [key: string]: never; }>;


export type ClaimSubdomainMutation = { __typename?: 'Mutation', claimSubdomain:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden' }
    | { __typename: 'MutationSuccess' }
    | { __typename: 'NotFound' }
   };

export type UnclaimSubdomainMutationVariables = Types.Exact<{ [key: string]: never; }>;


export type UnclaimSubdomainMutation = { __typename?: 'Mutation', unclaimSubdomain:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden' }
    | { __typename: 'MutationSuccess' }
    | { __typename: 'NotFound' }
   };


export const ClaimSubdomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimSubdomain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimSubdomain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ClaimSubdomainMutation, ClaimSubdomainMutationVariables>;
export const UnclaimSubdomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnclaimSubdomain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unclaimSubdomain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnclaimSubdomainMutation, UnclaimSubdomainMutationVariables>;