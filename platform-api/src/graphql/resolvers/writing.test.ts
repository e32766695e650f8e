import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { algoliasearch } from 'algoliasearch';
import { parse as parseCookies } from 'cookie';
import {
  STORY_BODY_EMPTY,
  STORY_IMAGE_INVALID,
  STORY_IN_TRASH,
  STORY_LINK_INVALID,
  STORY_NOT_AUTHOR,
  STORY_TITLE_EMPTY,
  STORY_TITLE_MAX_LENGTH,
  STORY_TOO_MANY_TOPICS,
  storyTitleTooLong,
} from '@inkpot/shared-contracts/stories';
import { sessionCookieName } from '../../auth/sessions.ts';
import { responseCache } from '../response-cache.ts';
import { follow, insertMembership } from '../../testing/fixtures.ts';
import {
  signedInUser,
  startTestApi,
  type TestApi,
  type TestClient,
  expectData as data,
} from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  // As main.ts runs it: publishing must reach readers whose results the cache holds.
  const cache = responseCache({
    sessionCookieOf: (request) => parseCookies(request.headers.get('cookie') ?? '')[sessionCookieName(false)],
    ttlMs: 60_000,
  });
  api = await startTestApi({ responseCache: cache });
});
after(async () => {
  await api.close();
});

const STORY_FIELDS = /* GraphQL */ `
  __typename
  ... on Post {
    id
    title
    mediumUrl
    isPublished
    isLocked
    readingTime
    content {
      type
      text
      markups {
        type
        start
        end
        href
      }
      src
      alt
    }
    tags {
      slug
      displayTitle
    }
    viewerEdge {
      canEdit
    }
  }
  ... on BadRequest {
    message
  }
  ... on NotFound {
    message
  }
  ... on Forbidden {
    message
  }
`;
const CREATE = `mutation ($input: StoryDraftInput!) { result: createStoryDraft(input: $input) { ${STORY_FIELDS} } }`;
const SAVE = `mutation ($id: ID!, $input: StoryDraftInput!) { result: saveStoryDraft(postId: $id, input: $input) { ${STORY_FIELDS} } }`;
const PUBLISH = `mutation ($id: ID!) { result: publishStory(postId: $id) { ${STORY_FIELDS} } }`;

interface Paragraph {
  type: string;
  text: string;
  markups: { type: string; start: number; end: number; href?: string | null }[];
  src?: string | null;
  alt?: string | null;
}
interface Story {
  __typename: string;
  id: string;
  title: string;
  mediumUrl: string;
  isPublished: boolean;
  isLocked: boolean;
  readingTime: number;
  content: Paragraph[];
  tags: { slug: string; displayTitle: string }[];
  viewerEdge: { canEdit: boolean };
  message?: string;
}
type Result = { result: Story };

interface DraftInput {
  title: string;
  content: Paragraph[];
  topicNames: string[];
  isLocked: boolean;
}
const draft = (values: Partial<DraftInput> = {}): DraftInput => ({
  title: 'Notes on kilns',
  content: [
    { type: 'H2', text: 'Why fire matters', markups: [] },
    {
      type: 'P',
      text: 'Clay remembers every degree of heat.',
      markups: [
        { type: 'STRONG', start: 0, end: 4 },
        { type: 'LINK', start: 5, end: 14, href: 'https://example.com/clay' },
      ],
    },
    { type: 'BLOCKQUOTE', text: 'Patience is a glaze.', markups: [] },
    { type: 'IMAGE', text: 'A kiln at dusk', markups: [], src: 'https://images.example.com/kiln.jpg', alt: 'A kiln' },
  ],
  topicNames: ['Ceramics', 'Slow Craft'],
  isLocked: false,
  ...values,
});

const create = async (client: TestClient, input = draft()) => (await data<Result>(client, CREATE, { input })).result;
const save = async (client: TestClient, id: string, input = draft()) =>
  (await data<Result>(client, SAVE, { id, input })).result;
const publish = async (client: TestClient, id: string) => (await data<Result>(client, PUBLISH, { id })).result;

