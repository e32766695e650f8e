import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { READ_MIN_SECONDS } from '@inkpot/shared-contracts/story-stats';
import { storyStatsDaily } from '../db/schema.ts';
import { insertPost, insertUser } from '../testing/fixtures.ts';
import { expectData as data, signInAs, startTestApi, type TestApi, type TestClient } from '../testing/test-api.ts';
import { periodDays } from './story-stats.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const VIEW = 'mutation ($postId: ID!) { recordStoryView(postId: $postId) { viewId } }';
const READ = 'mutation ($viewId: ID!) { recordStoryRead(viewId: $viewId) }';
const STATS = `query ($days: Int, $postId: ID, $memberOnly: Boolean) {
  viewer { storyStats(days: $days, postId: $postId, memberOnly: $memberOnly) {
    days views reads daily { day views reads } stories { post { id title } views reads }
  } }
}`;

type Stats = {
  days: number;
  views: number;
  reads: number;
  daily: Array<{ day: string; views: number; reads: number }>;
  stories: Array<{ post: { id: string; title: string }; views: number; reads: number }>;
};

const view = async (client: TestClient, postId: string) =>
  (await data<{ recordStoryView: { viewId: string } | null }>(client, VIEW, { postId })).recordStoryView;
const read = async (client: TestClient, viewId: string) =>
  (await data<{ recordStoryRead: boolean }>(client, READ, { viewId })).recordStoryRead;
const stats = async (client: TestClient, variables: Record<string, unknown> = {}) =>
  (await data<{ viewer: { storyStats: Stats | null } }>(client, STATS, variables)).viewer.storyStats;

async function writerWithStory() {
  const writer = await insertUser(api.db);
  const story = await insertPost(api.db, { creatorId: writer.id, title: 'On ink' });
  const client = api.client();
  await signInAs(api, client, writer.id);
  return { writer, story, client };
}

describe('views and reads', () => {
  it('counts a reader’s and a visitor’s page loads as views, and never the author’s own', async () => {
    const { story, client: author } = await writerWithStory();
    const reader = api.client();
    await signInAs(api, reader, (await insertUser(api.db)).id);
    assert.ok((await view(reader, story.id))?.viewId);
    assert.ok((await view(api.client(), story.id))?.viewId, 'a visitor’s view counts');
    assert.equal(await view(author, story.id), null, 'the author’s own view does not count');

    const [row] = await api.db.select().from(storyStatsDaily).where(eq(storyStatsDaily.postId, story.id));
    assert.deepEqual(row, { postId: story.id, day: '2026-11-21', views: 2, reads: 0 });
  });

  it('does not count views of a story readers cannot see', async () => {
    const writer = await insertUser(api.db);
    const draft = await insertPost(api.db, { creatorId: writer.id, isPublished: false });
    const trashed = await insertPost(api.db, { creatorId: writer.id, deletedAt: new Date('2026-11-20T00:00:00Z') });
    assert.equal(await view(api.client(), draft.id), null);
    assert.equal(await view(api.client(), trashed.id), null);
    assert.equal(await view(api.client(), 'no-such-story'), null);
  });

  it(`counts a read once per view, from the same reader, no sooner than ${READ_MIN_SECONDS} s after the view`, async () => {
    const { story } = await writerWithStory();
    const reader = api.client();
    await signInAs(api, reader, (await insertUser(api.db)).id);
    const receipt = await view(reader, story.id);
    assert.ok(receipt);
    api.clock.advance((READ_MIN_SECONDS - 1) * 1000);
    assert.equal(await read(reader, receipt.viewId), false, 'too soon');
    api.clock.advance(1000);
    const stranger = api.client();
    await signInAs(api, stranger, (await insertUser(api.db)).id);
    assert.equal(await read(stranger, receipt.viewId), false, 'someone else’s view');
    assert.equal(await read(api.client(), receipt.viewId), false, 'a visitor reporting a reader’s view');
    assert.equal(await read(reader, receipt.viewId), true);
    assert.equal(await read(reader, receipt.viewId), false, 'the same view twice');

    // A visitor's read counts from the browser that viewed (its visitor cookie), not from another.
    const visitor = api.client();
    const visit = await view(visitor, story.id);
    assert.ok(visit);
    api.clock.advance(READ_MIN_SECONDS * 1000);
    assert.equal(await read(api.client(), visit.viewId), false);
    assert.equal(await read(visitor, visit.viewId), true);

    const rows = await api.db.select().from(storyStatsDaily).where(eq(storyStatsDaily.postId, story.id));
    assert.deepEqual(
      rows.map(({ views, reads }) => ({ views, reads })),
      [{ views: 2, reads: 2 }],
    );
  });
});

