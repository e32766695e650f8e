// The API's PostgreSQL schema (Drizzle). Migrations in ../../drizzle are generated from it with
// `npm run db:generate -w platform-api` and run the same on PGlite and on a PostgreSQL server.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  varchar,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoryParagraph } from '@inkpot/shared-contracts/stories';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A 64-bit transaction id (pg_current_xact_id()), read and compared as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Empty when the address is not verified (emailObfuscated is then empty too). */
    emailVerified: boolean('email_verified').notNull().default(true),
    bio: text('bio').notNull().default(''),
    imageId: text('image_id'),
    /** 'person' or 'author' (author-type profiles are left out of user search). */
    kind: text('kind').notNull().default('person'),
    highQuality: boolean('high_quality').notNull().default(true),
    isSuspended: boolean('is_suspended').notNull().default(false),
    /** Limited account: what it publishes from now on (responses) lands under review (posts.limited_at). */
    isLimited: boolean('is_limited').notNull().default(false),
    isBookAuthor: boolean('is_book_author').notNull().default(false),
    hasSubdomain: boolean('has_subdomain').notNull().default(false),
    customDomain: text('custom_domain'),
    allowEmailAddressSharing: boolean('allow_email_address_sharing').notNull().default(false),
    country: text('country').notNull().default('US'),
    partnerProgramStatus: text('partner_program_status'),
    hasPastMemberships: boolean('has_past_memberships').notNull().default(false),
    isMembershipTrialEligible: boolean('is_membership_trial_eligible').notNull().default(true),
    isStaff: boolean('is_staff').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(username, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_search_idx').using('gin', t.search),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Capabilities such as can_view_unfiltered_search and can_view_suspended_content. */
export const userCapabilities = pgTable(
  'user_capabilities',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

export const userDismissedFlags = pgTable(
  'user_dismissed_flags',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    flag: text('flag').notNull(),
    dismissedAt: ts('dismissed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.flag] })],
);

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

export const memberships = pgTable('memberships', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id)
    .unique(),
  /** MEMBER or FRIEND. */
  tier: text('tier').notNull(),
  /** monthly, yearly, premium_monthly, premium_yearly. */
  membershipType: text('membership_type').notNull(),
  /** CARD_PROCESSOR, SECOND_CARD_PROCESSOR, APPLE, GOOGLE. */
  paymentProvider: text('payment_provider').notNull(),
  memberSince: ts('member_since').notNull(),
  friendSince: ts('friend_since'),
  startedAt: ts('started_at').notNull(),
  currentPeriodEndsAt: ts('current_period_ends_at').notNull(),
  /** Minor units. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('USD'),
  discountEndsAt: ts('discount_ends_at'),
  isCancelled: boolean('is_cancelled').notNull().default(false),
  paymentFailedAt: ts('payment_failed_at'),
  hasRecurringPaymentFailedMoreThanOnce: boolean('has_recurring_payment_failed_more_than_once')
    .notNull()
    .default(false),
  /** A plan switch the viewer asked for, taking effect at the period end (switchPlanSchedule). */
  scheduledMembershipType: text('scheduled_membership_type'),
  /** When the viewer cancelled (cancelMembership); the membership runs to its period end. */
  cancelledAt: ts('cancelled_at'),
  /** One of the cancellation reasons (shared-contracts gift-codes.ts), when the viewer gave one. */
  cancellationReason: text('cancellation_reason'),
});

/** Gift memberships: a code that grants a year of membership to whoever redeems it first (redeemGiftCode). */
export const giftCodes = pgTable('gift_codes', {
  /** As typed by the reader, normalised: capitals, digits and dashes. */
  code: text('code').primaryKey(),
  /** gift or group-gift. */
  giftType: text('gift_type').notNull().default('gift'),
  /** The plan the gift grants (yearly or premium_yearly). */
  membershipType: text('membership_type').notNull().default('yearly'),
  purchaserId: text('purchaser_id').references(() => users.id),
  expiresAt: ts('expires_at').notNull(),
  redeemableByPastMembers: boolean('redeemable_by_past_members').notNull().default(true),
  redeemedBy: text('redeemed_by').references(() => users.id),
  redeemedAt: ts('redeemed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  /** CreditCard, ApplePayCard, GooglePayCard, PaypalAccount. */
  kind: text('kind').notNull(),
  cardType: text('card_type'),
  lastFour: text('last_four'),
  expirationMonth: integer('expiration_month'),
  expirationYear: integer('expiration_year'),
});

export const publications = pgTable(
  'publications',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The About page's text, paragraphs a blank line apart (`description` is the short one). */
    longDescription: text('long_description').notNull().default(''),
    domain: text('domain'),
    avatarImageId: text('avatar_image_id'),
    /** The publication's brand colour, `#rrggbb`: the strip along its header (null: none). */
    tintColor: text('tint_color'),
    isAuroraVisible: boolean('is_aurora_visible').notNull().default(true),
    newsletterId: text('newsletter_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('publications_slug_key').on(sql`lower(${t.slug})`),
    uniqueIndex('publications_domain_key').on(sql`lower(${t.domain})`),
    index('publications_search_idx').using('gin', t.search),
    index('publications_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const publicationStaff = pgTable(
  'publication_staff',
  {
    publicationId: text('publication_id')
      .notNull()
      .references(() => publications.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** OWNER, EDITOR, WRITER. */
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.userId] })],
);

export const navigationItems = pgTable(
  'navigation_items',
  {
    publicationId: text('publication_id')
      .notNull()
      .references(() => publications.id),
    position: integer('position').notNull(),
    /** ABOUT, PRODUCT, EXTERNAL_URL, LATEST, PAGE, POST, SECTION, TAG_FEED, TRENDING. */
    destination: text('destination').notNull(),
    title: text('title').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.position] })],
);

