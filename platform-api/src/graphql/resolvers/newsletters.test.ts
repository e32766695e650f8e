import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertUser } from '../../testing/fixtures.ts';
import {
  expectData as data,
  signedInUser,
  startTestApi,
  type TestApi,
  type TestClient,
} from '../../testing/test-api.ts';
import { csvField, subscribersCsv } from '../../domain/newsletters.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi({ rateLimits: { 'subscriber-export:account': { points: 2, duration: 3600 } } });
});
after(async () => {
  await api.close();
});

const RESULT = `
  __typename
  ... on MutationSuccess { success }
  ... on BadRequest { message }
  ... on NotFound { message }
`;
const SUBSCRIBE = `mutation ($id: ID!) { result: subscribeToUserNewsletter(targetUserId: $id) { ${RESULT} } }`;
const UNSUBSCRIBE = `mutation ($id: ID!) { result: unsubscribeFromUserNewsletter(targetUserId: $id) { ${RESULT} } }`;
const EXPORT = `mutation { result: exportNewsletterSubscribers { ${RESULT} } }`;
const EDGE = `query ($id: ID!) { user(id: $id) { viewerEdge { isSubscribedToNewsletter } } }`;
const OK = { __typename: 'MutationSuccess', success: true };

const run = async (client: TestClient, query: string, variables?: Record<string, unknown>) =>
  (await data<{ result: unknown }>(client, query, variables)).result;
const subscribed = async (client: TestClient, id: string) =>
  (await data<{ user: { viewerEdge: { isSubscribedToNewsletter: boolean } } }>(client, EDGE, { id })).user.viewerEdge
    .isSubscribedToNewsletter;

interface Mail {
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; content: string }> | null;
}
async function mailbox(to: string): Promise<Mail[]> {
  return (await (await api.client().fetch(`/_/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}
/** Mail goes out off the response path: wait until `count` mails reached the outbox. */
async function mailsTo(to: string, count: number): Promise<Mail[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await mailbox(to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return mailbox(to);
}

describe('subscribeToUserNewsletter and unsubscribeFromUserNewsletter', () => {
  it("subscribe a reader to a writer's newsletter and unsubscribe them", async () => {
    const writer = await insertUser(api.db, { name: 'Rosa Bergstrom' });
    const { client } = await signedInUser(api);
    assert.equal(await subscribed(client, writer.id), false);
    assert.deepEqual(await run(client, SUBSCRIBE, { id: writer.id }), OK);
    assert.equal(await subscribed(client, writer.id), true);
    assert.deepEqual(await run(client, SUBSCRIBE, { id: writer.id }), {
      __typename: 'BadRequest',
      message: "You're already subscribed to Rosa Bergstrom.",
    });
    assert.deepEqual(await run(client, UNSUBSCRIBE, { id: writer.id }), OK);
    assert.equal(await subscribed(client, writer.id), false);
    assert.deepEqual(await run(client, UNSUBSCRIBE, { id: writer.id }), {
      __typename: 'BadRequest',
      message: 'You are not subscribed to Rosa Bergstrom.',
    });
  });

  it('refuse oneself, unknown writers and visitors', async () => {
    const { user, client } = await signedInUser(api);
    assert.deepEqual(await run(client, SUBSCRIBE, { id: user.id }), {
      __typename: 'BadRequest',
      message: 'You cannot subscribe to your own newsletter.',
    });
    assert.deepEqual(await run(client, SUBSCRIBE, { id: 'nobody' }), {
      __typename: 'NotFound',
      message: 'Writer not found.',
    });
    assert.deepEqual(await run(client, UNSUBSCRIBE, { id: 'nobody' }), {
      __typename: 'NotFound',
      message: 'Writer not found.',
    });
    const visitor = await api.client().graphql(SUBSCRIBE, { id: user.id });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(await subscribed(api.client(), user.id), false);
  });
});

describe('exportNewsletterSubscribers', () => {
  it('mails the writer a CSV of their subscribers, with addresses only of those who share them', async () => {
    const writer = await signedInUser(api, { name: 'Ada Writer', email: 'ada.export@test.inkpot.test' });
    const sharing = await signedInUser(api, {
      name: 'Ben, "the reader"',
      username: 'ben',
      email: 'ben@test.inkpot.test',
      allowEmailAddressSharing: true,
    });
    const private_ = await signedInUser(api, { name: 'Cy', username: 'cy', email: 'cy@test.inkpot.test' });
    assert.deepEqual(await run(sharing.client, SUBSCRIBE, { id: writer.user.id }), OK);
    api.clock.advance(1000);
    assert.deepEqual(await run(private_.client, SUBSCRIBE, { id: writer.user.id }), OK);

    assert.deepEqual(await run(writer.client, EXPORT), OK);
    const [mail] = await mailsTo('ada.export@test.inkpot.test', 1);
    assert.equal(mail?.subject, 'Your newsletter subscribers');
    assert.match(mail?.text ?? '', /the 2 readers subscribed to your newsletter/);
    assert.deepEqual(mail?.attachments, [
      {
        filename: 'subscribers.csv',
        contentType: 'text/csv',
        content:
          'name,username,email,subscribed_at\r\n' +
          '"Ben, ""the reader""",ben,ben@test.inkpot.test,2026-11-21T12:00:00.000Z\r\n' +
          'Cy,cy,,2026-11-21T12:00:01.000Z\r\n',
      },
    ]);
  });

  it('refuses a writer without subscribers, an unverified address, too many exports and visitors', async () => {
    const lonely = await signedInUser(api);
    assert.deepEqual(await run(lonely.client, EXPORT), {
      __typename: 'BadRequest',
      message: 'Your newsletter has no subscribers yet.',
    });
    const unverified = await signedInUser(api, { emailVerified: false });
    const fan = await signedInUser(api);
    await run(fan.client, SUBSCRIBE, { id: unverified.user.id });
    assert.deepEqual(await run(unverified.client, EXPORT), {
      __typename: 'BadRequest',
      message: 'Verify your email address first: the list is sent to it.',
    });
    assert.deepEqual(await mailbox(unverified.user.email), []);

    const busy = await signedInUser(api);
    await run(fan.client, SUBSCRIBE, { id: busy.user.id });
    assert.deepEqual(await run(busy.client, EXPORT), OK);
    assert.deepEqual(await run(busy.client, EXPORT), OK);
    assert.deepEqual(await run(busy.client, EXPORT), {
      __typename: 'BadRequest',
      message: 'You have asked for your subscriber list too often. Please try again in an hour.',
    });
    assert.equal((await mailsTo(busy.user.email, 2)).length, 2);

    const visitor = await api.client().graphql(EXPORT);
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});

describe('subscribersCsv', () => {
  it('quotes fields with commas, quotes and line breaks only', () => {
    assert.equal(csvField('plain'), 'plain');
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('two\nlines'), '"two\nlines"');
    assert.equal(subscribersCsv([]), 'name,username,email,subscribed_at\r\n');
  });
});
