import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow, PublicationRow, PostRow, TagRow, CatalogRow, MembershipRow, NotificationRow, PublicationSubmissionRow } from '../db/rows.ts';
import type { ApiContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: Date; output: Date; }
  JSON: { input: unknown; output: unknown; }
};

export type AccountMutationResult = BadRequest | Forbidden | MutationSuccess | NotFound;

/** The alternate user: the reader's account that a refused social sign-in's address belongs to. */
export type AlternateUser = {
  __typename?: 'AlternateUser';
  redactedEmailAddress: Scalars['String']['output'];
  /** The providers linked to that account (google, facebook, twitter, apple); empty: it signs in by email. */
  socialLogins: Array<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type ApplePayCard = {
  __typename?: 'ApplePayCard';
  cardType: Scalars['String']['output'];
  expirationMonth: Scalars['Int']['output'];
  expirationYear: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lastFour: Scalars['String']['output'];
};

export type BadRequest = {
  __typename?: 'BadRequest';
  message: Scalars['String']['output'];
};

/** Cancel at the end of the current period; the membership runs until then and can be reactivated. */
export type CancelMembershipInput = {
  membershipId: Scalars['ID']['input'];
  /** content, costs, duplicate_accounts, feature_usage, time, switching_product, premium_tier or other */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type CancelMembershipResult = BadRequest | Forbidden | MutationSuccess | NotFound;

export type Catalog = {
  __typename?: 'Catalog';
  creator: User;
  /** Readers following this list. */
  followerCount: Scalars['Int']['output'];
  /**
   * The list's id; a reader's predefined list is also found by `predefined:{userId}:READING_LIST`,
   * which is its id until its first save.
   */
  id: Scalars['ID']['output'];
  /** How many of its stories the viewer may see. */
  itemCount: Scalars['Int']['output'];
  items: Array<CatalogItem>;
  name: Scalars['String']['output'];
  /** READING_LIST for the owner's predefined 'Reading list' (where Save puts stories); null for lists they made. */
  predefined?: Maybe<Scalars['String']['output']>;
  threadedCatalogResponses: Array<CatalogResponse>;
  type: Scalars['String']['output'];
  viewerEdge: CatalogViewerEdge;
  visibility: Scalars['String']['output'];
};


export type CatalogItemsArgs = {
  paging?: InputMaybe<PagingInput>;
};

export type CatalogItem = {
  __typename?: 'CatalogItem';
  catalogItemId: Scalars['ID']['output'];
  post: Post;
};

export type CatalogResponse = {
  __typename?: 'CatalogResponse';
  author: User;
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type CatalogResult = Catalog | NotFound;

export type CatalogViewerEdge = {
  __typename?: 'CatalogViewerEdge';
  id: Scalars['ID']['output'];
  /** Whether the viewer follows this list (false for visitors). */
  isFollowing: Scalars['Boolean']['output'];
};

export type Collection = {
  __typename?: 'Collection';
  avatar?: Maybe<ImageRef>;
  description: Scalars['String']['output'];
  domain?: Maybe<Scalars['String']['output']>;
  /** Its owners and editors (not its writers): owners first, then by name. */
  editors: Array<User>;
  /** Stories its editors featured, most recently featured first. */
  featuredPosts: Array<Post>;
  /** Who follows this publication, most recent first, a page at a time (10 by default, at most 25). */
  followersConnection: UsersConnection;
  id: Scalars['ID']['output'];
  isAuroraVisible: Scalars['Boolean']['output'];
  /** Its stories, newest first; with tagSlug, only those carrying that tag (none for an unknown tag). */
  latestPosts: PostFeed;
  /** The About page's text, paragraphs a blank line apart (description is the short one: at most 160 characters). */
  longDescription: Scalars['String']['output'];
  /** Its OWNERs and EDITORs with their role: owners first, then by name. */
  masthead: Array<MastheadMember>;
  name: Scalars['String']['output'];
  navigationItems: Array<NavigationItem>;
  newsletter?: Maybe<Newsletter>;
  /** Stories its editors pinned to the top of its homepage, most recently pinned first. */
  pinnedPosts: Array<Post>;
  slug: Scalars['String']['output'];
  /**
   * The views and reads of its stories over the last `days` days (1 to 90), counted as a writer's
   * are; with postId, one of its stories'. Null for anyone but its OWNER and EDITORs, and for a story
   * not in it.
   */
  storyStats?: Maybe<StoryStats>;
  /** Its submissions, 20 at most (PENDING by default). Null for anyone but its OWNER and EDITORs. */
  submissions?: Maybe<Array<PublicationSubmission>>;
  subscriberCount: Scalars['Int']['output'];
  /** The publication's brand colour as #rrggbb, drawn as the strip along its header; null when it has none. */
  tintColor?: Maybe<Scalars['String']['output']>;
  viewerEdge: CollectionViewerEdge;
};


export type CollectionFollowersConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type CollectionLatestPostsArgs = {
  paging?: InputMaybe<PagingInput>;
  tagSlug?: InputMaybe<Scalars['String']['input']>;
};


export type CollectionStoryStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  postId?: InputMaybe<Scalars['ID']['input']>;
};


export type CollectionSubmissionsArgs = {
  filter?: InputMaybe<PublicationSubmissionFilter>;
};

export type CollectionViewerEdge = {
  __typename?: 'CollectionViewerEdge';
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
  /** Whether the viewer gets this publication's newsletter by email (false for visitors). */
  isSubscribedToNewsletter: Scalars['Boolean']['output'];
  /** OWNER, EDITOR, WRITER, or null when the viewer is not staff */
  viewerStaffRole?: Maybe<Scalars['String']['output']>;
};

export type CreditCard = {
  __typename?: 'CreditCard';
  cardType: Scalars['String']['output'];
  expirationMonth: Scalars['Int']['output'];
  expirationYear: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lastFour: Scalars['String']['output'];
};

export type CustomDomainState = {
  __typename?: 'CustomDomainState';
  live?: Maybe<LiveCustomDomain>;
};

export type ExperimentExposureInput = {
  experimentId: Scalars['String']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
};

export type FailedChallenge = {
  __typename?: 'FailedChallenge';
  message: Scalars['String']['output'];
};

export type FollowResult = BadRequest | MutationSuccess | NotFound;

export type FollowSuggestionEdge = {
  __typename?: 'FollowSuggestionEdge';
  entity: FollowedEntity;
  /** How many of the writers the viewer follows follow this writer or publication too. */
  sharedFollowCount: Scalars['Int']['output'];
};

export type FollowSuggestionsConnection = {
  __typename?: 'FollowSuggestionsConnection';
  edges: Array<FollowSuggestionEdge>;
  pageInfo: PageInfo;
};

export type FollowedEntitiesConnection = {
  __typename?: 'FollowedEntitiesConnection';
  edges: Array<FollowedEntityEdge>;
  pageInfo: PageInfo;
};

export type FollowedEntity = Collection | User;

export type FollowedEntityEdge = {
  __typename?: 'FollowedEntityEdge';
  hasUnread: Scalars['Boolean']['output'];
  lastPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  node: FollowedEntityNode;
};

export type FollowedEntityNode = {
  __typename?: 'FollowedEntityNode';
  entity: FollowedEntity;
  id: Scalars['ID']['output'];
};

/** USER: a writer; COLLECTION: a publication. */
export type FollowedEntityType =
  | 'COLLECTION'
  | 'USER';

export type FollowingConnection = {
  __typename?: 'FollowingConnection';
  nodes: Array<FollowedEntity>;
  pageInfo: PageInfo;
};

/** Which of the followed writers and publications a following feed shows. */
export type FollowingFeedFilter = {
  /** One followed writer or publication of entityType; the feed is empty when the viewer does not follow it. */
  entityId?: InputMaybe<Scalars['ID']['input']>;
  entityType: FollowedEntityType;
};

export type Forbidden = {
  __typename?: 'Forbidden';
  message: Scalars['String']['output'];
};

export type GateExposureInput = {
  gateId: Scalars['String']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
};

export type Geolocation = {
  __typename?: 'Geolocation';
  country: Scalars['String']['output'];
};

/** A gift code that cannot be redeemed: why (never VALID), and the words to show the reader. */
export type GiftCodeRefused = {
  __typename?: 'GiftCodeRefused';
  message: Scalars['String']['output'];
  validity: GiftCodeValidity;
};

/** Whether a gift code can be redeemed: VALID, or why not. */
export type GiftCodeValidity =
  | 'ALREADY_USED'
  | 'EXPIRED'
  | 'NOT_FOUND'
  | 'NOT_REDEEMABLE_BY_PAST_MEMBERS'
  | 'VALID';

export type GooglePayCard = {
  __typename?: 'GooglePayCard';
  cardType: Scalars['String']['output'];
  expirationMonth: Scalars['Int']['output'];
  expirationYear: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lastFour: Scalars['String']['output'];
};

export type ImageRef = {
  __typename?: 'ImageRef';
  id: Scalars['ID']['output'];
};

export type LiveCustomDomain = {
  __typename?: 'LiveCustomDomain';
  domain: Scalars['String']['output'];
};

/** One of a publication's OWNERs or EDITORs (its writers are not on the masthead). */
export type MastheadMember = {
  __typename?: 'MastheadMember';
  /** OWNER or EDITOR */
  role: Scalars['String']['output'];
  user: User;
};

export type Membership = {
  __typename?: 'Membership';
  friendSince?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  memberSince: Scalars['DateTime']['output'];
  /** MEMBER or FRIEND */
  tier: Scalars['String']['output'];
};

export type MembershipStatus = {
  __typename?: 'MembershipStatus';
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  currentPeriodEndsAt: Scalars['DateTime']['output'];
  discountEndsAt?: Maybe<Scalars['DateTime']['output']>;
  hasCreditCardExpired: Scalars['Boolean']['output'];
  hasRecurringPaymentFailedMoreThanOnce: Scalars['Boolean']['output'];
  isCancelled: Scalars['Boolean']['output'];
  membershipId: Scalars['ID']['output'];
  /** monthly, yearly, premium_monthly or premium_yearly */
  membershipType: Scalars['String']['output'];
  paymentFailedAt?: Maybe<Scalars['DateTime']['output']>;
  paymentMethod?: Maybe<PaymentMethod>;
  /** CARD_PROCESSOR, SECOND_CARD_PROCESSOR, APPLE, GOOGLE, or GIFT for a redeemed gift (it does not renew) */
  paymentProvider: Scalars['String']['output'];
  planV2: PlanV2;
  startedAt: Scalars['DateTime']['output'];
  switchPlanSchedule?: Maybe<SwitchPlanSchedule>;
};

export type Money = {
  __typename?: 'Money';
  /** Minor units (cents). */
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** An OWNER or EDITOR of the publication accepts a waiting submission: the story is published in it at once. */
  acceptSubmission: PublicationSubmissionResult;
  /**
   * Save a story to one of the viewer's lists, first: their 'Reading list' when catalogId is left out
   * (made on the first save). Only the list's owner; BadRequest when it is there already.
   */
  addPostToCatalog: PostMutationResult;
  /**
   * Cancels the viewer's membership at the end of its period (card processors only; BadRequest when
   * it is cancelled already or the reason is not one of the list). Reactivate with uncancelMembership.
   */
  cancelMembership: CancelMembershipResult;
  /** Claim {username}.<app host> for the viewer's profile; BadRequest when the viewer has one already. */
  claimSubdomain: AccountMutationResult;
  /** The viewer starts a story: a draft only they see, with what the editor has so far. */
  createStoryDraft: StoryResult;
  /** An OWNER or EDITOR declines a waiting submission, with an optional note to the writer (at most 1000 characters). */
  declineSubmission: PublicationSubmissionResult;
  deletePost: PostMutationResult;
  disablePostSubscriptionPromotion: PostMutationResult;
  /** The story's author turns its newsletter subscription promotion on or off. */
  enablePostSubscriptionPromotion: PostMutationResult;
  /**
   * The viewer joins the Partner Program (partnerProgramEnrollment becomes ENROLLED). Forbidden names
   * what is missing (a membership, payout information) or that the account may not join; joining
   * again succeeds without change.
   */
  enrollInPartnerProgram: AccountMutationResult;
  /** Emails the viewer a CSV of their newsletter's subscribers (the subscriber-export-email toast). */
  exportNewsletterSubscribers: NewsletterResult;
  /** An OWNER or EDITOR of the story's publication features it (the feature-story toast). */
  featurePostOnCollection: PostMutationResult;
  /** Follow someone else's reading list (the follow-list toast); not one's own. */
  followCatalog: FollowResult;
  followCollection: FollowResult;
  followUser: FollowResult;
  /** The list's owner hides a response under it (Undo: showCatalogResponseOnParent). */
  hideCatalogResponseOnParent: PostMutationResult;
  /** The story's author hides a response under it (the hide-response toast's Undo is unhidePostResponseOnParentPost). */
  hidePostResponseOnParentPost: PostMutationResult;
  /** LogClientEvents: a JSON string of a list of {name, data, timestamp}. */
  logClientEvents: Scalars['Boolean']['output'];
  logExperimentExposure: MutationSuccess;
  logGateExposure: MutationSuccess;
  /** Marks every unread notification of the viewer read; answers the viewer's new status. */
  markAllNotificationsRead: NotificationStatus;
  /** Marks one of the viewer's notifications read; null when it is not one of theirs. */
  markNotificationRead?: Maybe<Notification>;
  muteCollection: FollowResult;
  muteUser: FollowResult;
  /** An OWNER or EDITOR of the story's publication pins it to the top of the publication's homepage. */
  pinPostOnCollection: PostMutationResult;
  /**
   * The viewer responds to a story (signed in; the text is trimmed, 1 to 1000 characters). A limited
   * account's response is published under review (Post.isLimitedState).
   */
  publishPostResponse: PublishResponseResult;
  /**
   * The story's author publishes it: on their profile, in their followers' feeds, in its topics and
   * in search at once. Needs a title and a body.
   */
  publishStory: StoryResult;
  /** Record where the viewer's earnings are paid. BadRequest names what is wrong; Forbidden without a membership. */
  recordPayoutInformation: AccountMutationResult;
  /** Counts the read of a view once its reader reached the end of the story: true when it counted. */
  recordStoryRead: Scalars['Boolean']['output'];
  /** Counts a load of a story's page; null when it does not count (the author's own, a story readers cannot see). */
  recordStoryView?: Maybe<StoryViewReceipt>;
  /**
   * Redeems a gift code: a year of the gift's plan from today (paymentProvider GIFT). GiftCodeRefused
   * says why a code cannot be redeemed; BadRequest for a code that is not one at all; Forbidden while
   * the viewer's membership still runs.
   */
  redeemGiftCode: RedeemGiftCodeResult;
  /** Take a story out of one of the viewer's lists (their 'Reading list' when catalogId is left out). */
  removePostFromCatalog: PostMutationResult;
  /**
   * The story's author saves the editor's whole draft (autosave). On a published story the change
   * is live at once, so the editor saves those only when asked.
   */
  saveStoryDraft: StoryResult;
  searchClickEvent: MutationSuccess;
  sendAcctAuthEmail: SendAcctAuthEmailResult;
  sendVerificationEmail: MutationSuccess;
  /** The viewer's avatar: an image uploaded with purpose avatar (POST /_/api/images), or null for none. */
  setProfileImage: AccountMutationResult;
  /** The OWNER sets the publication's logo: an image uploaded with purpose avatar, or null for none. */
  setPublicationLogo: PublicationSettingsResult;
  /** An OWNER or EDITOR replaces the publication bar's links, in order (at most 8; one external link). */
  setPublicationNavigation: PublicationSettingsResult;
  showCatalogResponseOnParent: PostMutationResult;
  /**
   * The story's author submits it (a draft or a published story, with a title and a body) to a
   * publication they write for. BadRequest when it is in a publication already or waits for review.
   */
  submitStoryToPublication: PublicationSubmissionResult;
  /** The viewer subscribes to a publication's newsletter (BadRequest when it has none). */
  subscribeToCollectionNewsletter: NewsletterResult;
  /** The viewer subscribes to a writer's newsletter. */
  subscribeToUserNewsletter: NewsletterResult;
  switchMembershipPlan: SwitchMembershipPlanResult;
  uncancelMembership: UncancelMembershipResult;
  /** Deactivate the viewer's subdomain; BadRequest when there is none (the page's subdomain-unclaim-error toast). */
  unclaimSubdomain: AccountMutationResult;
  undeletePost: PostMutationResult;
  unfeaturePostOnCollection: PostMutationResult;
  unfollowCatalog: FollowResult;
  unfollowCollection: FollowResult;
  unfollowUser: FollowResult;
  unhidePostResponseOnParentPost: PostMutationResult;
  unmuteCollection: FollowResult;
  unmuteUser: FollowResult;
  unpinPostOnCollection: PostMutationResult;
  /** The viewer unsubscribes from a publication's newsletter (it takes effect within 24 hours). */
  unsubscribeFromCollectionNewsletter: NewsletterResult;
  /** The viewer unsubscribes from a writer's newsletter (it takes effect within 24 hours). */
  unsubscribeFromUserNewsletter: NewsletterResult;
  updateFollowedEntityViewedAt?: Maybe<Viewer>;
  /** An OWNER or EDITOR saves the publication's name (OWNER only), short and long description. */
  updatePublicationAbout: PublicationSettingsResult;
  updateViewerPreferences: Scalars['Boolean']['output'];
  userDismissFlag?: Maybe<Viewer>;
  verifyLoginCode: VerifyLoginCodeResult;
  /** The writer withdraws their submission while it waits. */
  withdrawSubmission: PublicationSubmissionResult;
};


export type MutationAcceptSubmissionArgs = {
  submissionId: Scalars['ID']['input'];
};


export type MutationAddPostToCatalogArgs = {
  catalogId?: InputMaybe<Scalars['ID']['input']>;
  postId: Scalars['ID']['input'];
};


export type MutationCancelMembershipArgs = {
  input: CancelMembershipInput;
};


export type MutationCreateStoryDraftArgs = {
  input: StoryDraftInput;
};


export type MutationDeclineSubmissionArgs = {
  note?: InputMaybe<Scalars['String']['input']>;
  submissionId: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationDisablePostSubscriptionPromotionArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationEnablePostSubscriptionPromotionArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationFeaturePostOnCollectionArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationFollowCatalogArgs = {
  targetCatalogId: Scalars['ID']['input'];
};


export type MutationFollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationFollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationHideCatalogResponseOnParentArgs = {
  catalogResponseId: Scalars['ID']['input'];
  parentCatalogId: Scalars['ID']['input'];
};


export type MutationHidePostResponseOnParentPostArgs = {
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
};


export type MutationLogClientEventsArgs = {
  events: Scalars['String']['input'];
};


export type MutationLogExperimentExposureArgs = {
  input: ExperimentExposureInput;
};


export type MutationLogGateExposureArgs = {
  input: GateExposureInput;
};


export type MutationMarkNotificationReadArgs = {
  notificationId: Scalars['ID']['input'];
};


export type MutationMuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationMuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationPinPostOnCollectionArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationPublishPostResponseArgs = {
  parentPostId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationPublishStoryArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationRecordPayoutInformationArgs = {
  input: PayoutInformationInput;
};


export type MutationRecordStoryReadArgs = {
  viewId: Scalars['ID']['input'];
};


export type MutationRecordStoryViewArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationRedeemGiftCodeArgs = {
  code: Scalars['String']['input'];
};


export type MutationRemovePostFromCatalogArgs = {
  catalogId?: InputMaybe<Scalars['ID']['input']>;
  postId: Scalars['ID']['input'];
};


export type MutationSaveStoryDraftArgs = {
  input: StoryDraftInput;
  postId: Scalars['ID']['input'];
};


export type MutationSearchClickEventArgs = {
  input: SearchClickInput;
};


export type MutationSendAcctAuthEmailArgs = {
  input: SendAcctAuthEmailInput;
};


export type MutationSetProfileImageArgs = {
  imageId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetPublicationLogoArgs = {
  imageId?: InputMaybe<Scalars['ID']['input']>;
  publicationId: Scalars['ID']['input'];
};


export type MutationSetPublicationNavigationArgs = {
  items: Array<NavigationItemInput>;
  publicationId: Scalars['ID']['input'];
};


export type MutationShowCatalogResponseOnParentArgs = {
  catalogResponseId: Scalars['ID']['input'];
  parentCatalogId: Scalars['ID']['input'];
};


export type MutationSubmitStoryToPublicationArgs = {
  postId: Scalars['ID']['input'];
  publicationId: Scalars['ID']['input'];
};


export type MutationSubscribeToCollectionNewsletterArgs = {
  collectionId: Scalars['ID']['input'];
};


export type MutationSubscribeToUserNewsletterArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationSwitchMembershipPlanArgs = {
  input: SwitchMembershipPlanInput;
};


export type MutationUncancelMembershipArgs = {
  input: UncancelMembershipInput;
};


export type MutationUndeletePostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationUnfeaturePostOnCollectionArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationUnfollowCatalogArgs = {
  targetCatalogId: Scalars['ID']['input'];
};


export type MutationUnfollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnfollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnhidePostResponseOnParentPostArgs = {
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
};


export type MutationUnmuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnmuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnpinPostOnCollectionArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationUnsubscribeFromCollectionNewsletterArgs = {
  collectionId: Scalars['ID']['input'];
};


export type MutationUnsubscribeFromUserNewsletterArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUpdateFollowedEntityViewedAtArgs = {
  input: SidebarMenuBadgeInput;
};


export type MutationUpdatePublicationAboutArgs = {
  input: PublicationAboutInput;
  publicationId: Scalars['ID']['input'];
};


export type MutationUpdateViewerPreferencesArgs = {
  preferences: Array<ViewerPreferenceInput>;
  userId: Scalars['ID']['input'];
};


export type MutationUserDismissFlagArgs = {
  flag: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationVerifyLoginCodeArgs = {
  loginCode: Scalars['String']['input'];
};


export type MutationWithdrawSubmissionArgs = {
  submissionId: Scalars['ID']['input'];
};

export type MutationSuccess = {
  __typename?: 'MutationSuccess';
  success: Scalars['Boolean']['output'];
};

export type NavigationItem = {
  __typename?: 'NavigationItem';
  /** ABOUT, PRODUCT, EXTERNAL_URL, LATEST, PAGE, POST, SECTION, TAG_FEED or TRENDING */
  destination: Scalars['String']['output'];
  title: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A link of the publication bar (NavigationItem): destination ABOUT, LATEST, TAG_FEED, EXTERNAL_URL, TRENDING, PAGE, SECTION, POST or PRODUCT. */
export type NavigationItemInput = {
  destination: Scalars['String']['input'];
  /** 1 to 30 characters. */
  title: Scalars['String']['input'];
  /** TAG_FEED: a topic's name or slug; EXTERNAL_URL: an http(s) address; PAGE, SECTION, POST: which one; else empty. */
  value: Scalars['String']['input'];
};

export type Newsletter = {
  __typename?: 'Newsletter';
  id: Scalars['ID']['output'];
};

export type NewsletterResult = BadRequest | MutationSuccess | NotFound;

export type NotFound = {
  __typename?: 'NotFound';
  message: Scalars['String']['output'];
};

/**
 * Something that concerns the viewer. kind: FOLLOW (the actor followed them), CLAP, RESPONSE,
 * HIGHLIGHT (on their story), MENTION (in a story), PUBLICATION_FOLLOW (the actor followed a
 * publication they own), PUBLICATION_STORY (a publication they follow published the actor's story),
 * PUBLICATION_FEATURE (the actor featured their story in a publication). Clients word kinds they do
 * not know generically.
 */
export type Notification = {
  __typename?: 'Notification';
  /** Who did it; null when that account is gone. */
  actor?: Maybe<User>;
  /** The publication it is about (publication events). */
  collection?: Maybe<Collection>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isRead: Scalars['Boolean']['output'];
  kind: Scalars['String']['output'];
  /** The story it is about, when there is one the viewer may see. */
  post?: Maybe<Post>;
};

export type NotificationStatus = {
  __typename?: 'NotificationStatus';
  unreadNotificationCount: Scalars['Int']['output'];
};

export type NotificationsConnection = {
  __typename?: 'NotificationsConnection';
  /** Newest first. */
  nodes: Array<Notification>;
  pageInfo: PageInfo;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PagingInfo = {
  __typename?: 'PagingInfo';
  next?: Maybe<PagingNext>;
};

export type PagingInput = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** An opaque cursor from a previous page's pagingInfo.next.to */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type PagingNext = {
  __typename?: 'PagingNext';
  limit: Scalars['Int']['output'];
  to?: Maybe<Scalars['String']['output']>;
};

export type PartnerProgramEnrollment = {
  __typename?: 'PartnerProgramEnrollment';
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

/** What a writer still needs before joining the Partner Program. */
export type PartnerProgramRequirement =
  /** A membership whose period has not ended. */
  | 'MEMBERSHIP'
  /** Where the earnings are paid (recordPayoutInformation). */
  | 'PAYOUT_ACCOUNT';

export type PaymentMethod = ApplePayCard | CreditCard | GooglePayCard | PaypalAccount;

/** A writer's payout account: the account number is only ever given by its last four characters. */
export type PayoutAccount = {
  __typename?: 'PayoutAccount';
  accountHolderName: Scalars['String']['output'];
  accountLastFour: Scalars['String']['output'];
  country: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type PayoutInformationInput = {
  accountHolderName: Scalars['String']['input'];
  /** An IBAN or a local account number: 8 to 34 letters and digits (spaces and dashes are ignored). */
  accountNumber: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2. */
  country: Scalars['String']['input'];
};

export type PaypalAccount = {
  __typename?: 'PaypalAccount';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

export type PlanDiscount = {
  __typename?: 'PlanDiscount';
  numCycles: Scalars['Int']['output'];
  regularPrice: Money;
};

export type PlanV2 = {
  __typename?: 'PlanV2';
  discount?: Maybe<PlanDiscount>;
};

export type Post = {
  __typename?: 'Post';
  collection?: Maybe<Collection>;
  /**
   * The story's body as paragraphs (shared-contracts/src/stories.ts). A member-only story gives
   * readers who are neither its author nor members its first two paragraphs (isContentPreview).
   */
  content: Array<StoryParagraph>;
  creator: User;
  firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The story a response answers; null for a story. */
  inResponseToPostId?: Maybe<Scalars['ID']['output']>;
  /** content holds only the start of a member-only story. */
  isContentPreview: Scalars['Boolean']['output'];
  /** In the trash (only its author still sees it; deleted for good 14 days after it was trashed). */
  isDeleted: Scalars['Boolean']['output'];
  /** Featured by its publication. */
  isFeaturedOnCollection: Scalars['Boolean']['output'];
  /**
   * Whether the story is in the viewer's 'Reading list' (false for visitors). A field of the story, not
   * of its viewerEdge, because every story card asks for it (query-cost.test.ts prices the cards).
   */
  isInReadingList: Scalars['Boolean']['output'];
  /**
   * Under review as a potential violation of the rules (the limited state). Told only to its
   * author and to readers with can_view_suspended_content; false for everyone else.
   */
  isLimitedState: Scalars['Boolean']['output'];
  isLocked: Scalars['Boolean']['output'];
  /** Pinned to the top of its publication's homepage. */
  isPinnedOnCollection: Scalars['Boolean']['output'];
  isPublished: Scalars['Boolean']['output'];
  /** Whether the story invites readers to subscribe to its writer's newsletter. */
  isSubscriptionPromotionEnabled: Scalars['Boolean']['output'];
  isSuspended: Scalars['Boolean']['output'];
  latestPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The story's latest submission to a publication, for its writer and that publication's OWNER and EDITORs; null for anyone else or when never submitted. */
  latestSubmission?: Maybe<PublicationSubmission>;
  mediumUrl: Scalars['String']['output'];
  postResponses: PostResponses;
  previewImage?: Maybe<PreviewImage>;
  /** previewImage's id as one scalar: what a story card draws (an object per card costs a list of cards twice). */
  previewImageId?: Maybe<Scalars['String']['output']>;
  readingTime: Scalars['Float']['output'];
  responsesCount: Scalars['Int']['output'];
  /** APPROVED shows 'in {collection}' */
  statusForCollection?: Maybe<Scalars['String']['output']>;
  subtitle: Scalars['String']['output'];
  tags: Array<Tag>;
  threadedPostResponses: ThreadedResponses;
  title: Scalars['String']['output'];
  /** The story's first topic as a story card links it: its slug (null for a story without topics). */
  topicSlug?: Maybe<Scalars['String']['output']>;
  /** The story's first topic as a story card shows it: its title (null for a story without topics). */
  topicTitle?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** What the viewer may do with this story (the post page's menu shows only these). */
  viewerEdge: PostViewerEdge;
};


export type PostThreadedPostResponsesArgs = {
  paging?: InputMaybe<PagingInput>;
};

export type PostFeed = {
  __typename?: 'PostFeed';
  items: Array<PostFeedItem>;
  pagingInfo: PagingInfo;
};

export type PostFeedItem = {
  __typename?: 'PostFeedItem';
  post: Post;
};

export type PostMutationResult = BadRequest | Forbidden | MutationSuccess | NotFound;

export type PostResponses = {
  __typename?: 'PostResponses';
  count: Scalars['Int']['output'];
};

export type PostResult = NotFound | Post;

export type PostViewerEdge = {
  __typename?: 'PostViewerEdge';
  /** The story's author: deletePost / undeletePost. */
  canDelete: Scalars['Boolean']['output'];
  /** The story's author, while it is not in the trash: saveStoryDraft / publishStory. */
  canEdit: Scalars['Boolean']['output'];
  /** The story's author, while it is not in the trash: turn its subscription promotion on or off. */
  canEditSubscriptionPromotion: Scalars['Boolean']['output'];
  /** An OWNER or EDITOR of the publication the story is in: feature and unfeature it. */
  canFeatureOnCollection: Scalars['Boolean']['output'];
  /** An OWNER or EDITOR of the publication the story is in: pin and unpin it on the publication's homepage. */
  canPinOnCollection: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

export type PreviewImage = {
  __typename?: 'PreviewImage';
  focusPercentX?: Maybe<Scalars['Float']['output']>;
  focusPercentY?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
};

/** What the settings page saves of a publication's about settings. */
export type PublicationAboutInput = {
  /** The short description (tagline): at most 160 characters, one line. */
  description: Scalars['String']['input'];
  /** The About page's text: at most 5000 characters. */
  longDescription: Scalars['String']['input'];
  /** 1 to 60 characters; null keeps the name (only an OWNER may change it). */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The publication as saved, or why not (BadRequest names what is wrong; Forbidden: not the viewer's to change). */
export type PublicationSettingsResult = BadRequest | Collection | Forbidden | NotFound;

/** A story a writer submitted to a publication. Seen only by its writer and the publication's OWNER and EDITORs. */
export type PublicationSubmission = {
  __typename?: 'PublicationSubmission';
  /** The story's whole body as it stands, for the editors to read (a draft or a member-only story included). */
  content: Array<StoryParagraph>;
  /** When an editor accepted or declined it, or the writer withdrew it. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The editor's note to the writer with a decline (null without one). */
  note?: Maybe<Scalars['String']['output']>;
  post: Post;
  publication: Collection;
  state: PublicationSubmissionState;
  submittedAt: Scalars['DateTime']['output'];
  writer: User;
};

/** The inbox's two lists: PENDING (OPEN, oldest first) and DECIDED (accepted or declined, latest decision first). */
export type PublicationSubmissionFilter =
  | 'DECIDED'
  | 'PENDING';

export type PublicationSubmissionResult = BadRequest | Forbidden | NotFound | PublicationSubmission;

/** Where a submission stands: OPEN waits for an editor, REJECTED was declined, CANCELLED was withdrawn by the writer. */
export type PublicationSubmissionState =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'OPEN'
  | 'REJECTED';

/** publishPostResponse: the response as published (a Post answering the story), or why not. */
export type PublishResponseResult = BadRequest | Forbidden | NotFound | Post;

export type Query = {
  __typename?: 'Query';
  accountToken: Scalars['String']['output'];
  /** The alternate-user data of a refused social sign-in, by the one-time token its redirect carried (alternateUser); null once read or expired. */
  alternateUser?: Maybe<AlternateUser>;
  catalogById: CatalogResult;
  /** A publication by its id (the /c/{id} URL form); null when there is none. */
  collection?: Maybe<Collection>;
  collectionByDomainOrSlug?: Maybe<Collection>;
  emailAvailability: Scalars['Boolean']['output'];
  /**
   * Stories by the writers and in the publications the viewer follows, minus what the viewer muted;
   * filter narrows it to one kind of followed entity or to one of them. Empty for visitors.
   */
  followingFeed: PostFeed;
  /** CacheUnsafeLoggedInStateQuery */
  isLoggedIn: Scalars['Boolean']['output'];
  notificationStatus?: Maybe<NotificationStatus>;
  /** The viewer's notifications, newest first, a page at a time (10 by default, at most 25); null for visitors. */
  notificationsConnection?: Maybe<NotificationsConnection>;
  post?: Maybe<Post>;
  postResult: PostResult;
  staffPicksFeed: PostFeed;
  tagFeed: PostFeed;
  tagFromSlug?: Maybe<Tag>;
  /** Topics with at least one visible story (the explore-topics page): most stories first, then by name; 100 at most. */
  tags: Array<Tag>;
  user?: Maybe<User>;
  userResult: UserResult;
  variantFlags: Array<VariantFlag>;
  /** The signed-in viewer, null for visitors (ViewerQuery, AvatarMenuQuery, UseCanSwitchMembershipPlan, ...). */
  viewer?: Maybe<Viewer>;
  visitor: Visitor;
  webRecommendedFeed: PostFeed;
  /**
   * The viewer's own stories (not responses) in one tab, last changed first: drafts, published, or
   * in the trash (restorable). Empty for visitors.
   */
  yourStories: PostFeed;
  /** How many of the viewer's stories each tab holds; null for visitors. */
  yourStoryCounts?: Maybe<YourStoryCounts>;
};


export type QueryAlternateUserArgs = {
  token: Scalars['String']['input'];
};


export type QueryCatalogByIdArgs = {
  catalogId: Scalars['ID']['input'];
};


export type QueryCollectionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCollectionByDomainOrSlugArgs = {
  domainOrSlug: Scalars['String']['input'];
};


export type QueryEmailAvailabilityArgs = {
  email: Scalars['String']['input'];
};


export type QueryFollowingFeedArgs = {
  filter?: InputMaybe<FollowingFeedFilter>;
  paging?: InputMaybe<PagingInput>;
  sortType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNotificationsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostResultArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffPicksFeedArgs = {
  paging?: InputMaybe<PagingInput>;
};


export type QueryTagFeedArgs = {
  mode?: InputMaybe<Scalars['String']['input']>;
  paging?: InputMaybe<PagingInput>;
  tagSlug: Scalars['String']['input'];
};


export type QueryTagFromSlugArgs = {
  tagSlug: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserResultArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebRecommendedFeedArgs = {
  paging?: InputMaybe<PagingInput>;
};


export type QueryYourStoriesArgs = {
  filter: YourStoriesFilter;
  paging?: InputMaybe<PagingInput>;
};

export type RateLimited = {
  __typename?: 'RateLimited';
  message: Scalars['String']['output'];
};

export type RedeemGiftCodeResult = BadRequest | Forbidden | GiftCodeRefused | MutationSuccess;

export type ScheduledPlan = {
  __typename?: 'ScheduledPlan';
  membershipType: Scalars['String']['output'];
  price: Money;
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

export type SendAcctAuthEmailResult = BadRequest | FailedChallenge | NotFound | RateLimited | SusiMethod;

export type SidebarMenuBadgeInput = {
  feedId: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type SocialStats = {
  __typename?: 'SocialStats';
  followerCount: Scalars['Int']['output'];
  followingCount: Scalars['Int']['output'];
};

/** A draft as the editor sends it whole on every save. */
export type StoryDraftInput = {
  content: Array<StoryParagraphInput>;
  /** Member-only. */
  isLocked: Scalars['Boolean']['input'];
  /** At most 100 characters; may be empty in a draft, not when publishing. */
  title: Scalars['String']['input'];
  /** Topics as typed (at most 5); new ones are created. */
  topicNames: Array<Scalars['String']['input']>;
};

/** A markup over text[start, end) of its paragraph (UTF-16 offsets). */
export type StoryMarkup = {
  __typename?: 'StoryMarkup';
  end: Scalars['Int']['output'];
  /** LINK: where it leads (http or https only). */
  href?: Maybe<Scalars['String']['output']>;
  start: Scalars['Int']['output'];
  type: StoryMarkupType;
};

export type StoryMarkupInput = {
  end: Scalars['Int']['input'];
  href?: InputMaybe<Scalars['String']['input']>;
  start: Scalars['Int']['input'];
  type: StoryMarkupType;
};

export type StoryMarkupType =
  | 'EM'
  | 'LINK'
  | 'STRONG';

export type StoryParagraph = {
  __typename?: 'StoryParagraph';
  /** IMAGE: what it shows. */
  alt?: Maybe<Scalars['String']['output']>;
  markups: Array<StoryMarkup>;
  /** IMAGE: the image's address (http or https only). */
  src?: Maybe<Scalars['String']['output']>;
  /** The paragraph's text; an IMAGE's caption. */
  text: Scalars['String']['output'];
  type: StoryParagraphType;
};

export type StoryParagraphInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  markups: Array<StoryMarkupInput>;
  src?: InputMaybe<Scalars['String']['input']>;
  text: Scalars['String']['input'];
  type: StoryParagraphType;
};

export type StoryParagraphType =
  | 'BLOCKQUOTE'
  | 'H2'
  | 'H3'
  | 'IMAGE'
  | 'P';

/** createStoryDraft, saveStoryDraft, publishStory: the story as stored, or why not (BadRequest names what is wrong). */
export type StoryResult = BadRequest | Forbidden | NotFound | Post;

/**
 * A writer's views and reads. A view: a load of a story's page by anyone but its author. A read: a
 * view whose reader reached the end of the story with the page open at least 30 seconds.
 */
export type StoryStats = {
  __typename?: 'StoryStats';
  /** Every day of the period, oldest first, days without views included. */
  daily: Array<StoryStatsDay>;
  /** How many days the period has, today (UTC) included. */
  days: Scalars['Int']['output'];
  reads: Scalars['Int']['output'];
  /** The stories viewed in the period, most viewed first (at most 25). */
  stories: Array<StoryStatsRow>;
  views: Scalars['Int']['output'];
};

/** Views and reads on one day (UTC). */
export type StoryStatsDay = {
  __typename?: 'StoryStatsDay';
  /** YYYY-MM-DD */
  day: Scalars['String']['output'];
  reads: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

/** One story's views and reads in the period. */
export type StoryStatsRow = {
  __typename?: 'StoryStatsRow';
  post: Post;
  reads: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

/** A counted view: its id is what the page reports the read with. */
export type StoryViewReceipt = {
  __typename?: 'StoryViewReceipt';
  viewId: Scalars['ID']['output'];
};

/** A sign-in email was sent; value is the operation the flow continues with: login or register. */
export type SusiMethod = {
  __typename?: 'SusiMethod';
  value: Scalars['String']['output'];
};

/** Schedules the plan to change at the end of the current period (no payment is taken). */
export type SwitchMembershipPlanInput = {
  membershipId: Scalars['ID']['input'];
  /** monthly, yearly, premium_monthly or premium_yearly */
  membershipType: Scalars['String']['input'];
};

export type SwitchMembershipPlanResult = BadRequest | Forbidden | MutationSuccess | NotFound;

export type SwitchPlanSchedule = {
  __typename?: 'SwitchPlanSchedule';
  plan: ScheduledPlan;
  startAt: Scalars['DateTime']['output'];
};

export type Tag = {
  __typename?: 'Tag';
  displayTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  postCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type ThreadedResponses = {
  __typename?: 'ThreadedResponses';
  pagingInfo: PagingInfo;
  posts: Array<Post>;
};

export type Token = {
  __typename?: 'Token';
  value: Scalars['String']['output'];
};

export type TooManyRequests = {
  __typename?: 'TooManyRequests';
  message: Scalars['String']['output'];
};

export type UncancelMembershipInput = {
  membershipId: Scalars['ID']['input'];
};

export type UncancelMembershipResult = BadRequest | Forbidden | MutationSuccess | NotFound;

export type User = {
  __typename?: 'User';
  bio: Scalars['String']['output'];
  /**
   * Their reading lists the viewer may see (a library): the predefined 'Reading list' first (to its
   * owner always, even before the first save), then the others, newest first; limit 10 by default,
   * at most 25.
   */
  catalogs: Array<Catalog>;
  customDomainState?: Maybe<CustomDomainState>;
  /** Who follows this person, most recent first, a page at a time (10 by default, at most 25). */
  followersConnection: UsersConnection;
  /** The writers and publications this person follows, most recently followed first, a page at a time. */
  followingConnection: FollowingConnection;
  hasSubdomain: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  latestPosts: PostFeed;
  membership?: Maybe<Membership>;
  name: Scalars['String']['output'];
  socialStats: SocialStats;
  username: Scalars['String']['output'];
  verifications: Verifications;
  viewerEdge: UserViewerEdge;
};


export type UserCatalogsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type UserFollowersConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserFollowingConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserLatestPostsArgs = {
  paging?: InputMaybe<PagingInput>;
};

export type UserResult = NotFound | User;

export type UserViewerEdge = {
  __typename?: 'UserViewerEdge';
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
  /** Whether the viewer gets this writer's newsletter by email (false for visitors). */
  isSubscribedToNewsletter: Scalars['Boolean']['output'];
};

export type UsersConnection = {
  __typename?: 'UsersConnection';
  nodes: Array<User>;
  pageInfo: PageInfo;
};

export type VariantFlag = {
  __typename?: 'VariantFlag';
  name: Scalars['String']['output'];
  valueType: VariantFlagValue;
};

export type VariantFlagBoolean = {
  __typename?: 'VariantFlagBoolean';
  value: Scalars['Boolean']['output'];
};

export type VariantFlagNumber = {
  __typename?: 'VariantFlagNumber';
  value: Scalars['Float']['output'];
};

export type VariantFlagString = {
  __typename?: 'VariantFlagString';
  value: Scalars['String']['output'];
};

export type VariantFlagValue = VariantFlagBoolean | VariantFlagNumber | VariantFlagString;

export type Verifications = {
  __typename?: 'Verifications';
  isBookAuthor: Scalars['Boolean']['output'];
};

export type VerifyLoginCodeResult = BadRequest | NotFound | RateLimited | Token | TooManyRequests;

export type Viewer = {
  __typename?: 'Viewer';
  adminCollections: Array<Collection>;
  allowEmailAddressSharing: Scalars['Boolean']['output'];
  /** A membership on one of the card processors that is not cancelled yet (cancelMembership). */
  canCancelMembership: Scalars['Boolean']['output'];
  /** Whether the viewer may switch plans: a card-processor membership, no payment failure, not cancelled. */
  canSwitchMembershipPlan: Scalars['Boolean']['output'];
  /** Whether the viewer may undo a cancellation: a card-processor membership, cancelled, with a payment method. */
  canUncancelMembership: Scalars['Boolean']['output'];
  capabilities: Array<Scalars['String']['output']>;
  dismissableFlags: Array<Scalars['String']['output']>;
  /** Empty when the email address is not verified. */
  emailObfuscated: Scalars['String']['output'];
  followedEntityViewedAt?: Maybe<Scalars['DateTime']['output']>;
  geolocation: Geolocation;
  hasGroupGiftingEnabled: Scalars['Boolean']['output'];
  hasPastMemberships: Scalars['Boolean']['output'];
  hasSubdomain: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  isEligibleToImportEmails: Scalars['Boolean']['output'];
  isEligibleToViewNewResponses: Scalars['Boolean']['output'];
  isMembershipTrialEligible: Scalars['Boolean']['output'];
  isSuspended: Scalars['Boolean']['output'];
  mastodonAccountId?: Maybe<Scalars['String']['output']>;
  membership?: Maybe<Membership>;
  membershipStatus?: Maybe<MembershipStatus>;
  name: Scalars['String']['output'];
  partnerProgramEnrollment?: Maybe<PartnerProgramEnrollment>;
  /** What the viewer still needs to join the Partner Program; empty when they may join (or have). */
  partnerProgramRequirements: Array<PartnerProgramRequirement>;
  /** Where the viewer's earnings are paid, as recorded by recordPayoutInformation; null until then. */
  payoutAccount?: Maybe<PayoutAccount>;
  preferences: Array<ViewerPreference>;
  /** The publications the viewer may submit stories to: every one they are OWNER, EDITOR or WRITER of, by name. */
  publicationsToSubmitTo: Array<Collection>;
  /**
   * The viewer's stats over the last `days` days (1 to 90); with postId, one story's, null when it is not theirs;
   * with memberOnly, only their member-only stories' (what the Partner Program pays for).
   */
  storyStats?: Maybe<StoryStats>;
  styleEditorOnboardingVersionSeen: Scalars['Int']['output'];
  twitterScreenName?: Maybe<Scalars['String']['output']>;
  unverifiedEmail?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  verifications: Verifications;
  viewerEdge: ViewerEdge;
};


export type ViewerFollowedEntityViewedAtArgs = {
  entityId: Scalars['String']['input'];
};


export type ViewerStoryStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  memberOnly?: InputMaybe<Scalars['Boolean']['input']>;
  postId?: InputMaybe<Scalars['ID']['input']>;
};

export type ViewerEdge = {
  __typename?: 'ViewerEdge';
  createdAt: Scalars['DateTime']['output'];
  /**
   * Writers and publications to follow (the sidebar's 'See suggestions', /me/following/suggestions):
   * ones the viewer neither follows nor muted, never the viewer; writers only with a public story,
   * not suspended, high quality, not author-type. Ranked by how many of the writers the viewer
   * follows follow it too, then by followers; a page at a time (10 by default, at most 25).
   */
  followSuggestionsConnection: FollowSuggestionsConnection;
  followedEntitiesConnection: FollowedEntitiesConnection;
  id: Scalars['ID']['output'];
};


export type ViewerEdgeFollowSuggestionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type ViewerEdgeFollowedEntitiesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
};

export type ViewerPreference = {
  __typename?: 'ViewerPreference';
  name: Scalars['String']['output'];
  value: Scalars['JSON']['output'];
};

export type ViewerPreferenceInput = {
  name: Scalars['String']['input'];
  value: Scalars['JSON']['input'];
};

export type Visitor = {
  __typename?: 'Visitor';
  geolocation: Geolocation;
  id: Scalars['ID']['output'];
};

/** The tabs of the viewer's stories page. */
export type YourStoriesFilter =
  | 'DELETED'
  | 'DRAFTS'
  | 'PUBLISHED';

export type YourStoryCounts = {
  __typename?: 'YourStoryCounts';
  deleted: Scalars['Int']['output'];
  drafts: Scalars['Int']['output'];
  published: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  AccountMutationResult:
    | ( BadRequest )
    | ( Forbidden )
    | ( MutationSuccess )
    | ( NotFound )
  ;
  CancelMembershipResult:
    | ( BadRequest )
    | ( Forbidden )
    | ( MutationSuccess )
    | ( NotFound )
  ;
  CatalogResult:
    | ( CatalogRow )
    | ( NotFound )
  ;
  FollowResult:
    | ( BadRequest )
    | ( MutationSuccess )
    | ( NotFound )
  ;
  FollowedEntity:
    | ( PublicationRow )
    | ( UserRow )
  ;
  NewsletterResult:
    | ( BadRequest )
    | ( MutationSuccess )
    | ( NotFound )
  ;
  PaymentMethod:
    | ( ApplePayCard )
    | ( CreditCard )
    | ( GooglePayCard )
    | ( PaypalAccount )
  ;
  PostMutationResult:
    | ( BadRequest )
    | ( Forbidden )
    | ( MutationSuccess )
    | ( NotFound )
  ;
  PostResult:
    | ( NotFound )
    | ( PostRow )
  ;
  PublicationSettingsResult:
    | ( BadRequest )
    | ( PublicationRow )
    | ( Forbidden )
    | ( NotFound )
  ;
  PublicationSubmissionResult:
    | ( BadRequest )
    | ( Forbidden )
    | ( NotFound )
    | ( PublicationSubmissionRow )
  ;
  PublishResponseResult:
    | ( BadRequest )
    | ( Forbidden )
    | ( NotFound )
    | ( PostRow )
  ;
  RedeemGiftCodeResult:
    | ( BadRequest )
    | ( Forbidden )
    | ( GiftCodeRefused )
    | ( MutationSuccess )
  ;
  SendAcctAuthEmailResult:
    | ( BadRequest )
    | ( FailedChallenge )
    | ( NotFound )
    | ( RateLimited )
    | ( SusiMethod )
  ;
  StoryResult:
    | ( BadRequest )
    | ( Forbidden )
    | ( NotFound )
    | ( PostRow )
  ;
  SwitchMembershipPlanResult:
    | ( BadRequest )
    | ( Forbidden )
    | ( MutationSuccess )
    | ( NotFound )
  ;
  UncancelMembershipResult:
    | ( BadRequest )
    | ( Forbidden )
    | ( MutationSuccess )
    | ( NotFound )
  ;
  UserResult:
    | ( NotFound )
    | ( UserRow )
  ;
  VariantFlagValue:
    | ( VariantFlagBoolean )
    | ( VariantFlagNumber )
    | ( VariantFlagString )
  ;
  VerifyLoginCodeResult:
    | ( BadRequest )
    | ( NotFound )
    | ( RateLimited )
    | ( Token )
    | ( TooManyRequests )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountMutationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AccountMutationResult']>;
  AlternateUser: ResolverTypeWrapper<AlternateUser>;
  ApplePayCard: ResolverTypeWrapper<ApplePayCard>;
  BadRequest: ResolverTypeWrapper<BadRequest>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelMembershipInput: CancelMembershipInput;
  CancelMembershipResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CancelMembershipResult']>;
  Catalog: ResolverTypeWrapper<CatalogRow>;
  CatalogItem: ResolverTypeWrapper<Omit<CatalogItem, 'post'> & { post: ResolversTypes['Post'] }>;
  CatalogResponse: ResolverTypeWrapper<Omit<CatalogResponse, 'author'> & { author: ResolversTypes['User'] }>;
  CatalogResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CatalogResult']>;
  CatalogViewerEdge: ResolverTypeWrapper<CatalogViewerEdge>;
  Collection: ResolverTypeWrapper<PublicationRow>;
  CollectionViewerEdge: ResolverTypeWrapper<CollectionViewerEdge>;
  CreditCard: ResolverTypeWrapper<CreditCard>;
  CustomDomainState: ResolverTypeWrapper<CustomDomainState>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ExperimentExposureInput: ExperimentExposureInput;
  FailedChallenge: ResolverTypeWrapper<FailedChallenge>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FollowResult']>;
  FollowSuggestionEdge: ResolverTypeWrapper<Omit<FollowSuggestionEdge, 'entity'> & { entity: ResolversTypes['FollowedEntity'] }>;
  FollowSuggestionsConnection: ResolverTypeWrapper<Omit<FollowSuggestionsConnection, 'edges'> & { edges: Array<ResolversTypes['FollowSuggestionEdge']> }>;
  FollowedEntitiesConnection: ResolverTypeWrapper<Omit<FollowedEntitiesConnection, 'edges'> & { edges: Array<ResolversTypes['FollowedEntityEdge']> }>;
  FollowedEntity: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FollowedEntity']>;
  FollowedEntityEdge: ResolverTypeWrapper<Omit<FollowedEntityEdge, 'node'> & { node: ResolversTypes['FollowedEntityNode'] }>;
  FollowedEntityNode: ResolverTypeWrapper<Omit<FollowedEntityNode, 'entity'> & { entity: ResolversTypes['FollowedEntity'] }>;
  FollowedEntityType: FollowedEntityType;
  FollowingConnection: ResolverTypeWrapper<Omit<FollowingConnection, 'nodes'> & { nodes: Array<ResolversTypes['FollowedEntity']> }>;
  FollowingFeedFilter: FollowingFeedFilter;
  Forbidden: ResolverTypeWrapper<Forbidden>;
  GateExposureInput: GateExposureInput;
  Geolocation: ResolverTypeWrapper<Geolocation>;
  GiftCodeRefused: ResolverTypeWrapper<GiftCodeRefused>;
  GiftCodeValidity: GiftCodeValidity;
  GooglePayCard: ResolverTypeWrapper<GooglePayCard>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageRef: ResolverTypeWrapper<ImageRef>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LiveCustomDomain: ResolverTypeWrapper<LiveCustomDomain>;
  MastheadMember: ResolverTypeWrapper<Omit<MastheadMember, 'user'> & { user: ResolversTypes['User'] }>;
  Membership: ResolverTypeWrapper<MembershipRow>;
  MembershipStatus: ResolverTypeWrapper<MembershipRow>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationSuccess: ResolverTypeWrapper<MutationSuccess>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NavigationItemInput: NavigationItemInput;
  Newsletter: ResolverTypeWrapper<Newsletter>;
  NewsletterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['NewsletterResult']>;
  NotFound: ResolverTypeWrapper<NotFound>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  NotificationStatus: ResolverTypeWrapper<NotificationStatus>;
  NotificationsConnection: ResolverTypeWrapper<Omit<NotificationsConnection, 'nodes'> & { nodes: Array<ResolversTypes['Notification']> }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PagingInfo: ResolverTypeWrapper<PagingInfo>;
  PagingInput: PagingInput;
  PagingNext: ResolverTypeWrapper<PagingNext>;
  PartnerProgramEnrollment: ResolverTypeWrapper<PartnerProgramEnrollment>;
  PartnerProgramRequirement: PartnerProgramRequirement;
  PaymentMethod: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PaymentMethod']>;
  PayoutAccount: ResolverTypeWrapper<PayoutAccount>;
  PayoutInformationInput: PayoutInformationInput;
  PaypalAccount: ResolverTypeWrapper<PaypalAccount>;
  PlanDiscount: ResolverTypeWrapper<PlanDiscount>;
  PlanV2: ResolverTypeWrapper<PlanV2>;
  Post: ResolverTypeWrapper<PostRow>;
  PostFeed: ResolverTypeWrapper<Omit<PostFeed, 'items'> & { items: Array<ResolversTypes['PostFeedItem']> }>;
  PostFeedItem: ResolverTypeWrapper<Omit<PostFeedItem, 'post'> & { post: ResolversTypes['Post'] }>;
  PostMutationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PostMutationResult']>;
  PostResponses: ResolverTypeWrapper<PostResponses>;
  PostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PostResult']>;
  PostViewerEdge: ResolverTypeWrapper<PostViewerEdge>;
  PreviewImage: ResolverTypeWrapper<PreviewImage>;
  PublicationAboutInput: PublicationAboutInput;
  PublicationSettingsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublicationSettingsResult']>;
  PublicationSubmission: ResolverTypeWrapper<PublicationSubmissionRow>;
  PublicationSubmissionFilter: PublicationSubmissionFilter;
  PublicationSubmissionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublicationSubmissionResult']>;
  PublicationSubmissionState: PublicationSubmissionState;
  PublishResponseResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublishResponseResult']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimited: ResolverTypeWrapper<RateLimited>;
  RedeemGiftCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RedeemGiftCodeResult']>;
  ScheduledPlan: ResolverTypeWrapper<ScheduledPlan>;
  SearchClickInput: SearchClickInput;
  SendAcctAuthEmailInput: SendAcctAuthEmailInput;
  SendAcctAuthEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendAcctAuthEmailResult']>;
  SidebarMenuBadgeInput: SidebarMenuBadgeInput;
  SocialStats: ResolverTypeWrapper<SocialStats>;
  StoryDraftInput: StoryDraftInput;
  StoryMarkup: ResolverTypeWrapper<StoryMarkup>;
  StoryMarkupInput: StoryMarkupInput;
  StoryMarkupType: StoryMarkupType;
  StoryParagraph: ResolverTypeWrapper<StoryParagraph>;
  StoryParagraphInput: StoryParagraphInput;
  StoryParagraphType: StoryParagraphType;
  StoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StoryResult']>;
  StoryStats: ResolverTypeWrapper<Omit<StoryStats, 'stories'> & { stories: Array<ResolversTypes['StoryStatsRow']> }>;
  StoryStatsDay: ResolverTypeWrapper<StoryStatsDay>;
  StoryStatsRow: ResolverTypeWrapper<Omit<StoryStatsRow, 'post'> & { post: ResolversTypes['Post'] }>;
  StoryViewReceipt: ResolverTypeWrapper<StoryViewReceipt>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SusiMethod: ResolverTypeWrapper<SusiMethod>;
  SwitchMembershipPlanInput: SwitchMembershipPlanInput;
  SwitchMembershipPlanResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SwitchMembershipPlanResult']>;
  SwitchPlanSchedule: ResolverTypeWrapper<SwitchPlanSchedule>;
  Tag: ResolverTypeWrapper<TagRow>;
  ThreadedResponses: ResolverTypeWrapper<Omit<ThreadedResponses, 'posts'> & { posts: Array<ResolversTypes['Post']> }>;
  Token: ResolverTypeWrapper<Token>;
  TooManyRequests: ResolverTypeWrapper<TooManyRequests>;
  UncancelMembershipInput: UncancelMembershipInput;
  UncancelMembershipResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UncancelMembershipResult']>;
  User: ResolverTypeWrapper<UserRow>;
  UserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UserResult']>;
  UserViewerEdge: ResolverTypeWrapper<UserViewerEdge>;
  UsersConnection: ResolverTypeWrapper<Omit<UsersConnection, 'nodes'> & { nodes: Array<ResolversTypes['User']> }>;
  VariantFlag: ResolverTypeWrapper<Omit<VariantFlag, 'valueType'> & { valueType: ResolversTypes['VariantFlagValue'] }>;
  VariantFlagBoolean: ResolverTypeWrapper<VariantFlagBoolean>;
  VariantFlagNumber: ResolverTypeWrapper<VariantFlagNumber>;
  VariantFlagString: ResolverTypeWrapper<VariantFlagString>;
  VariantFlagValue: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VariantFlagValue']>;
  Verifications: ResolverTypeWrapper<Verifications>;
  VerifyLoginCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifyLoginCodeResult']>;
  Viewer: ResolverTypeWrapper<UserRow>;
  ViewerEdge: ResolverTypeWrapper<UserRow>;
  ViewerPreference: ResolverTypeWrapper<ViewerPreference>;
  ViewerPreferenceInput: ViewerPreferenceInput;
  Visitor: ResolverTypeWrapper<Visitor>;
  YourStoriesFilter: YourStoriesFilter;
  YourStoryCounts: ResolverTypeWrapper<YourStoryCounts>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountMutationResult: ResolversUnionTypes<ResolversParentTypes>['AccountMutationResult'];
  AlternateUser: AlternateUser;
  ApplePayCard: ApplePayCard;
  BadRequest: BadRequest;
  Boolean: Scalars['Boolean']['output'];
  CancelMembershipInput: CancelMembershipInput;
  CancelMembershipResult: ResolversUnionTypes<ResolversParentTypes>['CancelMembershipResult'];
  Catalog: CatalogRow;
  CatalogItem: Omit<CatalogItem, 'post'> & { post: ResolversParentTypes['Post'] };
  CatalogResponse: Omit<CatalogResponse, 'author'> & { author: ResolversParentTypes['User'] };
  CatalogResult: ResolversUnionTypes<ResolversParentTypes>['CatalogResult'];
  CatalogViewerEdge: CatalogViewerEdge;
  Collection: PublicationRow;
  CollectionViewerEdge: CollectionViewerEdge;
  CreditCard: CreditCard;
  CustomDomainState: CustomDomainState;
  DateTime: Scalars['DateTime']['output'];
  ExperimentExposureInput: ExperimentExposureInput;
  FailedChallenge: FailedChallenge;
  Float: Scalars['Float']['output'];
  FollowResult: ResolversUnionTypes<ResolversParentTypes>['FollowResult'];
  FollowSuggestionEdge: Omit<FollowSuggestionEdge, 'entity'> & { entity: ResolversParentTypes['FollowedEntity'] };
  FollowSuggestionsConnection: Omit<FollowSuggestionsConnection, 'edges'> & { edges: Array<ResolversParentTypes['FollowSuggestionEdge']> };
  FollowedEntitiesConnection: Omit<FollowedEntitiesConnection, 'edges'> & { edges: Array<ResolversParentTypes['FollowedEntityEdge']> };
  FollowedEntity: ResolversUnionTypes<ResolversParentTypes>['FollowedEntity'];
  FollowedEntityEdge: Omit<FollowedEntityEdge, 'node'> & { node: ResolversParentTypes['FollowedEntityNode'] };
  FollowedEntityNode: Omit<FollowedEntityNode, 'entity'> & { entity: ResolversParentTypes['FollowedEntity'] };
  FollowingConnection: Omit<FollowingConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['FollowedEntity']> };
  FollowingFeedFilter: FollowingFeedFilter;
  Forbidden: Forbidden;
  GateExposureInput: GateExposureInput;
  Geolocation: Geolocation;
  GiftCodeRefused: GiftCodeRefused;
  GooglePayCard: GooglePayCard;
  ID: Scalars['ID']['output'];
  ImageRef: ImageRef;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LiveCustomDomain: LiveCustomDomain;
  MastheadMember: Omit<MastheadMember, 'user'> & { user: ResolversParentTypes['User'] };
  Membership: MembershipRow;
  MembershipStatus: MembershipRow;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  MutationSuccess: MutationSuccess;
  NavigationItem: NavigationItem;
  NavigationItemInput: NavigationItemInput;
  Newsletter: Newsletter;
  NewsletterResult: ResolversUnionTypes<ResolversParentTypes>['NewsletterResult'];
  NotFound: NotFound;
  Notification: NotificationRow;
  NotificationStatus: NotificationStatus;
  NotificationsConnection: Omit<NotificationsConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Notification']> };
  PageInfo: PageInfo;
  PagingInfo: PagingInfo;
  PagingInput: PagingInput;
  PagingNext: PagingNext;
  PartnerProgramEnrollment: PartnerProgramEnrollment;
  PaymentMethod: ResolversUnionTypes<ResolversParentTypes>['PaymentMethod'];
  PayoutAccount: PayoutAccount;
  PayoutInformationInput: PayoutInformationInput;
  PaypalAccount: PaypalAccount;
  PlanDiscount: PlanDiscount;
  PlanV2: PlanV2;
  Post: PostRow;
  PostFeed: Omit<PostFeed, 'items'> & { items: Array<ResolversParentTypes['PostFeedItem']> };
  PostFeedItem: Omit<PostFeedItem, 'post'> & { post: ResolversParentTypes['Post'] };
  PostMutationResult: ResolversUnionTypes<ResolversParentTypes>['PostMutationResult'];
  PostResponses: PostResponses;
  PostResult: ResolversUnionTypes<ResolversParentTypes>['PostResult'];
  PostViewerEdge: PostViewerEdge;
  PreviewImage: PreviewImage;
  PublicationAboutInput: PublicationAboutInput;
  PublicationSettingsResult: ResolversUnionTypes<ResolversParentTypes>['PublicationSettingsResult'];
  PublicationSubmission: PublicationSubmissionRow;
  PublicationSubmissionResult: ResolversUnionTypes<ResolversParentTypes>['PublicationSubmissionResult'];
  PublishResponseResult: ResolversUnionTypes<ResolversParentTypes>['PublishResponseResult'];
  Query: Record<PropertyKey, never>;
  RateLimited: RateLimited;
  RedeemGiftCodeResult: ResolversUnionTypes<ResolversParentTypes>['RedeemGiftCodeResult'];
  ScheduledPlan: ScheduledPlan;
  SearchClickInput: SearchClickInput;
  SendAcctAuthEmailInput: SendAcctAuthEmailInput;
  SendAcctAuthEmailResult: ResolversUnionTypes<ResolversParentTypes>['SendAcctAuthEmailResult'];
  SidebarMenuBadgeInput: SidebarMenuBadgeInput;
  SocialStats: SocialStats;
  StoryDraftInput: StoryDraftInput;
  StoryMarkup: StoryMarkup;
  StoryMarkupInput: StoryMarkupInput;
  StoryParagraph: StoryParagraph;
  StoryParagraphInput: StoryParagraphInput;
  StoryResult: ResolversUnionTypes<ResolversParentTypes>['StoryResult'];
  StoryStats: Omit<StoryStats, 'stories'> & { stories: Array<ResolversParentTypes['StoryStatsRow']> };
  StoryStatsDay: StoryStatsDay;
  StoryStatsRow: Omit<StoryStatsRow, 'post'> & { post: ResolversParentTypes['Post'] };
  StoryViewReceipt: StoryViewReceipt;
  String: Scalars['String']['output'];
  SusiMethod: SusiMethod;
  SwitchMembershipPlanInput: SwitchMembershipPlanInput;
  SwitchMembershipPlanResult: ResolversUnionTypes<ResolversParentTypes>['SwitchMembershipPlanResult'];
  SwitchPlanSchedule: SwitchPlanSchedule;
  Tag: TagRow;
  ThreadedResponses: Omit<ThreadedResponses, 'posts'> & { posts: Array<ResolversParentTypes['Post']> };
  Token: Token;
  TooManyRequests: TooManyRequests;
  UncancelMembershipInput: UncancelMembershipInput;
  UncancelMembershipResult: ResolversUnionTypes<ResolversParentTypes>['UncancelMembershipResult'];
  User: UserRow;
  UserResult: ResolversUnionTypes<ResolversParentTypes>['UserResult'];
  UserViewerEdge: UserViewerEdge;
  UsersConnection: Omit<UsersConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['User']> };
  VariantFlag: Omit<VariantFlag, 'valueType'> & { valueType: ResolversParentTypes['VariantFlagValue'] };
  VariantFlagBoolean: VariantFlagBoolean;
  VariantFlagNumber: VariantFlagNumber;
  VariantFlagString: VariantFlagString;
  VariantFlagValue: ResolversUnionTypes<ResolversParentTypes>['VariantFlagValue'];
  Verifications: Verifications;
  VerifyLoginCodeResult: ResolversUnionTypes<ResolversParentTypes>['VerifyLoginCodeResult'];
  Viewer: UserRow;
  ViewerEdge: UserRow;
  ViewerPreference: ViewerPreference;
  ViewerPreferenceInput: ViewerPreferenceInput;
  Visitor: Visitor;
  YourStoryCounts: YourStoryCounts;
};

export type AccountMutationResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AccountMutationResult'] = ResolversParentTypes['AccountMutationResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'MutationSuccess' | 'NotFound', ParentType, ContextType>;
};

export type AlternateUserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AlternateUser'] = ResolversParentTypes['AlternateUser']> = {
  redactedEmailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialLogins?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ApplePayCardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ApplePayCard'] = ResolversParentTypes['ApplePayCard']> = {
  cardType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expirationMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expirationYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BadRequestResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BadRequest'] = ResolversParentTypes['BadRequest']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CancelMembershipResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CancelMembershipResult'] = ResolversParentTypes['CancelMembershipResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'MutationSuccess' | 'NotFound', ParentType, ContextType>;
};

export type CatalogResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Catalog'] = ResolversParentTypes['Catalog']> = {
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CatalogItem']>, ParentType, ContextType, Partial<CatalogItemsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  predefined?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  threadedCatalogResponses?: Resolver<Array<ResolversTypes['CatalogResponse']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['CatalogViewerEdge'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CatalogItem'] = ResolversParentTypes['CatalogItem']> = {
  catalogItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type CatalogResponseResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CatalogResponse'] = ResolversParentTypes['CatalogResponse']> = {
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CatalogResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CatalogResult'] = ResolversParentTypes['CatalogResult']> = {
  __resolveType: TypeResolveFn<'Catalog' | 'NotFound', ParentType, ContextType>;
};

export type CatalogViewerEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CatalogViewerEdge'] = ResolversParentTypes['CatalogViewerEdge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CollectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = {
  avatar?: Resolver<Maybe<ResolversTypes['ImageRef']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editors?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  featuredPosts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  followersConnection?: Resolver<ResolversTypes['UsersConnection'], ParentType, ContextType, Partial<CollectionFollowersConnectionArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAuroraVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestPosts?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<CollectionLatestPostsArgs>>;
  longDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  masthead?: Resolver<Array<ResolversTypes['MastheadMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  navigationItems?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  newsletter?: Resolver<Maybe<ResolversTypes['Newsletter']>, ParentType, ContextType>;
  pinnedPosts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storyStats?: Resolver<Maybe<ResolversTypes['StoryStats']>, ParentType, ContextType, RequireFields<CollectionStoryStatsArgs, 'days'>>;
  submissions?: Resolver<Maybe<Array<ResolversTypes['PublicationSubmission']>>, ParentType, ContextType, RequireFields<CollectionSubmissionsArgs, 'filter'>>;
  subscriberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tintColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['CollectionViewerEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CollectionViewerEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CollectionViewerEdge'] = ResolversParentTypes['CollectionViewerEdge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMuting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSubscribedToNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerStaffRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreditCardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreditCard'] = ResolversParentTypes['CreditCard']> = {
  cardType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expirationMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expirationYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomDomainStateResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CustomDomainState'] = ResolversParentTypes['CustomDomainState']> = {
  live?: Resolver<Maybe<ResolversTypes['LiveCustomDomain']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FailedChallengeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FailedChallenge'] = ResolversParentTypes['FailedChallenge']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FollowResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FollowResult'] = ResolversParentTypes['FollowResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'MutationSuccess' | 'NotFound', ParentType, ContextType>;
};

export type FollowSuggestionEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FollowSuggestionEdge'] = ResolversParentTypes['FollowSuggestionEdge']> = {
  entity?: Resolver<ResolversTypes['FollowedEntity'], ParentType, ContextType>;
  sharedFollowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FollowSuggestionsConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FollowSuggestionsConnection'] = ResolversParentTypes['FollowSuggestionsConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FollowSuggestionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type FollowedEntitiesConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FollowedEntitiesConnection'] = ResolversParentTypes['FollowedEntitiesConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FollowedEntityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type FollowedEntityResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FollowedEntity'] = ResolversParentTypes['FollowedEntity']> = {
  __resolveType: TypeResolveFn<'Collection' | 'User', ParentType, ContextType>;
};

export type FollowedEntityEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FollowedEntityEdge'] = ResolversParentTypes['FollowedEntityEdge']> = {
  hasUnread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastPublishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FollowedEntityNode'], ParentType, ContextType>;
};

export type FollowedEntityNodeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FollowedEntityNode'] = ResolversParentTypes['FollowedEntityNode']> = {
  entity?: Resolver<ResolversTypes['FollowedEntity'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FollowingConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FollowingConnection'] = ResolversParentTypes['FollowingConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['FollowedEntity']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ForbiddenResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Forbidden'] = ResolversParentTypes['Forbidden']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GeolocationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Geolocation'] = ResolversParentTypes['Geolocation']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCodeRefusedResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GiftCodeRefused'] = ResolversParentTypes['GiftCodeRefused']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validity?: Resolver<ResolversTypes['GiftCodeValidity'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GooglePayCardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GooglePayCard'] = ResolversParentTypes['GooglePayCard']> = {
  cardType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expirationMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expirationYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageRefResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ImageRef'] = ResolversParentTypes['ImageRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LiveCustomDomainResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LiveCustomDomain'] = ResolversParentTypes['LiveCustomDomain']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MastheadMemberResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MastheadMember'] = ResolversParentTypes['MastheadMember']> = {
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MembershipResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = {
  friendSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MembershipStatusResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MembershipStatus'] = ResolversParentTypes['MembershipStatus']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPeriodEndsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discountEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hasCreditCardExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasRecurringPaymentFailedMoreThanOnce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membershipType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentFailedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentProvider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planV2?: Resolver<ResolversTypes['PlanV2'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  switchPlanSchedule?: Resolver<Maybe<ResolversTypes['SwitchPlanSchedule']>, ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptSubmission?: Resolver<ResolversTypes['PublicationSubmissionResult'], ParentType, ContextType, RequireFields<MutationAcceptSubmissionArgs, 'submissionId'>>;
  addPostToCatalog?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationAddPostToCatalogArgs, 'postId'>>;
  cancelMembership?: Resolver<ResolversTypes['CancelMembershipResult'], ParentType, ContextType, RequireFields<MutationCancelMembershipArgs, 'input'>>;
  claimSubdomain?: Resolver<ResolversTypes['AccountMutationResult'], ParentType, ContextType>;
  createStoryDraft?: Resolver<ResolversTypes['StoryResult'], ParentType, ContextType, RequireFields<MutationCreateStoryDraftArgs, 'input'>>;
  declineSubmission?: Resolver<ResolversTypes['PublicationSubmissionResult'], ParentType, ContextType, RequireFields<MutationDeclineSubmissionArgs, 'submissionId'>>;
  deletePost?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'targetPostId'>>;
  disablePostSubscriptionPromotion?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationDisablePostSubscriptionPromotionArgs, 'targetPostId'>>;
  enablePostSubscriptionPromotion?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationEnablePostSubscriptionPromotionArgs, 'targetPostId'>>;
  enrollInPartnerProgram?: Resolver<ResolversTypes['AccountMutationResult'], ParentType, ContextType>;
  exportNewsletterSubscribers?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType>;
  featurePostOnCollection?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationFeaturePostOnCollectionArgs, 'targetPostId'>>;
  followCatalog?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationFollowCatalogArgs, 'targetCatalogId'>>;
  followCollection?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationFollowCollectionArgs, 'targetCollectionId'>>;
  followUser?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationFollowUserArgs, 'targetUserId'>>;
  hideCatalogResponseOnParent?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationHideCatalogResponseOnParentArgs, 'catalogResponseId' | 'parentCatalogId'>>;
  hidePostResponseOnParentPost?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationHidePostResponseOnParentPostArgs, 'parentPostId' | 'postResponseId'>>;
  logClientEvents?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogClientEventsArgs, 'events'>>;
  logExperimentExposure?: Resolver<ResolversTypes['MutationSuccess'], ParentType, ContextType, RequireFields<MutationLogExperimentExposureArgs, 'input'>>;
  logGateExposure?: Resolver<ResolversTypes['MutationSuccess'], ParentType, ContextType, RequireFields<MutationLogGateExposureArgs, 'input'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['NotificationStatus'], ParentType, ContextType>;
  markNotificationRead?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'notificationId'>>;
  muteCollection?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationMuteCollectionArgs, 'targetCollectionId'>>;
  muteUser?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationMuteUserArgs, 'targetUserId'>>;
  pinPostOnCollection?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationPinPostOnCollectionArgs, 'targetPostId'>>;
  publishPostResponse?: Resolver<ResolversTypes['PublishResponseResult'], ParentType, ContextType, RequireFields<MutationPublishPostResponseArgs, 'parentPostId' | 'text'>>;
  publishStory?: Resolver<ResolversTypes['StoryResult'], ParentType, ContextType, RequireFields<MutationPublishStoryArgs, 'postId'>>;
  recordPayoutInformation?: Resolver<ResolversTypes['AccountMutationResult'], ParentType, ContextType, RequireFields<MutationRecordPayoutInformationArgs, 'input'>>;
  recordStoryRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRecordStoryReadArgs, 'viewId'>>;
  recordStoryView?: Resolver<Maybe<ResolversTypes['StoryViewReceipt']>, ParentType, ContextType, RequireFields<MutationRecordStoryViewArgs, 'postId'>>;
  redeemGiftCode?: Resolver<ResolversTypes['RedeemGiftCodeResult'], ParentType, ContextType, RequireFields<MutationRedeemGiftCodeArgs, 'code'>>;
  removePostFromCatalog?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationRemovePostFromCatalogArgs, 'postId'>>;
  saveStoryDraft?: Resolver<ResolversTypes['StoryResult'], ParentType, ContextType, RequireFields<MutationSaveStoryDraftArgs, 'input' | 'postId'>>;
  searchClickEvent?: Resolver<ResolversTypes['MutationSuccess'], ParentType, ContextType, RequireFields<MutationSearchClickEventArgs, 'input'>>;
  sendAcctAuthEmail?: Resolver<ResolversTypes['SendAcctAuthEmailResult'], ParentType, ContextType, RequireFields<MutationSendAcctAuthEmailArgs, 'input'>>;
  sendVerificationEmail?: Resolver<ResolversTypes['MutationSuccess'], ParentType, ContextType>;
  setProfileImage?: Resolver<ResolversTypes['AccountMutationResult'], ParentType, ContextType, Partial<MutationSetProfileImageArgs>>;
  setPublicationLogo?: Resolver<ResolversTypes['PublicationSettingsResult'], ParentType, ContextType, RequireFields<MutationSetPublicationLogoArgs, 'publicationId'>>;
  setPublicationNavigation?: Resolver<ResolversTypes['PublicationSettingsResult'], ParentType, ContextType, RequireFields<MutationSetPublicationNavigationArgs, 'items' | 'publicationId'>>;
  showCatalogResponseOnParent?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationShowCatalogResponseOnParentArgs, 'catalogResponseId' | 'parentCatalogId'>>;
  submitStoryToPublication?: Resolver<ResolversTypes['PublicationSubmissionResult'], ParentType, ContextType, RequireFields<MutationSubmitStoryToPublicationArgs, 'postId' | 'publicationId'>>;
  subscribeToCollectionNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationSubscribeToCollectionNewsletterArgs, 'collectionId'>>;
  subscribeToUserNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationSubscribeToUserNewsletterArgs, 'targetUserId'>>;
  switchMembershipPlan?: Resolver<ResolversTypes['SwitchMembershipPlanResult'], ParentType, ContextType, RequireFields<MutationSwitchMembershipPlanArgs, 'input'>>;
  uncancelMembership?: Resolver<ResolversTypes['UncancelMembershipResult'], ParentType, ContextType, RequireFields<MutationUncancelMembershipArgs, 'input'>>;
  unclaimSubdomain?: Resolver<ResolversTypes['AccountMutationResult'], ParentType, ContextType>;
  undeletePost?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationUndeletePostArgs, 'targetPostId'>>;
  unfeaturePostOnCollection?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationUnfeaturePostOnCollectionArgs, 'targetPostId'>>;
  unfollowCatalog?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationUnfollowCatalogArgs, 'targetCatalogId'>>;
  unfollowCollection?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationUnfollowCollectionArgs, 'targetCollectionId'>>;
  unfollowUser?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationUnfollowUserArgs, 'targetUserId'>>;
  unhidePostResponseOnParentPost?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationUnhidePostResponseOnParentPostArgs, 'parentPostId' | 'postResponseId'>>;
  unmuteCollection?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationUnmuteCollectionArgs, 'targetCollectionId'>>;
  unmuteUser?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationUnmuteUserArgs, 'targetUserId'>>;
  unpinPostOnCollection?: Resolver<ResolversTypes['PostMutationResult'], ParentType, ContextType, RequireFields<MutationUnpinPostOnCollectionArgs, 'targetPostId'>>;
  unsubscribeFromCollectionNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromCollectionNewsletterArgs, 'collectionId'>>;
  unsubscribeFromUserNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromUserNewsletterArgs, 'targetUserId'>>;
  updateFollowedEntityViewedAt?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType, RequireFields<MutationUpdateFollowedEntityViewedAtArgs, 'input'>>;
  updatePublicationAbout?: Resolver<ResolversTypes['PublicationSettingsResult'], ParentType, ContextType, RequireFields<MutationUpdatePublicationAboutArgs, 'input' | 'publicationId'>>;
  updateViewerPreferences?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateViewerPreferencesArgs, 'preferences' | 'userId'>>;
  userDismissFlag?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType, RequireFields<MutationUserDismissFlagArgs, 'flag' | 'userId'>>;
  verifyLoginCode?: Resolver<ResolversTypes['VerifyLoginCodeResult'], ParentType, ContextType, RequireFields<MutationVerifyLoginCodeArgs, 'loginCode'>>;
  withdrawSubmission?: Resolver<ResolversTypes['PublicationSubmissionResult'], ParentType, ContextType, RequireFields<MutationWithdrawSubmissionArgs, 'submissionId'>>;
};

export type MutationSuccessResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MutationSuccess'] = ResolversParentTypes['MutationSuccess']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NavigationItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Newsletter'] = ResolversParentTypes['Newsletter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NewsletterResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NewsletterResult'] = ResolversParentTypes['NewsletterResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'MutationSuccess' | 'NotFound', ParentType, ContextType>;
};

export type NotFoundResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotFound'] = ResolversParentTypes['NotFound']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
};

export type NotificationStatusResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationStatus'] = ResolversParentTypes['NotificationStatus']> = {
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationsConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationsConnection'] = ResolversParentTypes['NotificationsConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PagingInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PagingInfo'] = ResolversParentTypes['PagingInfo']> = {
  next?: Resolver<Maybe<ResolversTypes['PagingNext']>, ParentType, ContextType>;
};

export type PagingNextResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PagingNext'] = ResolversParentTypes['PagingNext']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PartnerProgramEnrollmentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PartnerProgramEnrollment'] = ResolversParentTypes['PartnerProgramEnrollment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  __resolveType: TypeResolveFn<'ApplePayCard' | 'CreditCard' | 'GooglePayCard' | 'PaypalAccount', ParentType, ContextType>;
};

export type PayoutAccountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PayoutAccount'] = ResolversParentTypes['PayoutAccount']> = {
  accountHolderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountLastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PaypalAccountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PaypalAccount'] = ResolversParentTypes['PaypalAccount']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlanDiscountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlanDiscount'] = ResolversParentTypes['PlanDiscount']> = {
  numCycles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PlanV2Resolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlanV2'] = ResolversParentTypes['PlanV2']> = {
  discount?: Resolver<Maybe<ResolversTypes['PlanDiscount']>, ParentType, ContextType>;
};

export type PostResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  content?: Resolver<Array<ResolversTypes['StoryParagraph']>, ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  firstPublishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inResponseToPostId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isContentPreview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFeaturedOnCollection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInReadingList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLimitedState?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPinnedOnCollection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSubscriptionPromotionEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestPublishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  latestSubmission?: Resolver<Maybe<ResolversTypes['PublicationSubmission']>, ParentType, ContextType>;
  mediumUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postResponses?: Resolver<ResolversTypes['PostResponses'], ParentType, ContextType>;
  previewImage?: Resolver<Maybe<ResolversTypes['PreviewImage']>, ParentType, ContextType>;
  previewImageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readingTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  responsesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusForCollection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  threadedPostResponses?: Resolver<ResolversTypes['ThreadedResponses'], ParentType, ContextType, Partial<PostThreadedPostResponsesArgs>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topicTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['PostViewerEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostFeedResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PostFeed'] = ResolversParentTypes['PostFeed']> = {
  items?: Resolver<Array<ResolversTypes['PostFeedItem']>, ParentType, ContextType>;
  pagingInfo?: Resolver<ResolversTypes['PagingInfo'], ParentType, ContextType>;
};

export type PostFeedItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PostFeedItem'] = ResolversParentTypes['PostFeedItem']> = {
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type PostMutationResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PostMutationResult'] = ResolversParentTypes['PostMutationResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'MutationSuccess' | 'NotFound', ParentType, ContextType>;
};

export type PostResponsesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PostResponses'] = ResolversParentTypes['PostResponses']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PostResult'] = ResolversParentTypes['PostResult']> = {
  __resolveType: TypeResolveFn<'NotFound' | 'Post', ParentType, ContextType>;
};

export type PostViewerEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PostViewerEdge'] = ResolversParentTypes['PostViewerEdge']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEditSubscriptionPromotion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canFeatureOnCollection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canPinOnCollection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PreviewImageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PreviewImage'] = ResolversParentTypes['PreviewImage']> = {
  focusPercentX?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  focusPercentY?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PublicationSettingsResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublicationSettingsResult'] = ResolversParentTypes['PublicationSettingsResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Collection' | 'Forbidden' | 'NotFound', ParentType, ContextType>;
};

export type PublicationSubmissionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublicationSubmission'] = ResolversParentTypes['PublicationSubmission']> = {
  content?: Resolver<Array<ResolversTypes['StoryParagraph']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PublicationSubmissionState'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  writer?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublicationSubmissionResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublicationSubmissionResult'] = ResolversParentTypes['PublicationSubmissionResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'PublicationSubmission', ParentType, ContextType>;
};

export type PublishResponseResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublishResponseResult'] = ResolversParentTypes['PublishResponseResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'Post', ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  alternateUser?: Resolver<Maybe<ResolversTypes['AlternateUser']>, ParentType, ContextType, RequireFields<QueryAlternateUserArgs, 'token'>>;
  catalogById?: Resolver<ResolversTypes['CatalogResult'], ParentType, ContextType, RequireFields<QueryCatalogByIdArgs, 'catalogId'>>;
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryCollectionArgs, 'id'>>;
  collectionByDomainOrSlug?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryCollectionByDomainOrSlugArgs, 'domainOrSlug'>>;
  emailAvailability?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryEmailAvailabilityArgs, 'email'>>;
  followingFeed?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<QueryFollowingFeedArgs>>;
  isLoggedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notificationStatus?: Resolver<Maybe<ResolversTypes['NotificationStatus']>, ParentType, ContextType>;
  notificationsConnection?: Resolver<Maybe<ResolversTypes['NotificationsConnection']>, ParentType, ContextType, Partial<QueryNotificationsConnectionArgs>>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  postResult?: Resolver<ResolversTypes['PostResult'], ParentType, ContextType, RequireFields<QueryPostResultArgs, 'id'>>;
  staffPicksFeed?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<QueryStaffPicksFeedArgs>>;
  tagFeed?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<QueryTagFeedArgs, 'tagSlug'>>;
  tagFromSlug?: Resolver<Maybe<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QueryTagFromSlugArgs, 'tagSlug'>>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, Partial<QueryUserArgs>>;
  userResult?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, Partial<QueryUserResultArgs>>;
  variantFlags?: Resolver<Array<ResolversTypes['VariantFlag']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  visitor?: Resolver<ResolversTypes['Visitor'], ParentType, ContextType>;
  webRecommendedFeed?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<QueryWebRecommendedFeedArgs>>;
  yourStories?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<QueryYourStoriesArgs, 'filter'>>;
  yourStoryCounts?: Resolver<Maybe<ResolversTypes['YourStoryCounts']>, ParentType, ContextType>;
};

export type RateLimitedResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RateLimited'] = ResolversParentTypes['RateLimited']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RedeemGiftCodeResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RedeemGiftCodeResult'] = ResolversParentTypes['RedeemGiftCodeResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'GiftCodeRefused' | 'MutationSuccess', ParentType, ContextType>;
};

export type ScheduledPlanResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ScheduledPlan'] = ResolversParentTypes['ScheduledPlan']> = {
  membershipType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SendAcctAuthEmailResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SendAcctAuthEmailResult'] = ResolversParentTypes['SendAcctAuthEmailResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'FailedChallenge' | 'NotFound' | 'RateLimited' | 'SusiMethod', ParentType, ContextType>;
};

export type SocialStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SocialStats'] = ResolversParentTypes['SocialStats']> = {
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoryMarkupResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StoryMarkup'] = ResolversParentTypes['StoryMarkup']> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['StoryMarkupType'], ParentType, ContextType>;
};