export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    slug: text('slug').notNull(),
    /** The body as plain text, paragraphs a blank line apart (what search, excerpts and reading time read). */
    body: text('body').notNull().default(''),
    /**
     * The body as the editor wrote it: paragraphs with markups (shared-contracts/src/stories.ts);
     * null for a body that is plain text only (the seed's stories, responses).
     */
    content: jsonb('content').$type<StoryParagraph[]>(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id),
    collectionId: text('collection_id').references(() => publications.id),
    /** APPROVED shows 'in {collection}'; PENDING and others do not. */
    statusForCollection: text('status_for_collection'),
    /** Member-only. */
    isLocked: boolean('is_locked').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    isSuspended: boolean('is_suspended').notNull().default(false),
    highQuality: boolean('high_quality').notNull().default(true),
    readingTime: real('reading_time').notNull().default(1),
    previewImageId: text('preview_image_id'),
    focusPercentX: real('focus_percent_x'),
    focusPercentY: real('focus_percent_y'),
    inResponseToPostId: text('in_response_to_post_id'),
    hiddenOnParent: boolean('hidden_on_parent').notNull().default(false),
    discussionClosed: boolean('discussion_closed').notNull().default(false),
    /**
     * When the story (or response) was put under review as a potential violation of the rules
     * (the limited-state toast): its author is told on its page; null when it is not limited.
     */
    limitedAt: ts('limited_at'),
    deletedAt: ts('deleted_at'),
    /** When an editor of its publication pinned it to the top of the publication's homepage. */
    pinnedOnCollectionAt: ts('pinned_on_collection_at'),
    /** When an editor of its publication featured it. */
    featuredOnCollectionAt: ts('featured_on_collection_at'),
    /** The story invites readers to subscribe to its writer's newsletter (the author turns it off). */
    subscriptionPromotionEnabled: boolean('subscription_promotion_enabled').notNull().default(true),
    publishedAt: ts('published_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(subtitle, ''))`,
    ),
  },
  (t) => [
    index('posts_search_idx').using('gin', t.search),
    index('posts_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('posts_creator_idx').on(t.creatorId, t.publishedAt),
    // A writer's own stories, last changed first (their stories page).
    index('posts_creator_updated_idx').on(t.creatorId, t.updatedAt),
    index('posts_collection_idx').on(t.collectionId, t.publishedAt),
    index('posts_published_idx').on(t.publishedAt),
    // Search's one-letter queries walk the newest visible stories (src/search/search-engine.ts).
    index('posts_visible_published_idx')
      .on(sql`${t.publishedAt} desc nulls last`)
      .where(
        sql`${t.isPublished} and ${t.deletedAt} is null and not ${t.isSuspended} and ${t.inResponseToPostId} is null`,
      ),
    index('posts_response_idx').on(t.inResponseToPostId),
  ],
);

