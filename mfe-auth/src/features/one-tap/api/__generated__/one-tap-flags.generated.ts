import type * as Types from '../../../../__generated__/schema-types.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type OneTapFlagsQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type OneTapFlagsQuery = { __typename?: 'Query', variantFlags: Array<{ __typename?: 'VariantFlag', name: string, valueType:
      | { __typename: 'VariantFlagBoolean', value: boolean }
      | { __typename: 'VariantFlagNumber' }
      | { __typename: 'VariantFlagString' }
     }> };


export const OneTapFlagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OneTapFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variantFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariantFlagBoolean"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OneTapFlagsQuery, OneTapFlagsQueryVariables>;