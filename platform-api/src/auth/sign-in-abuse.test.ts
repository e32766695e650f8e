/**
 * Abuse of sign-in: enumeration and mail limits per address, per IP and per request,
 * held on the database so they hold across processes, and one-time codes as OWASP ASVS asks
 * (single use, revoked on lockout and when a newer code or link is issued or used, attempts
 * limited per code and per account). A stranger who knows only the address can neither
 * use, lock nor revoke the owner's codes, nor spend the owner's mails.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { createApi } from '../app.ts';
import { loadApiConfig } from '../config.ts';
import { accountTokens, authChallenges } from '../db/schema.ts';
import { searchQueryLog } from '../search/search-query-log.ts';
import { insertUser } from '../testing/fixtures.ts';
import { startTestApi, type TestApi, type TestClient } from '../testing/test-api.ts';
import { localCaptchaVerifier } from './captcha.ts';
import { backgroundMailer, outboxMailer, type Mailer } from './mailer.ts';
import { databaseRateLimits, DEFAULT_RATE_LIMITS, type LimitName } from './rate-limits.ts';
import { sha256 } from './sessions.ts';

const SEND = `mutation Send($input: SendAcctAuthEmailInput!) { sendAcctAuthEmail(input: $input) {
  __typename ... on SusiMethod { value } ... on BadRequest { message } ... on NotFound { message }
  ... on RateLimited { message } ... on FailedChallenge { message } } }`;
const VERIFY = `mutation Verify($loginCode: String!) { verifyLoginCode(loginCode: $loginCode) {
  __typename ... on Token { value } ... on BadRequest { message } ... on NotFound { message }
  ... on TooManyRequests { message } ... on RateLimited { message } } }`;

type Outcome = { __typename: string; value?: string; message?: string };
interface Mail {
  code: string | null;
  link: string | null;
}

let counter = 0;
/** The value, failing the test when it is missing. */
function present<T>(value: T | null | undefined, what = 'the value'): T {
  assert.ok(value !== null && value !== undefined, `${what} is missing`);
  return value;
}
const freshEmail = (label: string) => `${label}.${(counter += 1)}@abuse.inkpot.test`;

