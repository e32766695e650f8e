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

/** Cancel at the end of the current period; the membership runs until then and can be reactivated. */
export type CancelMembershipInput = {
  membershipId: Scalars['ID']['input'];
  /** content, costs, duplicate_accounts, feature_usage, time, switching_product, premium_tier or other */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type ExperimentExposureInput = {
  experimentId: Scalars['String']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
};

/** USER: a writer; COLLECTION: a publication. */
export type FollowedEntityType =
  | 'COLLECTION'
  | 'USER';

/** Which of the followed writers and publications a following feed shows. */
export type FollowingFeedFilter = {
  /** One followed writer or publication of entityType; the feed is empty when the viewer does not follow it. */
  entityId?: InputMaybe<Scalars['ID']['input']>;
  entityType: FollowedEntityType;
};

export type GateExposureInput = {
  gateId: Scalars['String']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
};

/** Whether a gift code can be redeemed: VALID, or why not. */
export type GiftCodeValidity =
  | 'ALREADY_USED'
  | 'EXPIRED'
  | 'NOT_FOUND'
  | 'NOT_REDEEMABLE_BY_PAST_MEMBERS'
  | 'VALID';

/** A link of the publication bar (NavigationItem): destination ABOUT, LATEST, TAG_FEED, EXTERNAL_URL, TRENDING, PAGE, SECTION, POST or PRODUCT. */
export type NavigationItemInput = {
  destination: Scalars['String']['input'];
  /** 1 to 30 characters. */
  title: Scalars['String']['input'];
  /** TAG_FEED: a topic's name or slug; EXTERNAL_URL: an http(s) address; PAGE, SECTION, POST: which one; else empty. */
  value: Scalars['String']['input'];
};

export type PagingInput = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** An opaque cursor from a previous page's pagingInfo.next.to */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** What a writer still needs before joining the Partner Program. */
export type PartnerProgramRequirement =
  /** A membership whose period has not ended. */
  | 'MEMBERSHIP'
  /** Where the earnings are paid (recordPayoutInformation). */
  | 'PAYOUT_ACCOUNT';

export type PayoutInformationInput = {
  accountHolderName: Scalars['String']['input'];
  /** An IBAN or a local account number: 8 to 34 letters and digits (spaces and dashes are ignored). */
  accountNumber: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2. */
  country: Scalars['String']['input'];
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

/** The inbox's two lists: PENDING (OPEN, oldest first) and DECIDED (accepted or declined, latest decision first). */
export type PublicationSubmissionFilter =
  | 'DECIDED'
  | 'PENDING';

/** Where a submission stands: OPEN waits for an editor, REJECTED was declined, CANCELLED was withdrawn by the writer. */
export type PublicationSubmissionState =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'OPEN'
  | 'REJECTED';

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

/** Schedules the plan to change at the end of the current period (no payment is taken). */
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

/** The tabs of the viewer's stories page. */
export type YourStoriesFilter =
  | 'DELETED'
  | 'DRAFTS'
  | 'PUBLISHED';
