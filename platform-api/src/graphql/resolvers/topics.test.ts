import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mutes, posts, tags } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { addStaff, insertPost, insertPublication, insertUser, tagPost } from '../../testing/fixtures.ts';
import { startTestApi, type TestApi, signedInUser, expectData as data } from '../../testing/test-api.ts';
import { TAG_LIST_LIMIT } from './tag.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const at = (day: number) => new Date(Date.UTC(2026, 9, day));

interface TagItem {
  slug: string;
  displayTitle: string;
  postCount: number;
}

const TAGS = /* GraphQL */ `
  query ExploreTopics {
    tags {
      slug
      displayTitle
      postCount
    }
  }
`;

describe('Query.tags', () => {
  it('lists the topics with visible stories, most stories first, then by name, with their counts', async () => {
    const writer = await insertUser(api.db);
    const story = (day: number, values: Partial<typeof posts.$inferInsert> = {}) =>
      insertPost(api.db, { creatorId: writer.id, publishedAt: at(day), ...values });

    const three = [await story(1), await story(2), await story(3)];
    for (const post of three) await tagPost(api.db, post.id, 'topics-busy', 'Busy Topic');
    // Two tags with one story each: by name, whatever their case.
    await tagPost(api.db, (await story(4)).id, 'topics-zebra', 'zebra Topic');
    await tagPost(api.db, (await story(5)).id, 'topics-apple', 'Apple Topic');
    // Only stories readers can open count: a draft, a trashed story, a suspended one, a response.
    await tagPost(api.db, (await story(6, { isPublished: false, publishedAt: null })).id, 'topics-hidden', 'Hidden');
    await tagPost(api.db, (await story(7, { deletedAt: at(8) })).id, 'topics-hidden');
    await tagPost(api.db, (await story(8, { isSuspended: true })).id, 'topics-hidden');
    await tagPost(api.db, (await story(9, { inResponseToPostId: three[0]?.id ?? null })).id, 'topics-hidden');
    // A story trashed after it was tagged leaves its topic's count.
    const trashed = await story(10);
    await tagPost(api.db, trashed.id, 'topics-apple');
    await tagPost(api.db, trashed.id, 'topics-gone', 'Gone');
    await api.db
      .update(posts)
      .set({ deletedAt: at(11) })
      .where(eq(posts.id, trashed.id));

    const listed = (await data<{ tags: TagItem[] }>(api.client(), TAGS)).tags.filter((tag) =>
      tag.slug.startsWith('topics-'),
    );
    assert.deepEqual(listed, [
      { slug: 'topics-busy', displayTitle: 'Busy Topic', postCount: 3 },
      { slug: 'topics-apple', displayTitle: 'Apple Topic', postCount: 1 },
      { slug: 'topics-zebra', displayTitle: 'zebra Topic', postCount: 1 },
    ]);
  });

  it(`lists ${TAG_LIST_LIMIT} topics at most`, async () => {
    const writer = await insertUser(api.db);
    const post = await insertPost(api.db, { creatorId: writer.id });
    for (let n = 0; n <= TAG_LIST_LIMIT; n += 1) await tagPost(api.db, post.id, `many-${n}`, `Many ${n}`);
    const { tags: listed } = await data<{ tags: TagItem[] }>(api.client(), TAGS);
    assert.equal(listed.length, TAG_LIST_LIMIT);
    assert.ok((await api.db.$count(tags)) > TAG_LIST_LIMIT);
  });
});

const TAG_PAGE = /* GraphQL */ `
  query TagPage($tagSlug: String!, $paging: PagingInput) {
    tagFromSlug(tagSlug: $tagSlug) {
      slug
      displayTitle
      postCount
    }
    tagFeed(tagSlug: $tagSlug, mode: "NEW", paging: $paging) {
      items {
        post {
          id
        }
      }
      pagingInfo {
        next {
          limit
          to
        }
      }
    }
  }
`;

interface TagPage {
  tagFromSlug: TagItem | null;
  tagFeed: { items: Array<{ post: { id: string } }>; pagingInfo: { next: { limit: number; to: string } | null } };
}

