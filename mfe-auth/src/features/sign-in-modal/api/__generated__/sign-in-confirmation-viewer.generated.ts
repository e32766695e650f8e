import type * as Types from '../../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SignInConfirmationViewerQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type SignInConfirmationViewerQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', id: string, membership: { __typename?: 'Membership', id: string, tier: string } | null } | null };


export const SignInConfirmationViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignInConfirmationViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}}]}}]}}]}}]} as unknown as DocumentNode<SignInConfirmationViewerQuery, SignInConfirmationViewerQueryVariables>;