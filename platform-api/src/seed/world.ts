/**
 * The demo world: writers, publications, stories, topics, follows, notifications, reading lists
 * and one account per viewer state (./demo-viewers.ts). A pure function of a seed and a
 * reference date: no Math.random, no clock, so every run produces the same rows.
 */
import { FOLLOWING_SORT_FIELD_FLAG } from '@inkpot/shared-contracts/config';
import type * as schema from '../db/schema.ts';
import {
  DEMO_STATES,
  addDays,
  cardMonth,
  creditCardRow,
  demoViewerId,
  demoViewerRows,
  membershipRow,
  type DemoState,
} from './demo-viewers.ts';
import { createRandom, stableId, type Random } from './random.ts';
import {
  BODY_SENTENCES,
  CATALOG_NAMES,
  CATALOG_RESPONSES,
  EMPTY_TAG,
  FIRST_NAMES,
  LAST_NAMES,
  PUBLICATIONS,
  RESPONSES,
  SUBTITLE_TEMPLATES,
  TAGS,
  TITLE_TEMPLATES,
  type TagWords,
} from './vocabulary.ts';

export { DEMO_STATES, DEMO_VIEWERS, demoEmail, demoViewerId, type DemoState } from './demo-viewers.ts';

/** The date the demo world is generated for (banner states are relative to it). */
export const SEED_NOW = new Date('2026-11-21T12:00:00Z');
export const DEFAULT_SEED = 20261121;

export const WRITER_COUNT = 30;
export const STORY_COUNT = 200;
/** Stories 190..195 carry the special states below; the rest are ordinary published stories. */
const DRAFT_STORIES = new Set([190, 191, 192, 193]);
const SUSPENDED_STORY = 194;
const DELETED_STORY = 195;
/** Responses on this story are enough for more than one page of threaded responses. */
const BUSY_STORY = 10;
/** Publications' brand colours (the strip along their header), one per publication in turn. */
const TINT_COLORS = ['#1a8917', '#c94a1f', '#2b6cb0', '#6b46c1', '#b7791f', '#2c7a7b', '#b83280', '#4a5568'] as const;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Rows per table, in an order that satisfies foreign keys when inserted front to back. */
export interface World {
  users: Insert<typeof schema.users>[];
  userCapabilities: Insert<typeof schema.userCapabilities>[];
  memberships: Insert<typeof schema.memberships>[];
  paymentMethods: Insert<typeof schema.paymentMethods>[];
  publications: Insert<typeof schema.publications>[];
  publicationStaff: Insert<typeof schema.publicationStaff>[];
  navigationItems: Insert<typeof schema.navigationItems>[];
  posts: Insert<typeof schema.posts>[];
  tags: Insert<typeof schema.tags>[];
  postTags: Insert<typeof schema.postTags>[];
  follows: Insert<typeof schema.follows>[];
  mutes: Insert<typeof schema.mutes>[];
  followedFeedViews: Insert<typeof schema.followedFeedViews>[];
  notifications: Insert<typeof schema.notifications>[];
  staffPicks: Insert<typeof schema.staffPicks>[];
  catalogs: Insert<typeof schema.catalogs>[];
  catalogItems: Insert<typeof schema.catalogItems>[];
  catalogFollows: Insert<typeof schema.catalogFollows>[];
  catalogResponses: Insert<typeof schema.catalogResponses>[];
  featureFlags: Insert<typeof schema.featureFlags>[];
  newsletterSubscriptions: Insert<typeof schema.newsletterSubscriptions>[];
  giftCodes: Insert<typeof schema.giftCodes>[];
  publicationSubmissions: Insert<typeof schema.publicationSubmissions>[];
}

type UserRow = World['users'][number];
type PostRow = World['posts'][number];
type PublicationRow = World['publications'][number];