export type StoryParagraphResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StoryParagraph'] = ResolversParentTypes['StoryParagraph']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  markups?: Resolver<Array<ResolversTypes['StoryMarkup']>, ParentType, ContextType>;
  src?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['StoryParagraphType'], ParentType, ContextType>;
};

export type StoryResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StoryResult'] = ResolversParentTypes['StoryResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'Post', ParentType, ContextType>;
};

export type StoryStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StoryStats'] = ResolversParentTypes['StoryStats']> = {
  daily?: Resolver<Array<ResolversTypes['StoryStatsDay']>, ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['StoryStatsRow']>, ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoryStatsDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StoryStatsDay'] = ResolversParentTypes['StoryStatsDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoryStatsRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StoryStatsRow'] = ResolversParentTypes['StoryStatsRow']> = {
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  reads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoryViewReceiptResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StoryViewReceipt'] = ResolversParentTypes['StoryViewReceipt']> = {
  viewId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SusiMethodResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SusiMethod'] = ResolversParentTypes['SusiMethod']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SwitchMembershipPlanResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SwitchMembershipPlanResult'] = ResolversParentTypes['SwitchMembershipPlanResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'MutationSuccess' | 'NotFound', ParentType, ContextType>;
};

export type SwitchPlanScheduleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SwitchPlanSchedule'] = ResolversParentTypes['SwitchPlanSchedule']> = {
  plan?: Resolver<ResolversTypes['ScheduledPlan'], ParentType, ContextType>;
  startAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TagResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  displayTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ThreadedResponsesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ThreadedResponses'] = ResolversParentTypes['ThreadedResponses']> = {
  pagingInfo?: Resolver<ResolversTypes['PagingInfo'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
};