async function send(client: TestClient, email: string, operation = 'login'): Promise<Outcome> {
  const response = await client.graphql<{ sendAcctAuthEmail: Outcome }>(SEND, {
    input: { email, operation, type: 'LOGIN_CODE' },
  });
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  return present(response.data).sendAcctAuthEmail;
}
async function verify(client: TestClient, loginCode: string): Promise<Outcome> {
  const response = await client.graphql<{ verifyLoginCode: Outcome }>(VERIFY, { loginCode });
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  return present(response.data).verifyLoginCode;
}
async function mailbox(client: TestClient, to: string): Promise<Mail[]> {
  return (await (await client.fetch(`/_/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const linkPath = (mail: Mail | undefined) =>
  new URL(mail?.link ?? '', 'http://x').pathname + new URL(mail?.link ?? '', 'http://x').search;
const sessionStatus = async (client: TestClient) =>
  ((await (await client.fetch('/_/api/session')).json()) as { viewer: { status: string } }).viewer.status;

describe('enumeration and mail limits', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({
      rateLimits: {
        'auth-email:address': DEFAULT_RATE_LIMITS['auth-email:address'],
        'email-availability:ip': { points: 3, duration: 600 },
        'account-token:ip': { points: 3, duration: 600 },
      },
    });
  });
  after(() => api.close());

  const post = (body: unknown, ip = '192.0.2.1') =>
    fetch(`${api.url}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-xsrf-token': '1' },
      body: JSON.stringify(body),
    });

  it('refuses the probe: 20 operations of 15 aliased emailAvailability or accountToken, before any lookup or row', async () => {
    for (const field of ['emailAvailability(email: "a@b.test")', 'accountToken']) {
      const aliased = Array.from({ length: 15 }, (_, n) => `f${n}: ${field}`).join(' ');
      const response = await post(Array.from({ length: 20 }, () => ({ query: `{ ${aliased} }` })));
      assert.equal(response.status, 400);
      assert.match(await response.text(), /only once, batch and aliases included/);
    }
    // Once per request, however it is spelled: two operations, or a fragment spread twice.
    for (const body of [
      [{ query: '{ accountToken }' }, { query: '{ accountToken }' }],
      { query: '{ ...T ...T } fragment T on Query { accountToken }' },
      { query: 'mutation { a: sendVerificationEmail { success } b: sendVerificationEmail { success } }' },
    ]) {
      const response = await post(body);
      assert.equal(response.status, 400, JSON.stringify(body));
    }
    assert.equal((await api.db.select({ n: count() }).from(accountTokens))[0]?.n, 0);
  });

  it('limits emailAvailability and accountToken per IP, in the database', async () => {
    for (const query of ['{ emailAvailability(email: "x@abuse.inkpot.test") }', '{ accountToken }']) {
      for (let n = 0; n < 3; n += 1) assert.equal((await post({ query }, '192.0.2.50')).status, 200);
      const refused = await post({ query }, '192.0.2.50');
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
      const body = (await refused.json()) as { errors: Array<{ extensions: { code: string } }> };
      assert.equal(body.errors[0]?.extensions.code, 'RATE_LIMITED');
      assert.equal((await post({ query }, '192.0.2.51')).status, 200, 'another network is not affected');
    }
    assert.equal((await api.db.select({ n: count() }).from(accountTokens))[0]?.n, 4);
  });

  it('sends at most 5 sign-in mails an hour to one address, whoever asks, and says so alike for unknown addresses', async () => {
    const known = await insertUser(api.db, { email: freshEmail('target') });
    const unknown = freshEmail('nobody');
    const answers: Outcome[] = [];
    const unknownAnswers: Outcome[] = [];
    for (let n = 0; n < 25; n += 1) {
      answers.push(await send(api.client({ ip: `198.51.100.${n + 1}` }), known.email));
      unknownAnswers.push(await send(api.client({ ip: `203.0.113.${n + 1}` }), unknown));
    }
    assert.deepEqual(
      answers.map((answer) => answer.__typename),
      [...Array(5).fill('SusiMethod'), ...Array(20).fill('RateLimited')],
    );
    assert.equal((await mailbox(api.client(), known.email)).length, 5);
    // The send answers NotFound for an unknown address; once limited, both read the same.
    assert.deepEqual(
      unknownAnswers.slice(0, 5).map((answer) => answer.__typename),
      Array(5).fill('NotFound'),
    );
    assert.deepEqual(unknownAnswers[5], answers[5]);
    assert.match(answers[5]?.message ?? '', /Too many sign-in emails were asked for this address/);
  });

  it('holds the limits across API processes that share the database', async () => {
    const email = freshEmail('shared');
    await insertUser(api.db, { email });
    // A second API on the same database, with its own limiter objects (as another process has).
    const second = createApi({
      db: api.db,
      config: loadApiConfig({ NODE_ENV: 'test' }),
      services: {
        now: () => api.clock.now,
        mailer: backgroundMailer(outboxMailer(api.db)),
        captcha: localCaptchaVerifier(),
        rateLimits: databaseRateLimits(api.db, { 'auth-email:ip': { points: 100, duration: 60 } }),
        searchQueries: searchQueryLog(api.db),
      },
    });
    const server: Server = await new Promise((resolve) => {
      const listening = second.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const secondUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (let n = 0; n < 3; n += 1)
        assert.equal((await send(api.client({ ip: `192.0.2.${100 + n}` }), email)).__typename, 'SusiMethod');
      const other = await fetch(`${secondUrl}/_/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': '1' },
        body: JSON.stringify({ query: SEND, variables: { input: { email, operation: 'login' } } }),
      });
      const outcomes: string[] = [];
      outcomes.push(
        ((await other.json()) as { data: { sendAcctAuthEmail: Outcome } }).data.sendAcctAuthEmail.__typename,
      );
      for (let n = 0; n < 2; n += 1)
        outcomes.push((await send(api.client({ ip: `192.0.2.${110 + n}` }), email)).__typename);
      assert.deepEqual(outcomes, ['SusiMethod', 'SusiMethod', 'RateLimited'], 'five in all, counted by both processes');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers before the mail is delivered, so a slow mail server shows in no response time', async () => {
    let delivered = 0;
    const slow: Mailer = {
      kind: 'smtp',
      send: () => new Promise((resolve) => setTimeout(() => resolve(void (delivered += 1)), 300)),
    };
    const mailer = backgroundMailer(slow);
    const started = performance.now();
    await mailer.send({ to: 'a@b.test', subject: 's', text: 't' });
    assert.ok(performance.now() - started < 50);
    assert.equal(delivered, 0);
    await mailer.settled?.();
    assert.equal(delivered, 1);
  });
});

describe('one-time codes (OWASP ASVS)', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ rateLimits: { 'login-code:account': { points: 9, duration: 24 * 3600 } } });
  });
  after(() => api.close());

  it('revokes the code on lockout, not the link: after the minute the code no longer signs in, the link does', async () => {
    const user = await insertUser(api.db, { email: freshEmail('locked') });
    const client = api.client();
    await send(client, user.email);
    const [mail] = await mailbox(client, user.email);
    const code = present(mail?.code);
    for (let n = 1; n <= 5; n += 1) assert.equal((await verify(client, wrong(code))).__typename, 'BadRequest');
    assert.deepEqual(await verify(client, wrong(code)), {
      __typename: 'TooManyRequests',
      message: 'You reached your maximum number of attempts. Your account will be locked for 1 minute(s).',
    });
    assert.equal((await verify(client, code)).__typename, 'TooManyRequests', 'locked: not even the right code');
    api.clock.advance(61_000);
    assert.equal((await verify(client, code)).__typename, 'NotFound', 'the code was revoked with the lockout');
    // The link is a 256-bit secret: no lockout is needed against guessing it, and it is the owner's way in.
    const reader = api.client();
    const link = await reader.fetch(linkPath(mail));
    assert.equal(link.headers.get('location'), '/', 'the link in the same mail still signs in');
    assert.equal(await sessionStatus(reader), 'signed-in');
    // A new mail brings a code that works.
    await send(client, user.email);
    const [fresh] = await mailbox(client, user.email);
    assert.equal((await verify(client, present(fresh?.code))).__typename, 'Token');
  });

  it('revokes older codes and links when a newer one is issued, and the rest when one is used', async () => {
    const user = await insertUser(api.db, { email: freshEmail('newer') });
    const client = api.client();
    await send(client, user.email);
    const [older] = await mailbox(client, user.email);
    await send(client, user.email);
    const [newer] = await mailbox(client, user.email);
    assert.equal(
      (await verify(client, present(older?.code))).__typename,
      'BadRequest',
      'the older code is not the open one',
    );
    const stranger = api.client();
    const olderLink = await stranger.fetch(linkPath(older));
    assert.match(olderLink.headers.get('location') ?? '', /signInError=expired/);
    assert.equal(await sessionStatus(stranger), 'visitor');

    // Two links of one address issued before either is used (a mail issued, then used elsewhere).
    const reader = api.client();
    assert.equal((await reader.fetch(linkPath(newer))).status, 302);
    assert.equal(await sessionStatus(reader), 'signed-in');
    const replay = api.client();
    assert.match((await replay.fetch(linkPath(older))).headers.get('location') ?? '', /signInError=expired/);
    assert.match((await replay.fetch(linkPath(newer))).headers.get('location') ?? '', /signInError=expired/);
    assert.equal(await sessionStatus(replay), 'visitor');
  });

  it('locks an account for longer once it has had too many wrong codes in a day, across codes', async () => {
    const user = await insertUser(api.db, { email: freshEmail('daily') });
    const client = api.client();
    const outcomes: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      await send(client, user.email);
      const [mail] = await mailbox(client, user.email);
      for (let n = 0; n < 6; n += 1) outcomes.push((await verify(client, wrong(present(mail?.code)))).__typename);
      api.clock.advance(61_000);
    }
    assert.deepEqual(outcomes.slice(0, 6), [...Array(5).fill('BadRequest'), 'TooManyRequests']);
    // The tenth wrong code of the day (limit 9) locks the account until the day's window ends.
    const last = await verify(client, '000000');
    assert.equal(last.__typename, 'TooManyRequests');
    const minutes = Number(/locked for (\d+) minute/.exec(last.message ?? '')?.[1]);
    assert.ok(minutes > 60, last.message);
    await send(client, user.email);
    const [mail] = await mailbox(client, user.email);
    assert.equal(
      (await verify(client, present(mail?.code))).__typename,
      'TooManyRequests',
      'a new code waits for the lock too',
    );
  });
});

describe('a stranger who knows only the address', () => {
  let api: TestApi;
  before(async () => {
    const real = ['auth-email:address', 'auth-email:known-browser', 'login-code:requester', 'sign-in-alert:address'];
    api = await startTestApi({
      rateLimits: {
        ...Object.fromEntries(real.map((name) => [name, DEFAULT_RATE_LIMITS[name as LimitName]])),
        // 20 here rather than 30, so that the hour's 5 mails (6 wrong codes each) reach it.
        'login-code:account': { points: 20, duration: 24 * 3600 },
      },
    });
  });
  after(() => api.close());

  const newestCode = async (email: string) => present((await mailbox(api.client(), email))[0]?.code);
  const lockedForMinutes = (outcome: Outcome | undefined) =>
    outcome?.__typename === 'TooManyRequests' ? Number(/locked for (\d+) minute/.exec(outcome.message ?? '')?.[1]) : 0;

  it('refuses a code entered in another browser and counts it against no one; a stranger locks out only itself', async () => {
    const owner = await insertUser(api.db, { email: freshEmail('bound') });
    const ownerBrowser = api.client();
    assert.equal((await send(ownerBrowser, owner.email)).__typename, 'SusiMethod');
    const code = await newestCode(owner.email);

    // A browser that asked for nothing, even with the pending address copied, has no code to check.
    const copycat = api.client();
    copycat.cookies.set('inkpot_susi', present(ownerBrowser.cookies.get('inkpot_susi')));
    assert.deepEqual(await verify(copycat, code), {
      __typename: 'NotFound',
      message: 'Invalid code. Please request a new code.',
    });

    // A stranger who asked for a mail of its own: the owner's code is not its code, and its
    // request revoked nothing of the owner's. Six wrong codes lock the stranger out.
    const stranger = api.client({ ip: '198.51.100.77' });
    assert.equal((await send(stranger, owner.email)).__typename, 'SusiMethod');
    const strangerCode = await newestCode(owner.email);
    assert.notEqual(strangerCode, code, 'two equal codes: one chance in a million, run again');
    assert.match((await verify(stranger, code)).message ?? '', /You have 5 more attempt\(s\)/);
    for (let n = 0; n < 4; n += 1) assert.equal((await verify(stranger, wrong(strangerCode))).__typename, 'BadRequest');
    assert.equal(lockedForMinutes(await verify(stranger, wrong(strangerCode))), 1);
    assert.equal(lockedForMinutes(await verify(stranger, strangerCode)), 1, 'the stranger is locked out');

    // None of it counted against the owner, whose code still works.
    assert.deepEqual(await verify(ownerBrowser, wrong(code)), {
      __typename: 'BadRequest',
      message:
        'That verification code was incorrect. You have 5 more attempt(s) before your account is locked for 1 minute.',
    });
    assert.equal((await verify(ownerBrowser, code)).__typename, 'Token');
    assert.equal(await sessionStatus(ownerBrowser), 'signed-in');
  });

  it("leaves the owner's browser able to ask for and use a code after strangers spent the address's mails and wrong codes", async (t) => {
    const warnings = t.mock.method(console, 'warn', () => {});
    const owner = await insertUser(api.db, { email: freshEmail('hammered') });
    // The owner signed in on this browser before (one of the hour's 5 mails), and signed out.
    const ownerBrowser = api.client();
    await send(ownerBrowser, owner.email);
    assert.equal((await verify(ownerBrowser, await newestCode(owner.email))).__typename, 'Token');
    const { xsrf } = (await (await ownerBrowser.fetch('/_/api/session')).json()) as { xsrf: string };
    await ownerBrowser.fetch(`/m/signout/${xsrf}`);
    assert.equal(await sessionStatus(ownerBrowser), 'visitor');

    // Strangers, a fresh browser for each mail, six wrong codes on each, until a mail is refused.
    const mailed: string[] = [];
    const outcomes: Outcome[] = [];
    for (let n = 1; ; n += 1) {
      const attacker = api.client({ ip: `203.0.113.${n}` });
      const sent = await send(attacker, owner.email);
      if (sent.__typename === 'RateLimited') break;
      mailed.push(await newestCode(owner.email));
      for (let guess = 0; guess < 6; guess += 1) outcomes.push(await verify(attacker, wrong(present(mailed.at(-1)))));
    }
    assert.equal(mailed.length, 4, "the hour's other 4 mails");
    assert.equal(outcomes.length, 24);
    // Past 20 wrong codes, browsers that never signed in to the address are locked out for the day.
    assert.ok(lockedForMinutes(outcomes[20]) > 60, outcomes[20]?.message);
    assert.equal((await send(api.client({ ip: '192.0.2.250' }), owner.email)).__typename, 'RateLimited');

    // The owner's browser asks from its own allowance, and its code works.
    assert.equal((await send(ownerBrowser, owner.email)).__typename, 'SusiMethod');
    const code = await newestCode(owner.email);
    assert.equal((await verify(ownerBrowser, code)).__typename, 'Token');
    assert.equal(await sessionStatus(ownerBrowser), 'signed-in');
    // Signed in, the owner's verification mails are not the strangers' to spend either.
    ownerBrowser.xsrf = present(((await (await ownerBrowser.fetch('/_/api/session')).json()) as { xsrf: string }).xsrf);
    const verification = await ownerBrowser.graphql('mutation { sendVerificationEmail { success } }');
    assert.deepEqual(verification.data, { sendVerificationEmail: { success: true } });

    // The alerts: one structured line per reason however often it recurs, the address masked, no code.
    const lines = warnings.mock.calls.map((call) => String(call.arguments[0]));
    const alerts = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.deepEqual(alerts.map((alert) => alert.reason).sort(), [
      'anonymous-mail-allowance-spent',
      'unknown-browsers-wrong-codes',
    ]);
    for (const alert of alerts) {
      assert.equal(alert.event, 'sign-in.address-hammered');
      assert.equal(alert.level, 'warn');
      assert.match(String(alert.address), /^h•••\d@abuse\.inkpot\.test$/);
      assert.equal(alert.requestersLastHour, 5, "the owner's browser and 4 strangers'");
    }
    for (const line of lines) {
      assert.equal(line.includes(owner.email), false, 'no whole address');
      for (const secret of [...mailed, code]) assert.equal(line.includes(secret), false, 'no code');
    }
  });

  it('keeps the requester id in an HttpOnly cookie, stored with the code only as a hash', async () => {
    const owner = await insertUser(api.db, { email: freshEmail('cookie') });
    const response = await api.client().fetch('/_/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': '1' },
      body: JSON.stringify({ query: SEND, variables: { input: { email: owner.email, operation: 'login' } } }),
    });
    const line = present(response.headers.getSetCookie().find((cookie) => cookie.startsWith('inkpot_susi_requester=')));
    assert.match(line, /HttpOnly/i);
    assert.match(line, /SameSite=Lax/i);
    const requester = present(/^inkpot_susi_requester=([0-9a-f]{32});/.exec(line)?.[1], 'a 128-bit requester id');
    const [challenge] = await api.db.select().from(authChallenges).where(eq(authChallenges.email, owner.email));
    assert.equal(challenge?.requesterHash, sha256(requester));
  });

  it('keeps the link in the mail working after a code lockout', async () => {
    const owner = await insertUser(api.db, { email: freshEmail('linked') });
    const ownerBrowser = api.client();
    await send(ownerBrowser, owner.email);
    const [mail] = await mailbox(ownerBrowser, owner.email);
    const code = present(mail?.code);
    for (let n = 0; n < 6; n += 1) await verify(ownerBrowser, wrong(code));
    assert.equal(lockedForMinutes(await verify(ownerBrowser, code)), 1);
    assert.equal((await ownerBrowser.fetch(linkPath(mail))).headers.get('location'), '/');
    assert.equal(await sessionStatus(ownerBrowser), 'signed-in');
  });
});