describe('Viewer.storyStats', () => {
  it('answers every day of the period, the totals and each story, most viewed first', async () => {
    const { writer, story, client } = await writerWithStory();
    const other = await insertPost(api.db, { creatorId: writer.id, title: 'On paper' });
    const days = periodDays(api.clock.now, 7);
    const [first, , third, , , , today] = days as [string, string, string, string, string, string, string];
    await api.db.insert(storyStatsDaily).values([
      { postId: story.id, day: today, views: 5, reads: 2 },
      { postId: story.id, day: third, views: 1, reads: 1 },
      { postId: other.id, day: today, views: 9, reads: 4 },
      // Before the period: left out.
      { postId: other.id, day: '2026-10-01', views: 100, reads: 50 },
    ]);
    // Someone else's story on the same day: not the writer's stats.
    const stranger = await insertUser(api.db);
    const theirs = await insertPost(api.db, { creatorId: stranger.id });
    await api.db.insert(storyStatsDaily).values({ postId: theirs.id, day: today, views: 70, reads: 7 });

    const week = await stats(client, { days: 7 });
    assert.ok(week);
    assert.equal(week.days, 7);
    assert.deepEqual(
      week.daily.map((day) => day.day),
      days,
    );
    assert.deepEqual(week.daily[6], { day: today, views: 14, reads: 6 });
    assert.deepEqual(week.daily[2], { day: third, views: 1, reads: 1 });
    assert.deepEqual(week.daily[0], { day: first, views: 0, reads: 0 });
    assert.deepEqual({ views: week.views, reads: week.reads }, { views: 15, reads: 7 });
    assert.deepEqual(week.stories, [
      { post: { id: other.id, title: 'On paper' }, views: 9, reads: 4 },
      { post: { id: story.id, title: 'On ink' }, views: 6, reads: 3 },
    ]);

    const one = await stats(client, { days: 7, postId: story.id });
    assert.deepEqual(
      { views: one?.views, reads: one?.reads, stories: one?.stories.length },
      { views: 6, reads: 3, stories: 1 },
    );
    assert.equal(await stats(client, { postId: theirs.id }), null, 'another writer’s story');
    assert.equal((await stats(client, { days: 1000 }))?.days, 90, 'at most 90 days');
  });

  it('with memberOnly, counts only the writer’s member-only stories (the Partner Program dashboard’s)', async () => {
    const { writer, story: open, client } = await writerWithStory();
    const locked = await insertPost(api.db, { creatorId: writer.id, title: 'For members', isLocked: true });
    const today = periodDays(api.clock.now, 1)[0] as string;
    await api.db.insert(storyStatsDaily).values([
      { postId: open.id, day: today, views: 8, reads: 3 },
      { postId: locked.id, day: today, views: 5, reads: 2 },
    ]);
    const members = await stats(client, { days: 30, memberOnly: true });
    assert.deepEqual(
      { views: members?.views, reads: members?.reads, today: members?.daily.at(-1) },
      { views: 5, reads: 2, today: { day: today, views: 5, reads: 2 } },
    );
    assert.deepEqual(members?.stories, [{ post: { id: locked.id, title: 'For members' }, views: 5, reads: 2 }]);
    const all = await stats(client, { days: 30 });
    assert.deepEqual({ views: all?.views, stories: all?.stories.length }, { views: 13, stories: 2 }, 'without it, all');
  });

  it('counts what readers do, as the stats page reads it', async () => {
    const { story, client } = await writerWithStory();
    const before = await stats(client, { days: 1 });
    const reader = api.client();
    const receipt = await view(reader, story.id);
    assert.ok(receipt);
    api.clock.advance(READ_MIN_SECONDS * 1000);
    assert.equal(await read(reader, receipt.viewId), true);
    const now = await stats(client, { days: 1, postId: story.id });
    assert.deepEqual({ views: now?.views, reads: now?.reads }, { views: 1, reads: 1 });
    assert.equal(before?.views, 0);
  });
});