export type TokenResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Token'] = ResolversParentTypes['Token']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TooManyRequestsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TooManyRequests'] = ResolversParentTypes['TooManyRequests']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UncancelMembershipResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UncancelMembershipResult'] = ResolversParentTypes['UncancelMembershipResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'MutationSuccess' | 'NotFound', ParentType, ContextType>;
};

export type UserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  catalogs?: Resolver<Array<ResolversTypes['Catalog']>, ParentType, ContextType, Partial<UserCatalogsArgs>>;
  customDomainState?: Resolver<Maybe<ResolversTypes['CustomDomainState']>, ParentType, ContextType>;
  followersConnection?: Resolver<ResolversTypes['UsersConnection'], ParentType, ContextType, Partial<UserFollowersConnectionArgs>>;
  followingConnection?: Resolver<ResolversTypes['FollowingConnection'], ParentType, ContextType, Partial<UserFollowingConnectionArgs>>;
  hasSubdomain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latestPosts?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<UserLatestPostsArgs>>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialStats?: Resolver<ResolversTypes['SocialStats'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifications?: Resolver<ResolversTypes['Verifications'], ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['UserViewerEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UserResult'] = ResolversParentTypes['UserResult']> = {
  __resolveType: TypeResolveFn<'NotFound' | 'User', ParentType, ContextType>;
};

export type UserViewerEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UserViewerEdge'] = ResolversParentTypes['UserViewerEdge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMuting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSubscribedToNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UsersConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UsersConnection'] = ResolversParentTypes['UsersConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type VariantFlagResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VariantFlag'] = ResolversParentTypes['VariantFlag']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueType?: Resolver<ResolversTypes['VariantFlagValue'], ParentType, ContextType>;
};

