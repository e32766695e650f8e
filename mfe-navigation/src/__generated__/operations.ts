import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
  JSON: { input: unknown; output: unknown; }
};

export type ExperimentExposureInput = {
  experimentId: Scalars['String']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
};

export type GateExposureInput = {
  gateId: Scalars['String']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
};

export type PagingInput = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** An opaque cursor from a previous page's pagingInfo.next.to */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type SearchClickInput = {
  indexName: Scalars['String']['input'];
  objectIds: Array<Scalars['String']['input']>;
  /** 1-based */
  positions: Array<Scalars['Int']['input']>;
  queryId: Scalars['String']['input'];
};

export type SendAcctAuthEmailInput = {
  captchaValue?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** login or register */
  operation: Scalars['String']['input'];
  redirect?: InputMaybe<Scalars['String']['input']>;
  /** LOGIN_CODE or LINK */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type SidebarMenuBadgeInput = {
  feedId: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Spec 01 §4: schedule the plan to change at the end of the current period (no payment is taken). */
export type SwitchMembershipPlanInput = {
  membershipId: Scalars['ID']['input'];
  /** monthly, yearly, premium_monthly or premium_yearly */
  membershipType: Scalars['String']['input'];
};

export type UncancelMembershipInput = {
  membershipId: Scalars['ID']['input'];
};

export type ViewerPreferenceInput = {
  name: Scalars['String']['input'];
  value: Scalars['JSON']['input'];
};

export type AvatarMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type AvatarMenuQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, name: string, username: string, imageId: string | null, mastodonAccountId: string | null, canUncancelMembership: boolean, canSwitchMembershipPlan: boolean, membership: { __typename: 'Membership', id: string, tier: string } | null, membershipStatus: { __typename: 'MembershipStatus', membershipId: string, isCancelled: boolean } | null, partnerProgramEnrollment: { __typename: 'PartnerProgramEnrollment', id: string, status: string } | null, verifications: { __typename: 'Verifications', isBookAuthor: boolean }, adminCollections: Array<{ __typename: 'Collection', id: string, slug: string, name: string }> } | null };

export type PublicationNavigationContextQueryVariables = Exact<{
  domainOrSlug: Scalars['String']['input'];
}>;


export type PublicationNavigationContextQuery = { __typename: 'Query', collectionByDomainOrSlug: { __typename: 'Collection', id: string, domain: string | null, slug: string, name: string, isAuroraVisible: boolean, tintColor: string | null, avatar: { __typename: 'ImageRef', id: string } | null, newsletter: { __typename: 'Newsletter', id: string } | null, navigationItems: Array<{ __typename: 'NavigationItem', destination: string, title: string, value: string }>, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, viewerStaffRole: string | null } } | null };

export type UnreadNotificationCountVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCount = { __typename: 'Query', notificationStatus: { __typename: 'NotificationStatus', unreadNotificationCount: number } | null };

export type SidebarMenuBadgeMutationVariables = Exact<{
  input: SidebarMenuBadgeInput;
}>;


export type SidebarMenuBadgeMutation = { __typename: 'Mutation', updateFollowedEntityViewedAt: { __typename: 'Viewer', id: string, followedEntityViewedAt: string | null } | null };

export type SidebarMenuQueryVariables = Exact<{
  orderBy?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SidebarMenuQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, followedEntityViewedAt: string | null, viewerEdge: { __typename: 'ViewerEdge', id: string, followedEntitiesConnection: { __typename: 'FollowedEntitiesConnection', edges: Array<{ __typename: 'FollowedEntityEdge', lastPublishedAt: string | null, hasUnread: boolean, node: { __typename: 'FollowedEntityNode', id: string, entity:
              | { __typename: 'Collection', id: string, name: string, slug: string }
              | { __typename: 'User', id: string, name: string, username: string }
             } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } } | null };


export const AvatarMenuQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvatarMenuQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"mastodonAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membershipStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"isCancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canUncancelMembership"}},{"kind":"Field","name":{"kind":"Name","value":"canSwitchMembershipPlan"}},{"kind":"Field","name":{"kind":"Name","value":"partnerProgramEnrollment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isBookAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminCollections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AvatarMenuQuery, AvatarMenuQueryVariables>;
export const PublicationNavigationContextQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicationNavigationContextQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"domainOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectionByDomainOrSlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"domainOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"domainOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAuroraVisible"}},{"kind":"Field","name":{"kind":"Name","value":"tintColor"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"navigationItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerEdge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStaffRole"}}]}}]}}]}}]} as unknown as DocumentNode<PublicationNavigationContextQuery, PublicationNavigationContextQueryVariables>;
export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}}]} as unknown as DocumentNode<UnreadNotificationCount, UnreadNotificationCountVariables>;
export const SidebarMenuBadgeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SidebarMenuBadgeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SidebarMenuBadgeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFollowedEntityViewedAt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followedEntityViewedAt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"StringValue","value":"sidebar-menu-icon","block":false}}]}]}}]}}]} as unknown as DocumentNode<SidebarMenuBadgeMutation, SidebarMenuBadgeMutationVariables>;
export const SidebarMenuQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SidebarMenuQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followedEntityViewedAt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"StringValue","value":"sidebar-menu-icon","block":false}}]},{"kind":"Field","name":{"kind":"Name","value":"viewerEdge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followedEntitiesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnread"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SidebarMenuQuery, SidebarMenuQueryVariables>;