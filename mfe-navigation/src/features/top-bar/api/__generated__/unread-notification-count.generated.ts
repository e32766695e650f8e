import type * as Types from '../../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type UnreadNotificationCountVariables = Types.Exact<{ [key: string]: never; }>;


export type UnreadNotificationCount = { __typename: 'Query', notificationStatus: { __typename: 'NotificationStatus', unreadNotificationCount: number } | null };


export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}}]} as unknown as DocumentNode<UnreadNotificationCount, UnreadNotificationCountVariables>;