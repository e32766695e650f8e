import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { DEV_CAPTCHA_TOKEN } from '../../auth/captcha.ts';
import { sha256 } from '../../auth/sessions.ts';
import { accountTokens, users } from '../../db/schema.ts';
import { insertUser } from '../../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi, type TestClient } from '../../testing/test-api.ts';

const SEND = /* GraphQL */ `
  mutation SendAcctAuthEmail($input: SendAcctAuthEmailInput!) {
    sendAcctAuthEmail(input: $input) {
      __typename
      ... on SusiMethod {
        value
      }
      ... on BadRequest {
        message
      }
      ... on FailedChallenge {
        message
      }
      ... on NotFound {
        message
      }
      ... on RateLimited {
        message
      }
    }
  }
`;
const VERIFY = /* GraphQL */ `
  mutation VerifyLoginCode($loginCode: String!) {
    verifyLoginCode(loginCode: $loginCode) {
      __typename
      ... on Token {
        value
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on TooManyRequests {
        message
      }
      ... on RateLimited {
        message
      }
    }
  }
`;

type Outcome = { __typename: string; value?: string; message?: string };
interface Mail {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  createdAt: string;
}

/** The value, failing the test when it is missing. */
function present<T>(value: T | null | undefined, what = 'the value'): T {
  assert.ok(value !== null && value !== undefined, `${what} is missing`);
  return value;
}

let counter = 0;
const freshEmail = (label: string) => `${label}.${(counter += 1)}@auth.inkpot.test`;