export interface WorldOptions {
  now?: Date;
  seed?: number;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Flags served by VariantFlagsQuery. */
export const FEATURE_FLAGS: Readonly<Record<string, boolean | string | number>> = {
  can_view_unfiltered_search: false,
  disable_lite_gift_page: false,
  enable_mastodon_for_members: true,
  disable_branch_openinapp_android: false,
  disable_login_apple: false,
  disable_signup_facebook: false,
  enable_google_one_tap: true,
  enable_google_one_tap_on_subdomains: false,
  enable_submissions_v2: false,
  allow_iframe: false,
  lite_clarity_analytics: false,
  enable_track_user_interactions: false,
  enable_session_replay_recording: false,
  /** The sidebar's following list sort field (SidebarMenuQuery orders by '<field> desc'). */
  [FOLLOWING_SORT_FIELD_FLAG]: 'lastPublishedAt',
};

const NOTIFICATION_KINDS = ['FOLLOW', 'CLAP', 'RESPONSE', 'HIGHLIGHT', 'MENTION'] as const;

/** Per demo viewer: users and publications followed, and notifications (unread, read). */
const DEMO_ACTIVITY: Record<DemoState, { users: number; publications: number; unread: number; read: number }> = {
  reader: { users: 9, publications: 4, unread: 130, read: 12 },
  member: { users: 4, publications: 2, unread: 4, read: 10 },
  friend: { users: 3, publications: 2, unread: 2, read: 6 },
  cancelled: { users: 2, publications: 1, unread: 1, read: 3 },
  'card-expired': { users: 1, publications: 1, unread: 0, read: 2 },
  'payment-failing': { users: 1, publications: 1, unread: 1, read: 1 },
  'card-expiring': { users: 1, publications: 1, unread: 0, read: 0 },
  suspended: { users: 1, publications: 0, unread: 0, read: 1 },
  'book-author': { users: 2, publications: 1, unread: 3, read: 5 },
  partner: { users: 3, publications: 1, unread: 7, read: 20 },
  publisher: { users: 2, publications: 2, unread: 0, read: 8 },
  staff: { users: 3, publications: 2, unread: 2, read: 2 },
};

export function buildWorld(options: WorldOptions = {}): World {
  const now = options.now ?? SEED_NOW;
  const rng = createRandom(options.seed ?? DEFAULT_SEED);
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const ago = (days: number) => addDays(now, -days);
  const notAfterNow = (date: Date) => (date.getTime() > now.getTime() ? now : date);

  const demo = demoViewerRows(now);
  const world: World = {
    users: [...demo.users],
    userCapabilities: [...demo.userCapabilities],
    memberships: [...demo.memberships],
    paymentMethods: [...demo.paymentMethods],
    giftCodes: [...demo.giftCodes],
    publicationSubmissions: [],
    publications: [],
    publicationStaff: [],
    navigationItems: [],
    posts: [],
    tags: [],
    postTags: [],
    follows: [],
    newsletterSubscriptions: [],
    mutes: [],
    followedFeedViews: [],
    notifications: [],
    staffPicks: [],
    catalogs: [],
    catalogItems: [],
    catalogFollows: [],
    catalogResponses: [],
    featureFlags: Object.entries(FEATURE_FLAGS).map(([name, value]) => ({ name, value })),
  };
  const demoUsers = new Map(demo.users.map((user) => [user.id, user]));
  const demoUser = (state: DemoState) => present(demoUsers.get(demoViewerId(state)), `demo viewer ${state}`);

  // Writers ------------------------------------------------------------------------------
  const writers = buildWriters(rng, now, new Set(world.users.map((user) => user.username)));
  world.users.push(...writers);
  for (const [index, writer] of writers.entries()) {
    if (index % 5 !== 2) continue;
    const premium = index % 10 === 7;
    world.memberships.push(
      membershipRow(`writer:${writer.username}`, writer.id, {
        membershipType: premium ? 'premium_monthly' : 'yearly',
        memberSince: ago(rng.int(200, 900)),
        startedAt: ago(premium ? 12 : 100),
        currentPeriodEndsAt: addDays(now, premium ? 18 : 265),
      }),
    );
    world.paymentMethods.push(
      creditCardRow(`writer:${writer.username}`, writer.id, 'Visa', '4242', cardMonth(now, 30)),
    );
  }

  // Topics -------------------------------------------------------------------------------
  const tagSlug = (tag: TagWords) => slugify(tag.displayText);
  const tagByName = new Map(TAGS.map((tag) => [tag.displayText, tag]));
  const tagNamed = (name: string) => present(tagByName.get(name), `tag ${name}`);
  world.tags = [...TAGS, EMPTY_TAG].map((tag) => ({ slug: tagSlug(tag), displayText: tag.displayText }));

  // Publications -------------------------------------------------------------------------
  const publisher = demoUser('publisher');
  const staffOf = new Map<string, UserRow[]>();
  const topicsOf = new Map<string, TagWords[]>();
  for (const [index, words] of PUBLICATIONS.entries()) {
    const id = stableId('publication', words.slug);
    world.publications.push({
      id,
      slug: words.slug,
      name: words.name,
      description: words.description,
      domain: words.domain ?? null,
      avatarImageId: index === 6 ? null : `seed-publication-${id}.png`,
      // One publication without a brand colour: its header has no strip.
      tintColor: index === 6 ? null : nth(TINT_COLORS, index % TINT_COLORS.length),
      isAuroraVisible: index !== 7,
      newsletterId: index % 2 === 0 ? stableId('newsletter', words.slug) : null,
      createdAt: ago(1200 - index * 90),
    });
    const owner = index < 4 ? publisher : nth(writers, index);
    const editor = nth(writers, index + 8);
    const staffWriters = rng.sample(
      writers.filter((writer) => writer !== owner && writer !== editor),
      rng.int(3, 5),
    );
    const staff: Array<[UserRow, 'OWNER' | 'EDITOR' | 'WRITER']> = [
      [owner, 'OWNER'],
      [editor, 'EDITOR'],
      ...staffWriters.map((writer): [UserRow, 'WRITER'] => [writer, 'WRITER']),
    ];
    if (index === 4) staff.push([demoUser('member'), 'EDITOR']);
    if (index === 0 || index === 5) staff.push([demoUser('partner'), 'WRITER']);
    if (index === 3) staff.push([demoUser('book-author'), 'WRITER']);
    world.publicationStaff.push(...staff.map(([user, role]) => ({ publicationId: id, userId: user.id, role })));
    staffOf.set(
      id,
      staff.map(([user]) => user),
    );
    const topics = words.topics.map(tagNamed);
    topicsOf.set(id, topics);
    world.navigationItems.push(...navigationFor(rng, id, index, topics));
  }
  const publicationAt = (index: number) => nth(world.publications, index);

  // Stories ------------------------------------------------------------------------------
  const soloWriters = [...writers, demoUser('partner'), demoUser('book-author')];
  const forced = new Map<number, { creator: UserRow; publication: PublicationRow | null; isLocked: boolean }>([
    [0, { creator: demoUser('partner'), publication: publicationAt(0), isLocked: true }],
    [1, { creator: demoUser('partner'), publication: null, isLocked: false }],
    [2, { creator: demoUser('book-author'), publication: publicationAt(3), isLocked: true }],
    [3, { creator: publisher, publication: publicationAt(1), isLocked: false }],
  ]);
  const storyTags = new Map<string, TagWords[]>();
  for (let index = 0; index < STORY_COUNT; index += 1) {
    const id = stableId('post', `story:${index}`);
    const fixed = forced.get(index);
    const publication = fixed ? fixed.publication : rng.chance(0.55) ? rng.pick(world.publications) : null;
    const creator =
      fixed?.creator ??
      (publication ? rng.pick(present(staffOf.get(publication.id), 'publication staff')) : rng.pick(soloWriters));
    const publicationTopics = publication ? present(topicsOf.get(publication.id), 'publication topics') : null;
    // The first stories cover every topic once, so each tag but the empty one has stories.
    const mainTag =
      index < TAGS.length
        ? nth(TAGS, index)
        : publicationTopics && rng.chance(0.7)
          ? rng.pick(publicationTopics)
          : rng.pick(TAGS);
    const extraTags = rng.sample(
      TAGS.filter((tag) => tag !== mainTag),
      rng.int(0, 2),
    );
    storyTags.set(id, [mainTag, ...extraTags]);

    const topic = rng.pick(mainTag.topics);
    const title = rng.pick(TITLE_TEMPLATES)(topic, rng.int(2, 15));
    const isDraft = DRAFT_STORIES.has(index);
    const publishedAt = isDraft ? null : minutesAgo(rng.int(45, 180 * 24 * 60));
    const hasImage = rng.chance(0.85);
    const paragraphs = Array.from({ length: rng.int(2, 4) }, () => rng.sample(BODY_SENTENCES, 3).join(' '));
    world.posts.push({
      id,
      title,
      subtitle: rng.pick(SUBTITLE_TEMPLATES)(topic),
      slug: slugify(title),
      body: paragraphs.join('\n\n'),
      creatorId: creator.id,
      collectionId: publication?.id ?? null,
      statusForCollection: publication && !isDraft ? (rng.chance(0.85) ? 'APPROVED' : 'PENDING') : null,
      isLocked: fixed?.isLocked ?? rng.chance(0.4),
      isPublished: !isDraft,
      isSuspended: index === SUSPENDED_STORY,
      highQuality: (creator.highQuality ?? true) && !rng.chance(0.05),
      readingTime: Math.round((1 + rng.next() * 19) * 10) / 10,
      previewImageId: hasImage ? `seed-story-${id}.jpeg` : null,
      focusPercentX: hasImage ? rng.int(20, 80) : null,
      focusPercentY: hasImage ? rng.int(20, 80) : null,
      inResponseToPostId: null,
      hiddenOnParent: false,
      discussionClosed: false,
      deletedAt: index === DELETED_STORY ? ago(2) : null,
      publishedAt,
      updatedAt: publishedAt
        ? notAfterNow(new Date(publishedAt.getTime() + rng.int(0, 3 * 24 * 60) * 60_000))
        : ago(rng.int(1, 9)),
    });
  }
  for (const [postId, postTagWords] of storyTags) {
    world.postTags.push(...postTagWords.map((tag) => ({ postId, tagSlug: tagSlug(tag) })));
  }
  const visible = world.posts.filter(isVisibleStory);

  // Responses (posts answering posts) ----------------------------------------------------
  const responders = [...writers, demoUser('reader'), demoUser('member'), demoUser('friend')];
  const parents = [BUSY_STORY, 11, 12, 13, 14, 15, 16, 17].map((index) => nth(world.posts, index));
  let responseIndex = 0;
  const respond = (parent: PostRow, hiddenOnParent = false) => {
    const id = stableId('post', `response:${responseIndex}`);
    const text = nth(RESPONSES, responseIndex % RESPONSES.length);
    const publishedAt = notAfterNow(
      new Date(present(parent.publishedAt, 'parent publishedAt').getTime() + rng.int(10, 5 * 24 * 60) * 60_000),
    );
    const response: PostRow = {
      id,
      title: text,
      subtitle: '',
      slug: 'response',
      body: text,
      creatorId: rng.pick(responders.filter((user) => user.id !== parent.creatorId)).id,
      isLocked: false,
      isPublished: true,
      readingTime: 1,
      inResponseToPostId: parent.id,
      hiddenOnParent,
      publishedAt,
      updatedAt: publishedAt,
    };
    responseIndex += 1;
    world.posts.push(response);
    return response;
  };
  for (const [position, parent] of parents.entries()) {
    const count = position === 0 ? 24 : rng.int(1, 3);
    for (let k = 0; k < count; k += 1) respond(parent, position === 1 && k === 0);
  }
  // A reply to a response, for threading.
  const busy = nth(parents, 0);
  respond(
    present(
      world.posts.find((post) => post.inResponseToPostId === busy.id),
      'a response',
    ),
  );

  // Staff picks: recent, illustrated, high-quality stories.
  world.staffPicks = visible
    .filter((post) => post.previewImageId && post.highQuality && post.statusForCollection !== 'PENDING')
    .sort(byPublishedDesc)
    .slice(0, 6)
    .map((post, position) => ({ postId: post.id, position }));

  // Follows with unread state -------------------------------------------------------------
  const latestByUser = new Map<string, Date>();
  const latestByPublication = new Map<string, Date>();
  for (const post of visible) {
    const at = post.publishedAt;
    if (!at) continue;
    if (at > (latestByUser.get(post.creatorId) ?? new Date(0))) latestByUser.set(post.creatorId, at);
    if (
      post.collectionId &&
      post.statusForCollection === 'APPROVED' &&
      at > (latestByPublication.get(post.collectionId) ?? new Date(0))
    ) {
      latestByPublication.set(post.collectionId, at);
    }
  }
  const follow = (followerId: string, entityType: 'USER' | 'COLLECTION', entityId: string, unread: boolean) => {
    const latest = (entityType === 'USER' ? latestByUser : latestByPublication).get(entityId);
    const lastViewedAt = !latest
      ? ago(10)
      : unread
        ? new Date(latest.getTime() - rng.int(60, 72 * 60) * 60_000)
        : notAfterNow(new Date(latest.getTime() + rng.int(60, 48 * 60) * 60_000));
    world.follows.push({ followerId, entityType, entityId, createdAt: ago(rng.int(200, 400)), lastViewedAt });
  };
  const writersWithStories = writers.filter((writer) => latestByUser.has(writer.id));
  for (const state of DEMO_STATES) {
    const plan = DEMO_ACTIVITY[state];
    const followerId = demoViewerId(state);
    const followedUsers = rng.sample(writersWithStories, plan.users);
    if (state === 'reader') followedUsers.push(demoUser('partner'));
    const followedPublications = rng.sample(
      state === 'publisher' ? world.publications.slice(4) : world.publications,
      plan.publications,
    );
    // Every third follow has something new since it was last viewed.
    followedUsers.forEach((user, index) => follow(followerId, 'USER', user.id, index % 3 === 0));
    followedPublications.forEach((publication, index) =>
      follow(followerId, 'COLLECTION', publication.id, index % 3 === 1),
    );
  }
  for (const writer of writers) {
    for (const other of rng.sample(
      [...writers, publisher, demoUser('partner')].filter((user) => user !== writer),
      rng.int(2, 6),
    )) {
      follow(writer.id, 'USER', other.id, rng.chance(0.4));
    }
    for (const publication of rng.sample(world.publications, rng.int(0, 2))) {
      follow(writer.id, 'COLLECTION', publication.id, rng.chance(0.4));
    }
  }
  const readerFollows = new Set(
    world.follows.filter((row) => row.followerId === demoViewerId('reader')).map((row) => row.entityId),
  );
  world.mutes.push(
    {
      userId: demoViewerId('reader'),
      entityType: 'USER',
      entityId: present(
        writers.find((writer) => !readerFollows.has(writer.id)),
        'an unfollowed writer',
      ).id,
      createdAt: ago(30),
    },
    {
      userId: demoViewerId('reader'),
      entityType: 'COLLECTION',
      entityId: present(
        world.publications.find((publication) => !readerFollows.has(publication.id)),
        'an unfollowed publication',
      ).id,
      createdAt: ago(30),
    },
  );
  world.followedFeedViews.push(
    { userId: demoViewerId('reader'), feedId: 'sidebar-menu-icon', viewedAt: ago(3) },
    { userId: demoViewerId('member'), feedId: 'sidebar-menu-icon', viewedAt: minutesAgo(30) },
    { userId: demoViewerId('friend'), feedId: 'sidebar-menu-icon', viewedAt: ago(10) },
  );

  // Notifications -------------------------------------------------------------------------
  for (const state of DEMO_STATES) {
    const userId = demoViewerId(state);
    const own = visible.filter((post) => post.creatorId === userId);
    const notification = (read: boolean) => {
      const kind = rng.pick(NOTIFICATION_KINDS);
      const createdAt = read ? minutesAgo(rng.int(2 * 24 * 60, 60 * 24 * 60)) : minutesAgo(rng.int(1, 14 * 24 * 60));
      const postPool = kind === 'MENTION' || own.length === 0 ? visible : own;
      world.notifications.push({
        userId,
        kind,
        actorId: rng.pick(writers).id,
        postId: kind === 'FOLLOW' ? null : rng.pick(postPool).id,
        createdAt,
        readAt: read ? notAfterNow(new Date(createdAt.getTime() + rng.int(5, 2000) * 60_000)) : null,
      });
    };
    const plan = DEMO_ACTIVITY[state];
    for (let k = 0; k < plan.read; k += 1) notification(true);
    for (let k = 0; k < plan.unread; k += 1) notification(false);
  }
  // Publication events, drawn from a chance of their own so the rest of the world stays as it was:
  // a story from each publication a demo viewer follows (every other one still unread, for a viewer
  // with unread notifications at all), and for an owner, writers who follow their publications.
  const eventRng = createRandom((options.seed ?? DEFAULT_SEED) + 1);
  for (const state of DEMO_STATES) {
    const userId = demoViewerId(state);
    const followed = world.follows.filter((row) => row.followerId === userId && row.entityType === 'COLLECTION');
    followed.forEach((row, index) => {
      const stories = visible.filter((post) => post.collectionId === row.entityId && post.creatorId !== userId);
      if (stories.length === 0) return;
      const story = eventRng.pick(stories);
      const unread = index % 2 === 0 && DEMO_ACTIVITY[state].unread > 0;
      const createdAt = unread
        ? minutesAgo(eventRng.int(1, 7 * 24 * 60))
        : minutesAgo(eventRng.int(3 * 24 * 60, 30 * 24 * 60));
      world.notifications.push({
        userId,
        kind: 'PUBLICATION_STORY',
        actorId: story.creatorId,
        postId: story.id,
        publicationId: row.entityId,
        createdAt,
        readAt: unread ? null : notAfterNow(new Date(createdAt.getTime() + eventRng.int(5, 600) * 60_000)),
      });
    });
    const owned = new Set(
      world.publicationStaff
        .filter((row) => row.userId === userId && row.role === 'OWNER')
        .map((row) => row.publicationId),
    );
    const followers = world.follows.filter(
      (row) => row.entityType === 'COLLECTION' && owned.has(row.entityId) && row.followerId !== userId,
    );
    for (const row of eventRng.sample(followers, 4)) {
      const createdAt = minutesAgo(eventRng.int(2 * 24 * 60, 40 * 24 * 60));
      world.notifications.push({
        userId,
        kind: 'PUBLICATION_FOLLOW',
        actorId: row.followerId,
        publicationId: row.entityId,
        createdAt,
        readAt: notAfterNow(new Date(createdAt.getTime() + eventRng.int(5, 600) * 60_000)),
      });
    }
  }

  // Reading lists and their responses ---------------------------------------------------------
  const addCatalog = (owner: UserRow, key: number, name: string, visibility: 'PUBLIC' | 'PRIVATE', items: number) => {
    const id = stableId('catalog', `${owner.id}:${key}`);
    // Key 0 is the reader's predefined 'Reading list', where Save puts stories.
    const predefined = key === 0 ? 'READING_LIST' : null;
    world.catalogs.push({
      id,
      userId: owner.id,
      name,
      type: 'LISTS',
      visibility,
      predefined,
      createdAt: ago(rng.int(20, 300)),
    });
    rng.sample(visible, items).forEach((post, position) =>
      world.catalogItems.push({
        id: stableId('catalog-item', `${id}:${position}`),
        catalogId: id,
        postId: post.id,
        position,
      }),
    );
    return id;
  };
  const publicListsOf: Partial<Record<DemoState, number>> = { reader: 2, member: 1, friend: 1 };
  for (const state of DEMO_STATES) {
    const owner = demoUser(state);
    addCatalog(owner, 0, 'Reading list', 'PRIVATE', state === 'reader' ? 8 : rng.int(0, 6));
    rng
      .sample(CATALOG_NAMES, publicListsOf[state] ?? 0)
      .forEach((name, k) => addCatalog(owner, k + 1, name, 'PUBLIC', rng.int(3, 10)));
  }
  for (const writer of writers.filter((_, index) => index % 5 === 0)) {
    addCatalog(writer, 0, 'Reading list', 'PRIVATE', rng.int(2, 6));
    addCatalog(writer, 1, rng.pick(CATALOG_NAMES), 'PUBLIC', rng.int(3, 8));
  }
  const discussed = [demoViewerId('reader'), nth(writers, 0).id].map((ownerId) =>
    present(
      world.catalogs.find((catalog) => catalog.userId === ownerId && catalog.visibility === 'PUBLIC'),
      'a public list',
    ),
  );
  for (const [index, catalog] of discussed.entries()) {
    const texts = index === 0 ? CATALOG_RESPONSES : CATALOG_RESPONSES.slice(0, 2);
    texts.forEach((body, k) =>
      world.catalogResponses.push({
        id: stableId('catalog-response', `${catalog.id}:${k}`),
        catalogId: catalog.id,
        authorId: nth(writers, k + 1 + index).id,
        body,
        // The spam response is hidden by the list's owner.
        hiddenOnParent: body.includes('visit my site'),
        createdAt: ago(10 - k),
      }),
    );
  }

  // Editors' picks and newsletters (no random draws, so the rest of the world stays as it was) ---
  // Night Shift Engineering, which member@ edits: its newest story pinned, the next featured.
  const editedByMember = publicationAt(4);
  const [newest, next] = visible
    .filter(
      (post) => post.collectionId === editedByMember.id && (post.statusForCollection ?? 'APPROVED') === 'APPROVED',
    )
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
  if (newest) newest.pinnedOnCollectionAt = ago(2);
  if (next) next.featuredOnCollectionAt = ago(4);
  // Content under review (limited state): book-author@'s member-only story, so its
  // author is told on its page; and one writer's account is limited, so what it publishes from now
  // on (a response) lands under review too.
  const bookAuthorStory = present(
    world.posts.find((post) => post.creatorId === demoViewerId('book-author') && !post.inResponseToPostId),
    "book-author@'s story",
  );
  bookAuthorStory.limitedAt = ago(1);
  nth(writers, 4).isLimited = true;
  // reader@'s first public list has two followers (member@ and friend@): the list page's count.
  const readerList = nth(discussed, 0);
  for (const [k, state] of (['member', 'friend'] as const).entries()) {
    world.catalogFollows.push({ followerId: demoViewerId(state), catalogId: readerList.id, createdAt: ago(5 - k) });
  }
  // partner@'s newsletter has three subscribers, so its subscriber export has rows to send.
  for (const [k, state] of (['reader', 'member', 'friend'] as const).entries()) {
    world.newsletterSubscriptions.push({
      subscriberId: demoViewerId(state),
      writerId: demoViewerId('partner'),
      createdAt: ago(40 - k * 10),
    });
  }
  // The stories waiting for review in a publication (statusForCollection PENDING) were submitted by
  // their writers when they published them: each publication's editors find them in its inbox.
  world.publicationSubmissions = world.posts
    .filter((post) => post.statusForCollection === 'PENDING' && post.collectionId && post.publishedAt)
    .map((post) => ({
      id: stableId('submission', post.id),
      publicationId: present(post.collectionId, "the pending story's publication"),
      postId: post.id,
      writerId: post.creatorId,
      state: 'OPEN',
      submittedAt: present(post.publishedAt, "the pending story's date"),
    }));

  return world;
}

/** Published, not deleted, not suspended, and not a response. */
export function isVisibleStory(post: PostRow): boolean {
  return post.isPublished !== false && !post.deletedAt && !post.isSuspended && !post.inResponseToPostId;
}

const byPublishedDesc = (a: PostRow, b: PostRow) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0);