export const tags = pgTable(
  'tags',
  {
    slug: text('slug').primaryKey(),
    displayText: text('display_text').notNull(),
    /**
     * Visible stories (published, not deleted, suspended or a response) with this tag, kept by
     * triggers on posts and post_tags (migration 0005): tag search reads it instead of counting
     * through every story of the tag on each keystroke.
     */
    postCount: integer('post_count').notNull().default(0),
  },
  (t) => [index('tags_display_trgm_idx').using('gin', sql`lower(${t.displayText}) gin_trgm_ops`)],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => tags.slug),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagSlug] }), index('post_tags_tag_idx').on(t.tagSlug)],
);

/** A follow of a user or a publication; `lastViewedAt` drives the unread dot. */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id),
    /** USER or COLLECTION. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastViewedAt: ts('last_viewed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.entityType, t.entityId] }),
    index('follows_entity_idx').on(t.entityType, t.entityId),
  ],
);

export const mutes = pgTable(
  'mutes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entityType, t.entityId] })],
);

/** A reader who gets a writer's newsletter by email. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => users.id),
    writerId: text('writer_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriberId, t.writerId] }),
    index('newsletter_subscriptions_writer_idx').on(t.writerId, t.createdAt),
  ],
);

/** A reader who gets a publication's newsletter by email. */
export const publicationNewsletterSubscriptions = pgTable(
  'publication_newsletter_subscriptions',
  {
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => users.id),
    publicationId: text('publication_id')
      .notNull()
      .references(() => publications.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriberId, t.publicationId] }),
    index('publication_newsletter_subscriptions_publication_idx').on(t.publicationId, t.createdAt),
  ],
);

/** When a viewer last viewed a followed feed (e.g. 'sidebar-menu-icon'). */
export const followedFeedViews = pgTable(
  'followed_feed_views',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    feedId: text('feed_id').notNull(),
    viewedAt: ts('viewed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feedId] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    actorId: text('actor_id'),
    postId: text('post_id'),
    /** The publication a publication event is about (a follow of it, a story it published or featured). */
    publicationId: text('publication_id').references(() => publications.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.readAt),
    // The notifications page: a reader's list, newest first, a page at a time.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const staffPicks = pgTable('staff_picks', {
  postId: text('post_id')
    .primaryKey()
    .references(() => posts.id),
  position: integer('position').notNull(),
});