export type VariantFlagBooleanResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VariantFlagBoolean'] = ResolversParentTypes['VariantFlagBoolean']> = {
  value?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariantFlagNumberResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VariantFlagNumber'] = ResolversParentTypes['VariantFlagNumber']> = {
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariantFlagStringResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VariantFlagString'] = ResolversParentTypes['VariantFlagString']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariantFlagValueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VariantFlagValue'] = ResolversParentTypes['VariantFlagValue']> = {
  __resolveType: TypeResolveFn<'VariantFlagBoolean' | 'VariantFlagNumber' | 'VariantFlagString', ParentType, ContextType>;
};

export type VerificationsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Verifications'] = ResolversParentTypes['Verifications']> = {
  isBookAuthor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VerifyLoginCodeResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VerifyLoginCodeResult'] = ResolversParentTypes['VerifyLoginCodeResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'NotFound' | 'RateLimited' | 'Token' | 'TooManyRequests', ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  adminCollections?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  allowEmailAddressSharing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCancelMembership?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSwitchMembershipPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canUncancelMembership?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capabilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dismissableFlags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  emailObfuscated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followedEntityViewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType, RequireFields<ViewerFollowedEntityViewedAtArgs, 'entityId'>>;
  geolocation?: Resolver<ResolversTypes['Geolocation'], ParentType, ContextType>;
  hasGroupGiftingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPastMemberships?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSubdomain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isEligibleToImportEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEligibleToViewNewResponses?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMembershipTrialEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mastodonAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  membershipStatus?: Resolver<Maybe<ResolversTypes['MembershipStatus']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerProgramEnrollment?: Resolver<Maybe<ResolversTypes['PartnerProgramEnrollment']>, ParentType, ContextType>;
  partnerProgramRequirements?: Resolver<Array<ResolversTypes['PartnerProgramRequirement']>, ParentType, ContextType>;
  payoutAccount?: Resolver<Maybe<ResolversTypes['PayoutAccount']>, ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['ViewerPreference']>, ParentType, ContextType>;
  publicationsToSubmitTo?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  storyStats?: Resolver<Maybe<ResolversTypes['StoryStats']>, ParentType, ContextType, RequireFields<ViewerStoryStatsArgs, 'days' | 'memberOnly'>>;
  styleEditorOnboardingVersionSeen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  twitterScreenName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unverifiedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifications?: Resolver<ResolversTypes['Verifications'], ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['ViewerEdge'], ParentType, ContextType>;
};

