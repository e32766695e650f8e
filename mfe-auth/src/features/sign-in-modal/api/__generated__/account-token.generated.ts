import type * as Types from '../../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccountTokenQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type AccountTokenQuery = { __typename?: 'Query', accountToken: string };


export const AccountTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountToken"}}]}}]} as unknown as DocumentNode<AccountTokenQuery, AccountTokenQueryVariables>;