async function send(client: TestClient, input: Record<string, unknown>): Promise<Outcome> {
  const response = await client.graphql<{ sendAcctAuthEmail: Outcome }>(SEND, {
    input: { redirect: null, fullName: null, captchaValue: null, type: 'LOGIN_CODE', ...input },
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
  const response = await client.fetch(`/_/dev/mailbox?to=${encodeURIComponent(to)}`);
  assert.equal(response.status, 200);
  return (await response.json()) as Mail[];
}

async function latestCode(client: TestClient, to: string): Promise<string> {
  const [mail] = await mailbox(client, to);
  assert.ok(mail?.code, `a code was mailed to ${to}`);
  return mail.code;
}

/** A code different from the right one, for wrong-code attempts. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function session(client: TestClient) {
  const response = await client.fetch('/_/api/session');
  return (await response.json()) as {
    viewer: { status: string; viewer?: { id: string; username: string } };
    xsrf: string | null;
  };
}

describe('sign-in over GraphQL', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  describe('sendAcctAuthEmail', () => {
    it('sends one mail with a magic link and a 6-digit code for a known email', async () => {
      const user = await insertUser(api.db, { email: freshEmail('Known') });
      const client = api.client();
      assert.deepEqual(await send(client, { email: `  ${user.email.toUpperCase()} `, operation: 'login' }), {
        __typename: 'SusiMethod',
        value: 'login',
      });
      const mails = await mailbox(client, user.email);
      assert.equal(mails.length, 1);
      const mail = present(mails[0]);
      const code = present(mail.code);
      const link = present(mail.link);
      assert.match(code, /^\d{6}$/);
      assert.match(link, /^http:\/\/localhost:3000\/m\/callback\/email\?token=[\w-]{43}$/);
      assert.ok(mail.text.includes(code) && mail.text.includes(link), 'the text carries both');
      assert.equal(mail.subject, 'Sign in to Inkpot');
    });

    it('answers BadRequest for an invalid email', async () => {
      for (const email of ['', 'no-at-sign', 'a@b', 'a@b.c', 'a b@c.de', '@inkpot.test']) {
        assert.deepEqual(await send(api.client(), { email, operation: 'login' }), {
          __typename: 'BadRequest',
          message: 'Please enter a valid email address.',
        });
      }
    });

    it('answers BadRequest for an unknown operation or type', async () => {
      const email = freshEmail('op');
      assert.equal((await send(api.client(), { email, operation: 'delete' })).__typename, 'BadRequest');
      assert.equal((await send(api.client(), { email, operation: 'login', type: 'SMS' })).__typename, 'BadRequest');
    });

    it('answers NotFound for a login with an unknown email, and sends nothing', async () => {
      const email = freshEmail('stranger');
      assert.deepEqual(await send(api.client(), { email, operation: 'login' }), {
        __typename: 'NotFound',
        message: "Sorry, we didn't recognize that email.",
      });
      assert.deepEqual(await mailbox(api.client(), email), []);
    });

    it('continues a register with a known email as a login, without a captcha', async () => {
      const user = await insertUser(api.db, { email: freshEmail('again') });
      assert.deepEqual(await send(api.client(), { email: user.email, operation: 'register' }), {
        __typename: 'SusiMethod',
        value: 'login',
      });
    });

    it('requires the captcha for a new account: missing or wrong answers FailedChallenge', async () => {
      const email = freshEmail('newbie');
      for (const captchaValue of [null, 'not-the-token']) {
        assert.deepEqual(await send(api.client(), { email, operation: 'register', captchaValue }), {
          __typename: 'FailedChallenge',
          message: 'reCAPTCHA verification failed.',
        });
      }
      assert.deepEqual(await mailbox(api.client(), email), []);
      assert.deepEqual(await send(api.client(), { email, operation: 'register', captchaValue: DEV_CAPTCHA_TOKEN }), {
        __typename: 'SusiMethod',
        value: 'register',
      });
      assert.equal(present((await mailbox(api.client(), email))[0]).subject, 'Finish creating your Inkpot account');
    });

    it('keeps the pending email in an HttpOnly, SameSite=Lax cookie only', async () => {
      const user = await insertUser(api.db, { email: freshEmail('cookie') });
      const response = await api.client().fetch('/_/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': '1' },
        body: JSON.stringify({ query: SEND, variables: { input: { email: user.email, operation: 'login' } } }),
      });
      const pending = response.headers.getSetCookie().find((line) => line.startsWith('inkpot_susi='));
      assert.ok(pending, 'the pending-email cookie is set');
      assert.match(pending, /HttpOnly/i);
      assert.match(pending, /SameSite=Lax/i);
      assert.match(pending, /Max-Age=600/i);
    });
  });

  describe('verifyLoginCode', () => {
    it('signs in with the mailed code: Token, a rotated session, an xsrf token for mutations', async () => {
      const user = await insertUser(api.db, { email: freshEmail('coder') });
      const client = api.client();
      await signInAs(api, client, (await insertUser(api.db)).id);
      const before = client.cookies.get('inkpot_sid');
      await send(client, { email: user.email, operation: 'login' });

      const result = await verify(client, await latestCode(client, user.email));
      assert.equal(result.__typename, 'Token');
      assert.match(present(result.value), /^[\w-]{43}$/);
      assert.notEqual(client.cookies.get('inkpot_sid'), before, 'a new session id at sign-in');
      assert.equal(client.cookies.has('inkpot_susi'), false, 'the pending email is forgotten');

      const state = await session(client);
      assert.equal(state.viewer.status, 'signed-in');
      assert.equal(state.viewer.viewer?.id, user.id);
      client.xsrf = present(state.xsrf);
      const loggedIn = await client.graphql<{ isLoggedIn: boolean }>(
        'query CacheUnsafeLoggedInStateQuery { isLoggedIn }',
      );
      assert.deepEqual(loggedIn.data, { isLoggedIn: true });
      const mutation = await client.graphql<{ sendVerificationEmail: { success: boolean } }>(
        'mutation { sendVerificationEmail { success } }',
      );
      assert.deepEqual(mutation.data, { sendVerificationEmail: { success: true } });
    });

    it('answers BadRequest for a code that is not exactly 6 digits', async () => {
      for (const code of ['', '12345', '1234567', '12a456', ' 123456', '１２３４５６']) {
        assert.deepEqual(await verify(api.client(), code), {
          __typename: 'BadRequest',
          message: 'Login code must be 6 digits.',
        });
      }
    });

    it('answers NotFound when this browser asked for no code', async () => {
      assert.deepEqual(await verify(api.client(), '123456'), {
        __typename: 'NotFound',
        message: 'Invalid code. Please request a new code.',
      });
    });

    it('counts wrong codes down from 6, then locks the email for 1 minute in this browser', async () => {
      const user = await insertUser(api.db, { email: freshEmail('fumbler') });
      const client = api.client();
      await send(client, { email: user.email, operation: 'login' });
      const code = await latestCode(client, user.email);
      for (const remaining of [5, 4, 3, 2, 1]) {
        assert.deepEqual(await verify(client, wrongCode(code)), {
          __typename: 'BadRequest',
          message: `That verification code was incorrect. You have ${remaining} more attempt(s) before your account is locked for 1 minute.`,
        });
      }
      const lockout = {
        __typename: 'TooManyRequests',
        message: 'You reached your maximum number of attempts. Your account will be locked for 1 minute(s).',
      };
      assert.deepEqual(await verify(client, wrongCode(code)), lockout);
      assert.deepEqual(await verify(client, code), lockout, 'even the right code waits for the lockout');

      // The lockout is this browser's (its requester's), not the address's: a code another browser
      // asked for still works there.
      const other = api.client();
      await send(other, { email: user.email, operation: 'login' });
      const newest = await latestCode(other, user.email);

      api.clock.advance(59_000);
      assert.deepEqual(await verify(client, code), lockout, 'still locked a second before the minute is up');
      api.clock.advance(1_000);
      // The locked-out code was revoked; a new one starts a fresh count.
      assert.equal((await verify(client, code)).__typename, 'NotFound');
      await send(client, { email: user.email, operation: 'login' });
      const again = await latestCode(client, user.email);
      assert.match(
        (await verify(client, wrongCode(again))).message ?? '',
        /You have 5 more attempt\(s\)/,
        'the count restarted',
      );
      assert.match((await verify(client, wrongCode(again))).message ?? '', /You have 4 more attempt\(s\)/);
      assert.equal((await verify(other, newest)).__typename, 'Token');
    });

    it('forgets earlier wrong codes after a successful sign-in', async () => {
      const user = await insertUser(api.db, { email: freshEmail('recovered') });
      const client = api.client();
      await send(client, { email: user.email, operation: 'login' });
      const code = await latestCode(client, user.email);
      await verify(client, wrongCode(code));
      assert.equal((await verify(client, code)).__typename, 'Token');
      const again = api.client();
      await send(again, { email: user.email, operation: 'login' });
      const next = await latestCode(again, user.email);
      assert.match((await verify(again, wrongCode(next))).message ?? '', /You have 5 more attempt\(s\)/);
    });

    it('answers NotFound for a code used once already', async () => {
      const user = await insertUser(api.db, { email: freshEmail('twice') });
      const client = api.client();
      await send(client, { email: user.email, operation: 'login' });
      const code = await latestCode(client, user.email);
      const pending = present(client.cookies.get('inkpot_susi'));
      assert.equal((await verify(client, code)).__typename, 'Token');
      client.xsrf = present((await session(client)).xsrf);
      client.cookies.set('inkpot_susi', pending);
      assert.deepEqual(await verify(client, code), {
        __typename: 'NotFound',
        message: 'Invalid code. Please request a new code.',
      });
    });

    it('answers NotFound for a code older than 10 minutes', async () => {
      const user = await insertUser(api.db, { email: freshEmail('slow') });
      const client = api.client();
      await send(client, { email: user.email, operation: 'login' });
      const code = await latestCode(client, user.email);
      api.clock.advance(10 * 60_000);
      assert.equal((await verify(client, code)).__typename, 'NotFound');
    });

    it('checks only the newest code sent to the email', async () => {
      const user = await insertUser(api.db, { email: freshEmail('resend') });
      const client = api.client();
      await send(client, { email: user.email, operation: 'login' });
      const first = await latestCode(client, user.email);
      await send(client, { email: user.email, operation: 'login' });
      const second = await latestCode(client, user.email);
      if (first !== second) assert.equal((await verify(client, first)).__typename, 'BadRequest');
      assert.equal((await verify(client, second)).__typename, 'Token');
    });

    it('binds a code to its email: a code mailed to one address does not open another', async () => {
      const victim = await insertUser(api.db, { email: freshEmail('victim') });
      const attacker = await insertUser(api.db, { email: freshEmail('attacker') });
      const client = api.client();
      await send(client, { email: victim.email, operation: 'login' });
      const victimCode = await latestCode(client, victim.email);
      await send(client, { email: attacker.email, operation: 'login' });
      const attackerCode = await latestCode(client, attacker.email);
      if (victimCode !== attackerCode) assert.equal((await verify(client, victimCode)).__typename, 'BadRequest');
      assert.equal((await verify(client, attackerCode)).__typename, 'Token');
      assert.equal((await session(client)).viewer.viewer?.id, attacker.id);
    });

    it('creates the account on a sign-up, with a unique username and the given name', async () => {
      const taken = await insertUser(api.db, { username: 'newreader', email: freshEmail('someone') });
      assert.ok(taken);
      const email = `New.Reader+${(counter += 1)}@auth.inkpot.test`;
      const client = api.client();
      await send(client, { email, operation: 'register', captchaValue: DEV_CAPTCHA_TOKEN, fullName: ' Nova Reader ' });
      assert.equal((await verify(client, await latestCode(client, email))).__typename, 'Token');
      const [created] = await api.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      assert.ok(created);
      assert.equal(created.name, 'Nova Reader');
      assert.match(created.username, /^newreader\d+$/);
      assert.equal(created.emailVerified, true);
      assert.equal((await session(client)).viewer.viewer?.id, created.id);
    });

    it('lets a suspended reader sign in (the product shows them the suspended notice)', async () => {
      const user = await insertUser(api.db, { email: freshEmail('suspended'), isSuspended: true });
      const client = api.client();
      await send(client, { email: user.email, operation: 'login' });
      assert.equal((await verify(client, await latestCode(client, user.email))).__typename, 'Token');
    });
  });

  describe('the xsrf rule', () => {
    it('refuses a visitor mutation without the x-xsrf-token header', async () => {
      const client = api.client();
      const response = await client.fetch('/_/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: VERIFY, variables: { loginCode: '123456' } }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
      assert.equal(body.data, undefined);
      assert.equal(body.errors?.[0]?.message, 'Missing or invalid xsrf token.');
    });

    it("refuses a signed-in mutation with a token other than the session's", async () => {
      const client = api.client();
      await signInAs(api, client, (await insertUser(api.db)).id);
      const good = client.xsrf;
      client.xsrf = '1';
      const refused = await client.graphql('mutation { sendVerificationEmail { success } }');
      assert.equal(refused.errors?.[0]?.message, 'Missing or invalid xsrf token.');
      client.xsrf = good;
      assert.deepEqual((await client.graphql('mutation { sendVerificationEmail { success } }')).data, {
        sendVerificationEmail: { success: true },
      });
    });

    it('does not ask queries for the token', async () => {
      const client = api.client();
      client.xsrf = '';
      assert.deepEqual((await client.graphql('{ isLoggedIn }')).data, { isLoggedIn: false });
    });
  });

  describe('sendVerificationEmail', () => {
    it('mails a verification link to a signed-in reader, whose link verifies the address', async () => {
      const user = await insertUser(api.db, { email: freshEmail('unverified'), emailVerified: false });
      const client = api.client();
      await signInAs(api, client, user.id);
      const response = await client.graphql('mutation { sendVerificationEmail { success } }');
      assert.deepEqual(response.data, { sendVerificationEmail: { success: true } });
      const mail = present((await mailbox(client, user.email))[0]);
      assert.equal(mail.subject, 'Verify your email address for Inkpot');
      assert.equal(mail.code, null);
      const link = new URL(present(mail.link));
      const followed = await client.fetch(`${link.pathname}${link.search}`);
      assert.equal(followed.status, 302);
      const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
      assert.equal(row?.emailVerified, true);
    });

    it('answers success false for a visitor', async () => {
      const response = await api.client().graphql('mutation { sendVerificationEmail { success } }');
      assert.deepEqual(response.data, { sendVerificationEmail: { success: false } });
    });

    it('is not a way to check a code: a verification challenge does not answer verifyLoginCode', async () => {
      const user = await insertUser(api.db, { email: freshEmail('verify-only') });
      const client = api.client();
      await signInAs(api, client, user.id);
      await client.graphql('mutation { sendVerificationEmail { success } }');
      client.cookies.set('inkpot_susi', encodeURIComponent(user.email));
      assert.equal((await verify(client, '000000')).__typename, 'NotFound');
    });
  });

  describe('queries', () => {
    it('accountToken mints a new random token each time and stores only its hash', async () => {
      const query = 'query { accountToken }';
      const first = present((await api.client().graphql<{ accountToken: string }>(query)).data).accountToken;
      const second = present((await api.client().graphql<{ accountToken: string }>(query)).data).accountToken;
      assert.match(first, /^[\w-]{32}$/);
      assert.notEqual(first, second);
      const stored = (await api.db.select().from(accountTokens)).map((row) => row.tokenHash);
      assert.ok(stored.includes(sha256(first)) && stored.includes(sha256(second)));
      assert.equal(stored.includes(first), false);
    });

    it('emailAvailability is true only when no account has the email, in any case', async () => {
      const user = await insertUser(api.db, { email: freshEmail('taken') });
      const query = 'query EmailAvailability($email: String!) { emailAvailability(email: $email) }';
      const ask = async (email: string) =>
        present((await api.client().graphql<{ emailAvailability: boolean }>(query, { email })).data).emailAvailability;
      assert.equal(await ask(user.email), false);
      assert.equal(await ask(user.email.toUpperCase()), false);
      assert.equal(await ask(freshEmail('free')), true);
    });

    it('isLoggedIn follows the session', async () => {
      const client = api.client();
      assert.deepEqual((await client.graphql('{ isLoggedIn }')).data, { isLoggedIn: false });
      await signInAs(api, client, (await insertUser(api.db)).id);
      assert.deepEqual((await client.graphql('{ isLoggedIn }')).data, { isLoggedIn: true });
    });
  });
});

describe('per-IP rate limits', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({
      rateLimits: {
        'auth-email:ip': { points: 2, duration: 60 },
        'login-code:ip': { points: 3, duration: 60 },
      },
    });
  });
  after(() => api.close());

  it('answers RateLimited once an IP has sent its sign-in emails, across emails', async () => {
    const known = await insertUser(api.db, { email: freshEmail('limited') });
    const client = api.client({ ip: '203.0.113.7' });
    assert.equal((await send(client, { email: known.email, operation: 'login' })).__typename, 'SusiMethod');
    assert.equal((await send(client, { email: freshEmail('other'), operation: 'login' })).__typename, 'NotFound');
    assert.deepEqual(await send(client, { email: known.email, operation: 'login' }), {
      __typename: 'RateLimited',
      message: 'Too many attempts. Please try again later.',
    });
    const elsewhere = api.client({ ip: '198.51.100.9' });
    assert.equal((await send(elsewhere, { email: known.email, operation: 'login' })).__typename, 'SusiMethod');
  });

  it('answers RateLimited once an IP has checked its codes', async () => {
    const client = api.client({ ip: '203.0.113.8' });
    for (let i = 0; i < 3; i += 1) assert.notEqual((await verify(client, '123456')).__typename, 'RateLimited');
    assert.deepEqual(await verify(client, '123456'), {
      __typename: 'RateLimited',
      message: 'Too many attempts. Please try again later.',
    });
  });
});