export type ViewerEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ViewerEdge'] = ResolversParentTypes['ViewerEdge']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  followSuggestionsConnection?: Resolver<ResolversTypes['FollowSuggestionsConnection'], ParentType, ContextType, Partial<ViewerEdgeFollowSuggestionsConnectionArgs>>;
  followedEntitiesConnection?: Resolver<ResolversTypes['FollowedEntitiesConnection'], ParentType, ContextType, Partial<ViewerEdgeFollowedEntitiesConnectionArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ViewerPreferenceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ViewerPreference'] = ResolversParentTypes['ViewerPreference']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type VisitorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Visitor'] = ResolversParentTypes['Visitor']> = {
  geolocation?: Resolver<ResolversTypes['Geolocation'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type YourStoryCountsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['YourStoryCounts'] = ResolversParentTypes['YourStoryCounts']> = {
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drafts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AccountMutationResult?: AccountMutationResultResolvers<ContextType>;
  AlternateUser?: AlternateUserResolvers<ContextType>;
  ApplePayCard?: ApplePayCardResolvers<ContextType>;
  BadRequest?: BadRequestResolvers<ContextType>;
  CancelMembershipResult?: CancelMembershipResultResolvers<ContextType>;
  Catalog?: CatalogResolvers<ContextType>;
  CatalogItem?: CatalogItemResolvers<ContextType>;
  CatalogResponse?: CatalogResponseResolvers<ContextType>;
  CatalogResult?: CatalogResultResolvers<ContextType>;
  CatalogViewerEdge?: CatalogViewerEdgeResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  CollectionViewerEdge?: CollectionViewerEdgeResolvers<ContextType>;
  CreditCard?: CreditCardResolvers<ContextType>;
  CustomDomainState?: CustomDomainStateResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FailedChallenge?: FailedChallengeResolvers<ContextType>;
  FollowResult?: FollowResultResolvers<ContextType>;
  FollowSuggestionEdge?: FollowSuggestionEdgeResolvers<ContextType>;
  FollowSuggestionsConnection?: FollowSuggestionsConnectionResolvers<ContextType>;
  FollowedEntitiesConnection?: FollowedEntitiesConnectionResolvers<ContextType>;
  FollowedEntity?: FollowedEntityResolvers<ContextType>;
  FollowedEntityEdge?: FollowedEntityEdgeResolvers<ContextType>;
  FollowedEntityNode?: FollowedEntityNodeResolvers<ContextType>;
  FollowingConnection?: FollowingConnectionResolvers<ContextType>;
  Forbidden?: ForbiddenResolvers<ContextType>;
  Geolocation?: GeolocationResolvers<ContextType>;
  GiftCodeRefused?: GiftCodeRefusedResolvers<ContextType>;
  GooglePayCard?: GooglePayCardResolvers<ContextType>;
  ImageRef?: ImageRefResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LiveCustomDomain?: LiveCustomDomainResolvers<ContextType>;
  MastheadMember?: MastheadMemberResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipStatus?: MembershipStatusResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationSuccess?: MutationSuccessResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  Newsletter?: NewsletterResolvers<ContextType>;
  NewsletterResult?: NewsletterResultResolvers<ContextType>;
  NotFound?: NotFoundResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationStatus?: NotificationStatusResolvers<ContextType>;
  NotificationsConnection?: NotificationsConnectionResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PagingInfo?: PagingInfoResolvers<ContextType>;
  PagingNext?: PagingNextResolvers<ContextType>;
  PartnerProgramEnrollment?: PartnerProgramEnrollmentResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PayoutAccount?: PayoutAccountResolvers<ContextType>;
  PaypalAccount?: PaypalAccountResolvers<ContextType>;
  PlanDiscount?: PlanDiscountResolvers<ContextType>;
  PlanV2?: PlanV2Resolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostFeed?: PostFeedResolvers<ContextType>;
  PostFeedItem?: PostFeedItemResolvers<ContextType>;
  PostMutationResult?: PostMutationResultResolvers<ContextType>;
  PostResponses?: PostResponsesResolvers<ContextType>;
  PostResult?: PostResultResolvers<ContextType>;
  PostViewerEdge?: PostViewerEdgeResolvers<ContextType>;
  PreviewImage?: PreviewImageResolvers<ContextType>;
  PublicationSettingsResult?: PublicationSettingsResultResolvers<ContextType>;
  PublicationSubmission?: PublicationSubmissionResolvers<ContextType>;
  PublicationSubmissionResult?: PublicationSubmissionResultResolvers<ContextType>;
  PublishResponseResult?: PublishResponseResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  RedeemGiftCodeResult?: RedeemGiftCodeResultResolvers<ContextType>;
  ScheduledPlan?: ScheduledPlanResolvers<ContextType>;
  SendAcctAuthEmailResult?: SendAcctAuthEmailResultResolvers<ContextType>;
  SocialStats?: SocialStatsResolvers<ContextType>;
  StoryMarkup?: StoryMarkupResolvers<ContextType>;
  StoryParagraph?: StoryParagraphResolvers<ContextType>;
  StoryResult?: StoryResultResolvers<ContextType>;
  StoryStats?: StoryStatsResolvers<ContextType>;
  StoryStatsDay?: StoryStatsDayResolvers<ContextType>;
  StoryStatsRow?: StoryStatsRowResolvers<ContextType>;
  StoryViewReceipt?: StoryViewReceiptResolvers<ContextType>;
  SusiMethod?: SusiMethodResolvers<ContextType>;
  SwitchMembershipPlanResult?: SwitchMembershipPlanResultResolvers<ContextType>;
  SwitchPlanSchedule?: SwitchPlanScheduleResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  ThreadedResponses?: ThreadedResponsesResolvers<ContextType>;
  Token?: TokenResolvers<ContextType>;
  TooManyRequests?: TooManyRequestsResolvers<ContextType>;
  UncancelMembershipResult?: UncancelMembershipResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
  UserViewerEdge?: UserViewerEdgeResolvers<ContextType>;
  UsersConnection?: UsersConnectionResolvers<ContextType>;
  VariantFlag?: VariantFlagResolvers<ContextType>;
  VariantFlagBoolean?: VariantFlagBooleanResolvers<ContextType>;
  VariantFlagNumber?: VariantFlagNumberResolvers<ContextType>;
  VariantFlagString?: VariantFlagStringResolvers<ContextType>;
  VariantFlagValue?: VariantFlagValueResolvers<ContextType>;
  Verifications?: VerificationsResolvers<ContextType>;
  VerifyLoginCodeResult?: VerifyLoginCodeResultResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  ViewerEdge?: ViewerEdgeResolvers<ContextType>;
  ViewerPreference?: ViewerPreferenceResolvers<ContextType>;
  Visitor?: VisitorResolvers<ContextType>;
  YourStoryCounts?: YourStoryCountsResolvers<ContextType>;
};