export const catalogs = pgTable(
  'catalogs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** LISTS, ... */
    type: text('type').notNull().default('LISTS'),
    /** PUBLIC or PRIVATE. */
    visibility: text('visibility').notNull().default('PUBLIC'),
    /** READING_LIST for the owner's 'Reading list' (where Save puts stories); null for lists they made. */
    predefined: text('predefined'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The search's lists index (public lists by name).
    index('catalogs_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // One predefined list of each kind per reader (null for the lists they made).
    uniqueIndex('catalogs_user_predefined_key').on(t.userId, t.predefined),
  ],
);

export const catalogItems = pgTable(
  'catalog_items',
  {
    id: text('id').primaryKey(),
    catalogId: text('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id),
    position: integer('position').notNull(),
  },
  (t) => [
    index('catalog_items_catalog_idx').on(t.catalogId, t.position),
    // A story is in a list once.
    uniqueIndex('catalog_items_catalog_post_key').on(t.catalogId, t.postId),
  ],
);

/** A reader following someone's public list. */
export const catalogFollows = pgTable(
  'catalog_follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id),
    catalogId: text('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.catalogId] }), index('catalog_follows_catalog_idx').on(t.catalogId)],
);

export const catalogResponses = pgTable('catalog_responses', {
  id: text('id').primaryKey(),
  catalogId: text('catalog_id')
    .notNull()
    .references(() => catalogs.id),
  authorId: text('author_id')
    .notNull()
    .references(() => users.id),
  body: text('body').notNull(),
  hiddenOnParent: boolean('hidden_on_parent').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

export const sessions = pgTable('sessions', {
  /** SHA-256 of the cookie value; the raw id never reaches the database. */
  idHash: text('id_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  xsrf: text('xsrf').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

/** One emailed sign-in: a link token and a 6-digit code, both stored hashed. */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    operation: text('operation').notNull(),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    redirect: text('redirect'),
    fullName: text('full_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** Wrong codes entered against this challenge; at MAX_CODE_ATTEMPTS its code is revoked. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Set when a newer challenge of the same browser or a sign-in with another one ended this one unused. */
    revokedAt: ts('revoked_at'),
    /**
     * SHA-256 of the requester id of the browser that asked for the mail (src/auth/sign-in.ts):
     * only that browser may enter its code. Null for verification mails, which carry no code.
     */
    requesterHash: text('requester_hash'),
    /** Set when the code stopped working (a lockout, its sixth wrong guess) while the link still works. */
    codeRevokedAt: ts('code_revoked_at'),
  },
  (t) => [index('auth_challenges_token_idx').on(t.tokenHash), index('auth_challenges_email_idx').on(t.email)],
);

/**
 * Wrong-code attempts per email and requester, for the countdown and the soft lockout
 * (src/auth/lockout.ts). `requester` is the requester id's SHA-256, or '*' for every browser that
 * has not signed in to the account (their shared daily lock).
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    email: text('email').notNull(),
    requester: text('requester').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: ts('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.email, t.requester] })],
);

/**
 * Browsers that have signed in to an account (src/auth/known-browsers.ts): the SHA-256 of a
 * long-lived random cookie, per account. Their sign-in mails draw on an allowance strangers
 * cannot spend, and their wrong codes do not count towards the account's daily lock.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    browserHash: text('browser_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    signedInAt: ts('signed_in_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.browserHash, t.userId] })],
);

/**
 * Counters of rate-limiter-flexible's Drizzle store (src/auth/rate-limits.ts): one row per limit
 * and key (`<limit>:<ip or address>`), shared by every API process on the database.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: ts('expire'),
});

/** Short-lived tokens minted by the accountToken query (bound to a session or visitor). */
export const accountTokens = pgTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

/** The development outbox (SMTP_URL unset). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    link: text('link'),
    /** Files sent with the mail (the subscriber export's CSV): `[{ filename, contentType, content }]`. */
    attachments: jsonb('attachments'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(sql`lower(${t.toEmail})`, t.createdAt)],
);

export const clientEvents = pgTable('client_events', {
  id: serial('id').primaryKey(),
  userId: text('user_id'),
  name: text('name').notNull(),
  data: jsonb('data').notNull(),
  occurredAt: ts('occurred_at').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
  /** Sent by a page the edge served: the event carried a valid page token (config/page-token.mjs). */
  trusted: boolean('trusted').notNull().default(false),
});

export const errorReports = pgTable('error_reports', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  message: text('message').notNull(),
  stack: text('stack'),
  fileName: text('file_name'),
  lineNumber: integer('line_number'),
  extra: jsonb('extra').notNull(),
  occurredAt: ts('occurred_at').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
  /** Sent by a page the edge served: the report carried a valid page token (config/page-token.mjs). */
  trusted: boolean('trusted').notNull().default(false),
});

export const performanceReports = pgTable('performance_reports', {
  id: serial('id').primaryKey(),
  clientName: text('client_name').notNull(),
  clientVersion: text('client_version').notNull(),
  events: jsonb('events').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
  /** Sent by a page the edge served: the report carried a valid page token (config/page-token.mjs). */
  trusted: boolean('trusted').notNull().default(false),
});

export const exposures = pgTable('exposures', {
  id: serial('id').primaryKey(),
  /** gate or experiment. */
  kind: text('kind').notNull(),
  subjectId: text('subject_id').notNull(),
  userId: text('user_id'),
  postId: text('post_id'),
  publicationId: text('publication_id'),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

export const searchQueries = pgTable('search_queries', {
  queryId: text('query_id').primaryKey(),
  indexName: text('index_name').notNull(),
  query: text('query').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const searchClicks = pgTable('search_clicks', {
  id: serial('id').primaryKey(),
  queryId: text('query_id').notNull(),
  indexName: text('index_name').notNull(),
  objectIds: jsonb('object_ids').notNull(),
  positions: jsonb('positions').notNull(),
  userId: text('user_id'),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/** A social provider's account (issuer + subject) linked to an Inkpot account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    /** The provider's issuer and subject: together they name one account at the provider. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the provider gave when the identity was linked (informational). */
    email: text('email'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * One social sign-in in progress (/m/connect → /m/callback): the state, the PKCE verifier and the
 * nonce stay here, keyed by the state's hash, bound to the browser that started it, used once.
 */
export const socialSignInFlows = pgTable(
  'social_sign_in_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    /** SHA-256 of the browser's binding cookie: a state from another browser is refused. */
    browserHash: text('browser_hash').notNull(),
    provider: text('provider').notNull(),
    operation: text('operation').notNull(),
    redirect: text('redirect'),
    entryPoint: text('entry_point'),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /**
     * A refused sign-in whose unverified provider email is an account's address (the
     * alternate-user data): that account, and the SHA-256 of the one-time token the page reads it
     * with (`alternateUser` query), until it is read or the flow expires.
     */
    alternateUserId: text('alternate_user_id').references(() => users.id),
    alternateTokenHash: text('alternate_token_hash').unique(),
    alternateReadAt: ts('alternate_read_at'),
  },
  (t) => [index('social_sign_in_flows_expires_idx').on(t.expiresAt)],
);

/**
 * Releases of the five remotes: one row per remote and version, immutable once
 * registered. What the release gate checked is kept with it (`facts`: exposed modules, bus events,
 * GraphQL operations, sizes, build).
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** Null for the host's releases (`shell`): the edge serves their files itself. */
    manifestUrl: text('manifest_url'),
    /**
     * Subresource-integrity strings (`sha384-...`) of the manifest and of the remote entry; for the
     * host, both of its document (`index.html`).
     */
    manifestIntegrity: text('manifest_integrity').notNull(),
    entryIntegrity: text('entry_integrity').notNull(),
    /**
     * Of the release's server build (`server/parcels.cjs`), when it has one: the edge runs a
     * registered release's server code only if it matches.
     */
    serverIntegrity: text('server_integrity'),
    contractVersion: text('contract_version').notNull(),
    facts: jsonb('facts').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    /**
     * Set when the release is withdrawn: `rolled-back` when a rollback moved away from it
     * (promoting it again clears this), `revoked` for good. The edge serves a composition snapshot
     * with a withdrawn release only with a signed QA link.
     */
    withdrawn: text('withdrawn').$type<'rolled-back' | 'revoked'>(),
    /** What whoever withdrew it said. */
    withdrawnNote: text('withdrawn_note'),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [uniqueIndex('remote_releases_remote_version_idx').on(t.remote, t.version)],
);

/** Which release each remote serves: the stable one, and a canary to a percentage of visitors. */
export const remoteChannels = pgTable('remote_channels', {
  remote: text('remote').primaryKey(),
  stableReleaseId: integer('stable_release_id')
    .notNull()
    .references(() => remoteReleases.id),
  canaryReleaseId: integer('canary_release_id').references(() => remoteReleases.id),
  /** 0-100; meaningful only with a canary. */
  canaryPercent: integer('canary_percent').notNull().default(0),
  /** Pages that loaded the canary, and pages where it failed to load or mount (client telemetry), since it started. */
  canaryLoaded: integer('canary_loaded').notNull().default(0),
  canaryFailed: integer('canary_failed').notNull().default(0),
  /** The same for the stable release, on pages served while the canary ran (the canary analysis's baseline). */
  stableLoaded: integer('stable_loaded').notNull().default(0),
  stableFailed: integer('stable_failed').notNull().default(0),
  canaryStartedAt: ts('canary_started_at'),
  /** The canary analysis's latest verdict with its numbers (releases/canary-analysis.ts). */
  canaryVerdict: jsonb('canary_verdict'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Every verdict the canary monitor reached, when it changed, with the numbers it was reached on. */
export const canaryDecisions = pgTable(
  'canary_decisions',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => remoteReleases.id),
    /** too-few-pages, undecided, healthy, failing */
    verdict: text('verdict').notNull(),
    numbers: jsonb('numbers').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (table) => [index('canary_decisions_remote_at').on(table.remote, table.at)],
);

/**
 * The release-health read model: per minute, remote release (`remote`, `version`; both '' for the
 * page as a whole), cohort (stable, canary, other) and page kind, what trusted pages reported.
 * The *_ms and cls_milli columns are histograms (telemetry/health-histogram.ts). Trimmed by age.
 */
export const releaseHealthMinutes = pgTable(
  'release_health_minutes',
  {
    minute: ts('minute').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    cohort: text('cohort').notNull(),
    pageKind: text('page_kind').notNull(),
    pageViews: integer('page_views').notNull().default(0),
    loaded: integer('loaded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    loadMs: integer('load_ms')
      .array()
      .notNull()
      .default(sql`'{}'`),
    mountMs: integer('mount_ms')
      .array()
      .notNull()
      .default(sql`'{}'`),
    lcpMs: integer('lcp_ms')
      .array()
      .notNull()
      .default(sql`'{}'`),
    inpMs: integer('inp_ms')
      .array()
      .notNull()
      .default(sql`'{}'`),
    clsMilli: integer('cls_milli')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * LCP and INP of the whole pages served this release in this cohort (rows of a remote release
     * only): what the canary analysis compares, whoever drew the largest element or ran the interaction.
     */
    pageLcpMs: integer('page_lcp_ms')
      .array()
      .notNull()
      .default(sql`'{}'`),
    pageInpMs: integer('page_inp_ms')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    primaryKey({
      name: 'release_health_minutes_pk',
      columns: [table.minute, table.remote, table.version, table.cohort, table.pageKind],
    }),
    index('release_health_minutes_remote_minute').on(table.remote, table.minute),
    index('release_health_minutes_minute').on(table.minute),
  ],
);

/**
 * The served pages whose outcome of a canary has been counted: one per page (its signed
 * id, config/page-token.mjs) and remote, whatever a client sends again. Pruned after the tokens expire.
 */
export const canaryPageOutcomes = pgTable(
  'canary_page_outcomes',
  {
    pageId: text('page_id').notNull(),
    remote: text('remote').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.remote] }), index('canary_page_outcomes_at').on(table.at)],
);

/** Append-only: every registration, promotion, canary, rollback and revocation, with who did it and why. */
export const releaseHistory = pgTable(
  'release_history',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    /** register, refused, promote, canary, rollback, canary-rollback, revoke */
    action: text('action').notNull(),
    releaseId: integer('release_id').references(() => remoteReleases.id),
    previousReleaseId: integer('previous_release_id').references(() => remoteReleases.id),
    actor: text('actor').notNull(),
    detail: jsonb('detail').notNull().default({}),
    /** The composition snapshot this change produced (none for a registration). */
    snapshotId: text('snapshot_id'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('release_history_remote_idx').on(t.remote, t.id)],
);

/** The whole composition (every remote's release) after a change: immutable, for reproduction. */
export const compositionSnapshots = pgTable('composition_snapshots', {
  id: text('id').primaryKey(),
  releases: jsonb('releases').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Where a writer's earnings are paid (payout setup under /me/settings/payout, the
 * partner program's payout settings). Recorded by the writer; the account number is never
 * answered back whole (GraphQL gives its last four characters).
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  accountHolderName: text('account_holder_name').notNull(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: text('country').notNull(),
  /** Letters and digits only (an IBAN or a local account number), upper case. */
  accountNumber: text('account_number').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Which stories changed, and in which transaction: written by triggers on posts and post_tags
 * (migration 0012) for the API's in-memory story index (src/search/post-index.ts), which reads
 * the rows of transactions it may not have seen yet before answering a search. Rows older than a
 * day are deleted; an index that has not looked for longer rebuilds itself.
 */
export const searchPostChanges = pgTable(
  'search_post_changes',
  {
    postId: text('post_id').notNull(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  (t) => [index('search_post_changes_xid_idx').on(t.xid), index('search_post_changes_changed_at_idx').on(t.changedAt)],
);

/** Raw bytes (an image variant's WebP file). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One load of a story page by someone other than its author (a visitor has no viewer_id), and
 * when that reader reached its end, if they did (src/domain/story-stats.ts says what a read is).
 */
export const storyViews = pgTable(
  'story_views',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The browser's visitor id (cookie) when a visitor viewed: only that browser may report the read. */
    visitorId: text('visitor_id'),
    viewedAt: ts('viewed_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [index('story_views_post_viewed_idx').on(t.postId, t.viewedAt)],
);

/** Views and reads of a story per day (UTC), what the stats page charts. */
export const storyStatsDaily = pgTable(
  'story_stats_daily',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    reads: integer('reads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] }), index('story_stats_daily_day_idx').on(t.day)],
);

/** An uploaded image; its id is the hash of its purpose and bytes (src/images/image-store.ts). */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  /** 'avatar' or 'story' (shared-contracts/src/images/images.ts): which variants it has. */
  purpose: text('purpose').notNull(),
  uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  /** What the upload was: image/jpeg, image/png, image/gif or image/webp. */
  sourceType: text('source_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The sizes an image is served in, each a WebP file. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.name] })],
);

/**
 * A writer's story offered to a publication they write for, and what its editors made of it
 * (src/domain/publication-submissions.ts): OPEN until an OWNER or EDITOR accepts it (the story is
 * published in the publication) or declines it (with an optional note), or the writer withdraws it.
 */
export const publicationSubmissions = pgTable(
  'publication_submissions',
  {
    id: text('id').primaryKey(),
    publicationId: text('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    writerId: text('writer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** OPEN, ACCEPTED, REJECTED (declined) or CANCELLED (withdrawn by the writer). */
    state: text('state').notNull(),
    /** The editor's note to the writer when declining. */
    note: text('note'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('publication_submissions_inbox_idx').on(t.publicationId, t.state, t.submittedAt),
    index('publication_submissions_post_idx').on(t.postId, t.submittedAt),
    // A story waits at one publication at a time.
    uniqueIndex('publication_submissions_one_open_idx')
      .on(t.postId)
      .where(sql`${t.state} = 'OPEN'`),
  ],
);