describe('writing a story', () => {
  it('a draft holds the paragraphs, markups, image and topics as sent, and only its author sees it', async () => {
    const { client } = await signedInUser(api);
    const story = await create(client);
    assert.equal(story.__typename, 'Post');
    assert.equal(story.isPublished, false);
    assert.deepEqual(
      story.content.map((paragraph) => paragraph.type),
      ['H2', 'P', 'BLOCKQUOTE', 'IMAGE'],
    );
    assert.deepEqual(story.content[1]?.markups, [
      { type: 'STRONG', start: 0, end: 4, href: null },
      { type: 'LINK', start: 5, end: 14, href: 'https://example.com/clay' },
    ]);
    assert.equal(story.content[3]?.src, 'https://images.example.com/kiln.jpg');
    assert.deepEqual(
      story.tags.map((tag) => [tag.slug, tag.displayTitle]),
      [
        ['ceramics', 'Ceramics'],
        ['slow-craft', 'Slow Craft'],
      ],
    );
    assert.equal(story.viewerEdge.canEdit, true);

    const stranger = api.client();
    const seen = await data<{ postResult: { __typename: string } }>(
      stranger,
      'query ($id: ID!) { postResult(id: $id) { __typename } }',
      { id: story.id },
    );
    assert.equal(seen.postResult.__typename, 'NotFound');
  });

  it('saving replaces the whole draft: title, body and topics', async () => {
    const { client } = await signedInUser(api);
    const story = await create(client);
    const saved = await save(
      client,
      story.id,
      draft({
        title: 'Kilns, revised',
        content: [{ type: 'P', text: 'Shorter now.', markups: [] }],
        topicNames: ['Ceramics'],
      }),
    );
    assert.equal(saved.title, 'Kilns, revised');
    assert.deepEqual(
      saved.content.map((paragraph) => paragraph.text),
      ['Shorter now.'],
    );
    assert.deepEqual(
      saved.tags.map((tag) => tag.slug),
      ['ceramics'],
    );
  });

  it('refuses a title over the limit, bad links and images, and too many topics, keeping the draft as it was', async () => {
    const { client } = await signedInUser(api);
    const story = await create(client);
    const long = 'x'.repeat(STORY_TITLE_MAX_LENGTH + 1);
    assert.deepEqual(await save(client, story.id, draft({ title: long })), {
      __typename: 'BadRequest',
      message: storyTitleTooLong(STORY_TITLE_MAX_LENGTH + 1),
    });
    assert.equal((await create(client, draft({ title: long }))).message, storyTitleTooLong(STORY_TITLE_MAX_LENGTH + 1));
    const scriptLink = draft({
      content: [
        { type: 'P', text: 'click me', markups: [{ type: 'LINK', start: 0, end: 5, href: 'javascript:alert(1)' }] },
      ],
    });
    assert.equal((await save(client, story.id, scriptLink)).message, STORY_LINK_INVALID);
    const dataImage = draft({ content: [{ type: 'IMAGE', text: '', markups: [], src: 'data:image/png;base64,AAAA' }] });
    assert.equal((await save(client, story.id, dataImage)).message, STORY_IMAGE_INVALID);
    const topics = draft({ topicNames: ['a', 'b', 'c', 'd', 'e', 'f'] });
    assert.equal((await save(client, story.id, topics)).message, STORY_TOO_MANY_TOPICS);
    const kept = await data<{ post: { title: string } }>(client, 'query ($id: ID!) { post(id: $id) { title } }', {
      id: story.id,
    });
    assert.equal(kept.post.title, 'Notes on kilns');
  });

  it('a draft may be untitled, but publishing needs a title and a body', async () => {
    const { client } = await signedInUser(api);
    const untitled = await create(client, draft({ title: '  ' }));
    assert.equal(untitled.__typename, 'Post');
    assert.deepEqual(await publish(client, untitled.id), { __typename: 'BadRequest', message: STORY_TITLE_EMPTY });
    const empty = await create(client, draft({ content: [{ type: 'P', text: ' ', markups: [] }] }));
    assert.deepEqual(await publish(client, empty.id), { __typename: 'BadRequest', message: STORY_BODY_EMPTY });
  });

  it('only the author saves or publishes a story: others get Forbidden for a story they see, NotFound for a draft', async () => {
    const { client: author } = await signedInUser(api);
    const { client: other } = await signedInUser(api);
    const story = await create(author);
    assert.equal((await save(other, story.id)).__typename, 'NotFound');
    assert.equal((await publish(other, story.id)).__typename, 'NotFound');
    await publish(author, story.id);
    assert.deepEqual(await save(other, story.id), { __typename: 'Forbidden', message: STORY_NOT_AUTHOR });
    assert.deepEqual(await publish(other, story.id), { __typename: 'Forbidden', message: STORY_NOT_AUTHOR });
    const visitor = await api.client().graphql(SAVE, { id: story.id, input: draft() });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  it('a story in the trash is not edited until it is restored', async () => {
    const { client } = await signedInUser(api);
    const story = await create(client);
    await data(client, 'mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }', { id: story.id });
    assert.deepEqual(await save(client, story.id), { __typename: 'BadRequest', message: STORY_IN_TRASH });
  });

  it("publishing puts it on the writer's profile, in a follower's feed and in search at once, past cached results", async () => {
    const { user: writer, client } = await signedInUser(api, { name: 'Wren Potter', username: 'wrenpotter' });
    const { user: reader, client: follower } = await signedInUser(api);
    await follow(api.db, reader.id, 'USER', writer.id);
    const visitor = api.client();
    const PROFILE = 'query ($u: String!) { user(username: $u) { latestPosts { items { post { id } } } } }';
    const FEED = '{ followingFeed { items { post { id } } } }';
    const profileIds = async () =>
      (
        await data<{ user: { latestPosts: { items: { post: { id: string } }[] } } }>(visitor, PROFILE, {
          u: 'wrenpotter',
        })
      ).user.latestPosts.items.map((item) => item.post.id);
    const feedIds = async () =>
      (await data<{ followingFeed: { items: { post: { id: string } }[] } }>(follower, FEED)).followingFeed.items.map(
        (item) => item.post.id,
      );
    const search = algoliasearch('INKPOTDEV', 'inkpot-search-only-key', {
      hosts: [{ url: new URL(api.url).host, protocol: 'http', accept: 'readWrite' }],
    });
    const searchIds = async () => {
      const { results } = await search.searchForHits<{ postId: string }>({
        requests: [{ indexName: 'inkpot_post', query: 'glazing cobalt' }],
      });
      return results[0]?.hits.map((hit) => hit.postId) ?? [];
    };

    const story = await create(client, draft({ title: 'Glazing with cobalt' }));
    // Readers' results are now cached without it.
    assert.deepEqual(await profileIds(), []);
    assert.equal((await feedIds()).includes(story.id), false);
    assert.deepEqual(await searchIds(), []);

    const published = await publish(client, story.id);
    assert.equal(published.isPublished, true);
    assert.match(published.mediumUrl, new RegExp(`^/@wrenpotter/glazing-with-cobalt-${story.id}$`));
    assert.deepEqual(await profileIds(), [story.id]);
    assert.ok((await feedIds()).includes(story.id));
    assert.deepEqual(await searchIds(), [story.id]);
  });

  it('a member-only story gives readers without a membership its first two paragraphs; members and the author all', async () => {
    const { client: author } = await signedInUser(api);
    const paragraphs = ['One.', 'Two.', 'Three.', 'Four.'].map((text) => ({ type: 'P', text, markups: [] }));
    const story = await create(author, draft({ content: paragraphs, isLocked: true }));
    await publish(author, story.id);
    const QUERY = 'query ($id: ID!) { post(id: $id) { isContentPreview content { text } } }';
    type Read = { post: { isContentPreview: boolean; content: { text: string }[] } };
    const visitor = await data<Read>(api.client(), QUERY, { id: story.id });
    assert.deepEqual(visitor.post, { isContentPreview: true, content: [{ text: 'One.' }, { text: 'Two.' }] });
    const { user: member, client: memberClient } = await signedInUser(api);
    await insertMembership(api.db, { userId: member.id });
    assert.equal((await data<Read>(memberClient, QUERY, { id: story.id })).post.content.length, 4);
    assert.equal((await data<Read>(author, QUERY, { id: story.id })).post.isContentPreview, false);
  });

  it("the viewer's stories by tab: drafts, published, deleted, with counts; nothing for visitors", async () => {
    const { client } = await signedInUser(api);
    const draftStory = await create(client, draft({ title: 'Still a draft' }));
    const live = await create(client, draft({ title: 'Out there' }));
    await publish(client, live.id);
    const trashed = await create(client, draft({ title: 'Regretted' }));
    await data(client, 'mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }', { id: trashed.id });
    const TAB = 'query ($f: YourStoriesFilter!) { yourStories(filter: $f) { items { post { id } } } }';
    const tab = async (c: TestClient, f: string) =>
      (await data<{ yourStories: { items: { post: { id: string } }[] } }>(c, TAB, { f })).yourStories.items.map(
        (item) => item.post.id,
      );
    assert.deepEqual(await tab(client, 'DRAFTS'), [draftStory.id]);
    assert.deepEqual(await tab(client, 'PUBLISHED'), [live.id]);
    assert.deepEqual(await tab(client, 'DELETED'), [trashed.id]);
    const counts = await data<{ yourStoryCounts: unknown }>(client, '{ yourStoryCounts { drafts published deleted } }');
    assert.deepEqual(counts.yourStoryCounts, { drafts: 1, published: 1, deleted: 1 });
    assert.deepEqual(await tab(api.client(), 'DRAFTS'), []);
    assert.equal(
      (await data<{ yourStoryCounts: unknown }>(api.client(), '{ yourStoryCounts { drafts } }')).yourStoryCounts,
      null,
    );
  });
});