/** The value, or a clear error naming what the generator expected to find. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`seed world: missing ${what}`);
  return value;
}
const nth = <T>(items: readonly T[], index: number): T => present(items[index], `item ${index}`);

function buildWriters(rng: Random, now: Date, taken: Set<string>): UserRow[] {
  const writers: UserRow[] = [];
  while (writers.length < WRITER_COUNT) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const username = `${first}${last}`.toLowerCase();
    if (taken.has(username)) continue;
    taken.add(username);
    const index = writers.length;
    const id = stableId('user', `writer:${username}`);
    const interests = rng.sample(TAGS, 2).map((tag) => tag.displayText.toLowerCase());
    writers.push({
      id,
      username,
      name: `${first} ${last}`,
      email: `${username}@writers.inkpot.test`,
      emailVerified: true,
      bio: `${first} writes about ${interests.join(' and ')}.`,
      imageId: index % 7 === 3 ? null : `seed-avatar-${id}.png`,
      // Two author-type profiles, which user search leaves out.
      kind: index >= WRITER_COUNT - 2 ? 'author' : 'person',
      highQuality: index % 6 !== 5,
      hasSubdomain: index % 10 === 0,
      customDomain: index === 1 ? `${username}.inkpot.test` : null,
      country: rng.pick(['US', 'GB', 'DE', 'NG', 'IN', 'JP', 'BR', 'CA', 'FR']),
      partnerProgramStatus: index % 3 === 0 ? 'ENROLLED' : null,
      createdAt: addDays(now, -rng.int(200, 1500)),
    });
  }
  return writers;
}

/**
 * Navigation items: the first publication holds the one EXTERNAL_URL item (in the middle, where
 * the navigation bar must move it last, after a divider); the others use ABOUT, LATEST,
 * TAG_FEED and PAGE.
 */
function navigationFor(
  rng: Random,
  publicationId: string,
  index: number,
  topics: TagWords[],
): World['navigationItems'] {
  const topic = nth(topics, 0);
  const items: Array<{ destination: string; title: string; value: string }> =
    index === 0
      ? [
          { destination: 'ABOUT', title: 'About', value: '' },
          { destination: 'EXTERNAL_URL', title: 'Shop', value: 'https://shop.inkpot.test/the-long-margin' },
          { destination: 'LATEST', title: 'Latest', value: '' },
          { destination: 'TAG_FEED', title: topic.displayText, value: slugify(topic.displayText) },
        ]
      : [
          { destination: 'LATEST', title: 'Latest', value: '' },
          { destination: 'TAG_FEED', title: topic.displayText, value: slugify(topic.displayText) },
          { destination: 'ABOUT', title: 'About', value: '' },
          { destination: 'PAGE', title: 'Write for us', value: 'write-for-us' },
        ].slice(0, rng.int(2, 4));
  return items.map((item, position) => ({ publicationId, position, ...item }));
}
