import type * as Types from '../../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ToastConditionsQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type ToastConditionsQuery = { __typename?: 'Query', visitor: { __typename?: 'Visitor', id: string, geolocation: { __typename?: 'Geolocation', country: string } }, viewer: { __typename?: 'Viewer', id: string, emailObfuscated: string, isSuspended: boolean } | null };


export const ToastConditionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToastConditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"geolocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emailObfuscated"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}}]}}]}}]} as unknown as DocumentNode<ToastConditionsQuery, ToastConditionsQueryVariables>;