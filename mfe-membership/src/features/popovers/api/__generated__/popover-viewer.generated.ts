import type * as Types from '../../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type MembershipPopoverViewerQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type MembershipPopoverViewerQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', id: string, membership: { __typename?: 'Membership', id: string, tier: string, memberSince: string, friendSince: string | null } | null } | null };


export const MembershipPopoverViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipPopoverViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"friendSince"}}]}}]}}]}}]} as unknown as DocumentNode<MembershipPopoverViewerQuery, MembershipPopoverViewerQueryVariables>;