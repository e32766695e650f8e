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

export type PayoutInformationInput = {
  accountHolderName: Scalars['String']['input'];
  /** An IBAN or a local account number: 8 to 34 letters and digits (spaces and dashes are ignored). */
  accountNumber: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2. */
  country: Scalars['String']['input'];
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

export type FallbackSendSignInEmailMutationVariables = Exact<{
  input: SendAcctAuthEmailInput;
}>;


export type FallbackSendSignInEmailMutation = { __typename?: 'Mutation', sendAcctAuthEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'FailedChallenge', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'SusiMethod', value: string }
   };

export type FallbackVerifyLoginCodeMutationVariables = Exact<{
  loginCode: Scalars['String']['input'];
}>;


export type FallbackVerifyLoginCodeMutation = { __typename?: 'Mutation', verifyLoginCode:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Token', value: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type FollowingSuggestionsPageQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowingSuggestionsPageQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', id: string, viewerEdge: { __typename?: 'ViewerEdge', id: string, followSuggestionsConnection: { __typename?: 'FollowSuggestionsConnection', edges: Array<{ __typename?: 'FollowSuggestionEdge', sharedFollowCount: number, entity:
            | { __typename: 'Collection', id: string, name: string, slug: string, description: string }
            | { __typename: 'User', id: string, name: string, username: string, bio: string }
           }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } } | null, user: { __typename?: 'User', id: string, socialStats: { __typename?: 'SocialStats', followerCount: number, followingCount: number } } | null };

export type HomeForYouFeedQueryVariables = Exact<{
  paging?: InputMaybe<PagingInput>;
}>;


export type HomeForYouFeedQuery = { __typename?: 'Query', webRecommendedFeed: { __typename?: 'PostFeed', items: Array<{ __typename?: 'PostFeedItem', post: { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string }, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null } }>, pagingInfo: { __typename?: 'PagingInfo', next: { __typename?: 'PagingNext', limit: number, to: string | null } | null } } };

export type HomeFollowingFeedQueryVariables = Exact<{
  paging?: InputMaybe<PagingInput>;
}>;


export type HomeFollowingFeedQuery = { __typename?: 'Query', followingFeed: { __typename?: 'PostFeed', items: Array<{ __typename?: 'PostFeedItem', post: { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string }, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null } }>, pagingInfo: { __typename?: 'PagingInfo', next: { __typename?: 'PagingNext', limit: number, to: string | null } | null } } };

export type HomeStaffPicksQueryVariables = Exact<{
  paging?: InputMaybe<PagingInput>;
}>;


export type HomeStaffPicksQuery = { __typename?: 'Query', staffPicksFeed: { __typename?: 'PostFeed', items: Array<{ __typename?: 'PostFeedItem', post: { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string }, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null } }>, pagingInfo: { __typename?: 'PagingInfo', next: { __typename?: 'PagingNext', limit: number, to: string | null } | null } } };

export type LandingStaffPicksQueryVariables = Exact<{
  paging?: InputMaybe<PagingInput>;
}>;


export type LandingStaffPicksQuery = { __typename?: 'Query', staffPicksFeed: { __typename?: 'PostFeed', items: Array<{ __typename?: 'PostFeedItem', post: { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string }, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null } }>, pagingInfo: { __typename?: 'PagingInfo', next: { __typename?: 'PagingNext', limit: number, to: string | null } | null } } };

export type ListPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ListPageQuery = { __typename?: 'Query', catalogById:
    | { __typename: 'Catalog', id: string, name: string, visibility: string, followerCount: number, viewerEdge: { __typename?: 'CatalogViewerEdge', id: string, isFollowing: boolean }, creator: { __typename?: 'User', id: string, name: string, username: string }, items: Array<{ __typename?: 'CatalogItem', catalogItemId: string, post: { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string }, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null } }> }
    | { __typename: 'NotFound', message: string }
   };

export type FollowListMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FollowListMutation = { __typename?: 'Mutation', followCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'MutationSuccess' }
    | { __typename: 'NotFound', message: string }
   };

export type UnfollowListMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnfollowListMutation = { __typename?: 'Mutation', unfollowCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'MutationSuccess' }
    | { __typename: 'NotFound', message: string }
   };

export type NotFoundStaffPicksQueryVariables = Exact<{
  paging?: InputMaybe<PagingInput>;
}>;


export type NotFoundStaffPicksQuery = { __typename?: 'Query', staffPicksFeed: { __typename?: 'PostFeed', items: Array<{ __typename?: 'PostFeedItem', post: { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string }, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null } }> } };

export type PayoutPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutPageQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', id: string, payoutAccount: { __typename?: 'PayoutAccount', accountHolderName: string, country: string, accountLastFour: string } | null } | null };

export type RecordPayoutInformationMutationVariables = Exact<{
  input: PayoutInformationInput;
}>;


export type RecordPayoutInformationMutation = { __typename?: 'Mutation', recordPayoutInformation:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'MutationSuccess' }
    | { __typename: 'NotFound', message: string }
   };

export type PostPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostPageQuery = { __typename?: 'Query', postResult:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', latestPublishedAt: string | null, responsesCount: number, isDeleted: boolean, isSuspended: boolean, isLimitedState: boolean, id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string, customDomainState: { __typename?: 'CustomDomainState', live: { __typename?: 'LiveCustomDomain', domain: string } | null } | null }, tags: Array<{ __typename?: 'Tag', id: string, slug: string, displayTitle: string }>, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null }
   };

