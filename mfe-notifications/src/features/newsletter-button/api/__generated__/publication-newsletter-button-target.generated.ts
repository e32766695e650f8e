import type * as Types from '../../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PublicationNewsletterButtonTargetQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type PublicationNewsletterButtonTargetQuery = { __typename?: 'Query', collection: { __typename?: 'Collection', id: string, name: string, slug: string, newsletter: { __typename?: 'Newsletter', id: string } | null, viewerEdge: { __typename?: 'CollectionViewerEdge', id: string, isSubscribedToNewsletter: boolean } } | null };


export const PublicationNewsletterButtonTargetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicationNewsletterButtonTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerEdge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribedToNewsletter"}}]}}]}}]}}]} as unknown as DocumentNode<PublicationNewsletterButtonTargetQuery, PublicationNewsletterButtonTargetQueryVariables>;