describe('the tag page’s data', () => {
  it('names the tag and pages its stories newest first, without what a reader muted; null for an unknown tag', async () => {
    const writer = await insertUser(api.db);
    const muted = await insertUser(api.db);
    const older = await insertPost(api.db, { creatorId: writer.id, publishedAt: at(1) });
    const newer = await insertPost(api.db, { creatorId: writer.id, publishedAt: at(3) });
    const mutedStory = await insertPost(api.db, { creatorId: muted.id, publishedAt: at(2) });
    for (const post of [older, newer, mutedStory]) await tagPost(api.db, post.id, 'tag-page', 'Tag Page');

    const first = await data<TagPage>(api.client(), TAG_PAGE, { tagSlug: 'Tag-Page', paging: { limit: 2 } });
    assert.deepEqual(first.tagFromSlug, { slug: 'tag-page', displayTitle: 'Tag Page', postCount: 3 });
    assert.deepEqual(
      first.tagFeed.items.map((item) => item.post.id),
      [newer.id, mutedStory.id],
    );
    assert.ok(first.tagFeed.pagingInfo.next);
    const second = await data<TagPage>(api.client(), TAG_PAGE, {
      tagSlug: 'tag-page',
      paging: first.tagFeed.pagingInfo.next,
    });
    assert.deepEqual(
      second.tagFeed.items.map((item) => item.post.id),
      [older.id],
    );
    assert.equal(second.tagFeed.pagingInfo.next, null);

    const { user: reader, client } = await signedInUser(api);
    await api.db.insert(mutes).values({ userId: reader.id, entityType: 'USER', entityId: muted.id });
    const signedIn = await data<TagPage>(client, TAG_PAGE, { tagSlug: 'tag-page' });
    assert.deepEqual(
      signedIn.tagFeed.items.map((item) => item.post.id),
      [newer.id, older.id],
    );

    const unknown = await data<TagPage>(api.client(), TAG_PAGE, { tagSlug: 'no-such-topic' });
    assert.equal(unknown.tagFromSlug, null);
    assert.deepEqual(unknown.tagFeed.items, []);
  });
});

const ABOUT = /* GraphQL */ `
  query PublicationAbout($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      description
      subscriberCount
      editors {
        id
        name
        username
      }
    }
  }
`;

describe('Collection.editors', () => {
  it('names its owners, then its editors, each by name; never its writers', async () => {
    const publication = await insertPublication(api.db, { description: 'Notes on repair.' });
    const owner = await insertUser(api.db, { name: 'Zora Owner' });
    const editorB = await insertUser(api.db, { name: 'bea Editor' });
    const editorA = await insertUser(api.db, { name: 'Abel Editor' });
    const writer = await insertUser(api.db, { name: 'Wren Writer' });
    await addStaff(api.db, publication.id, editorB.id, 'EDITOR');
    await addStaff(api.db, publication.id, writer.id, 'WRITER');
    await addStaff(api.db, publication.id, owner.id, 'OWNER');
    await addStaff(api.db, publication.id, editorA.id, 'EDITOR');

    const answer = await data<{
      collectionByDomainOrSlug: { description: string; subscriberCount: number; editors: Array<{ name: string }> };
    }>(api.client(), ABOUT, { slug: publication.slug });
    assert.equal(answer.collectionByDomainOrSlug.description, 'Notes on repair.');
    assert.equal(answer.collectionByDomainOrSlug.subscriberCount, 0);
    assert.deepEqual(
      answer.collectionByDomainOrSlug.editors.map((editor) => editor.name),
      ['Zora Owner', 'Abel Editor', 'bea Editor'],
    );

    const empty = await insertPublication(api.db);
    const none = await data<{ collectionByDomainOrSlug: { editors: unknown[] } }>(api.client(), ABOUT, {
      slug: empty.slug,
    });
    assert.deepEqual(none.collectionByDomainOrSlug.editors, []);
  });
});