export type PostResponsesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingInput>;
}>;


export type PostResponsesQuery = { __typename?: 'Query', post: { __typename?: 'Post', id: string, threadedPostResponses: { __typename?: 'ThreadedResponses', posts: Array<{ __typename?: 'Post', id: string, title: string, firstPublishedAt: string | null, creator: { __typename?: 'User', id: string, name: string, username: string } }>, pagingInfo: { __typename?: 'PagingInfo', next: { __typename?: 'PagingNext', limit: number, to: string | null } | null } } } | null };

export type HideResponseMutationVariables = Exact<{
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
}>;


export type HideResponseMutation = { __typename?: 'Mutation', hidePostResponseOnParentPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden' }
    | { __typename: 'MutationSuccess' }
    | { __typename: 'NotFound', message: string }
   };

export type ProfilePageQueryVariables = Exact<{
  username?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  paging?: InputMaybe<PagingInput>;
}>;


export type ProfilePageQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, name: string, username: string, bio: string, socialStats: { __typename?: 'SocialStats', followerCount: number, followingCount: number }, membership: { __typename?: 'Membership', id: string, tier: string, memberSince: string, friendSince: string | null } | null, latestPosts: { __typename?: 'PostFeed', items: Array<{ __typename?: 'PostFeedItem', post: { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string }, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null } }>, pagingInfo: { __typename?: 'PagingInfo', next: { __typename?: 'PagingNext', limit: number, to: string | null } | null } } } | null };

export type PublicationByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PublicationByIdQuery = { __typename?: 'Query', collection: { __typename?: 'Collection', id: string, slug: string } | null };

export type PublicationFrameQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationFrameQuery = { __typename?: 'Query', collectionByDomainOrSlug: { __typename?: 'Collection', id: string, slug: string, name: string, description: string } | null };

export type PublicationHomeQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  paging?: InputMaybe<PagingInput>;
}>;


export type PublicationHomeQuery = { __typename?: 'Query', collectionByDomainOrSlug: { __typename?: 'Collection', id: string, slug: string, name: string, description: string, subscriberCount: number, latestPosts: { __typename?: 'PostFeed', items: Array<{ __typename?: 'PostFeedItem', post: { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string }, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null } }>, pagingInfo: { __typename?: 'PagingInfo', next: { __typename?: 'PagingNext', limit: number, to: string | null } | null } } } | null };

export type PublishResponseMutationVariables = Exact<{
  parentPostId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
}>;


export type PublishResponseMutation = { __typename?: 'Mutation', publishPostResponse:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, firstPublishedAt: string | null, isLimitedState: boolean, creator: { __typename?: 'User', id: string, name: string, username: string } }
   };

export type SettingsPageQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type SettingsPageQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', id: string, name: string, username: string, emailObfuscated: string, unverifiedEmail: string | null, hasSubdomain: boolean, isEligibleToImportEmails: boolean, isSuspended: boolean, twitterScreenName: string | null, mastodonAccountId: string | null, canUncancelMembership: boolean, membership: { __typename?: 'Membership', id: string, tier: string, memberSince: string, friendSince: string | null } | null, membershipStatus: { __typename?: 'MembershipStatus', membershipId: string, membershipType: string, currentPeriodEndsAt: string, isCancelled: boolean, paymentFailedAt: string | null, amount: number, currency: string, paymentMethod:
        | { __typename: 'ApplePayCard', id: string, cardType: string, lastFour: string, expirationMonth: number, expirationYear: number }
        | { __typename: 'CreditCard', id: string, cardType: string, lastFour: string, expirationMonth: number, expirationYear: number }
        | { __typename: 'GooglePayCard', id: string, cardType: string, lastFour: string, expirationMonth: number, expirationYear: number }
        | { __typename: 'PaypalAccount', id: string, email: string | null }
       | null } | null, adminCollections: Array<{ __typename?: 'Collection', id: string, name: string, slug: string }> } | null, user: { __typename?: 'User', id: string, socialStats: { __typename?: 'SocialStats', followerCount: number, followingCount: number } } | null };

export type StoryCard_postFragment = { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string }, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null };

export type StoryList_feedFragment = { __typename?: 'PostFeed', items: Array<{ __typename?: 'PostFeedItem', post: { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, statusForCollection: string | null, firstPublishedAt: string | null, updatedAt: string, creator: { __typename?: 'User', id: string, name: string, username: string }, collection: { __typename?: 'Collection', id: string, name: string, slug: string } | null } }>, pagingInfo: { __typename?: 'PagingInfo', next: { __typename?: 'PagingNext', limit: number, to: string | null } | null } };

export type ClaimSubdomainMutationVariables = Exact<{ [key: string]: never; }>;


export type ClaimSubdomainMutation = { __typename?: 'Mutation', claimSubdomain:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden' }
    | { __typename: 'MutationSuccess' }
    | { __typename: 'NotFound' }
   };

export type UnclaimSubdomainMutationVariables = Exact<{ [key: string]: never; }>;


export type UnclaimSubdomainMutation = { __typename?: 'Mutation', unclaimSubdomain:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden' }
    | { __typename: 'MutationSuccess' }
    | { __typename: 'NotFound' }
   };
