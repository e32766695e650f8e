import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it, type TestContext } from 'node:test';
import express from 'express';
import { DEV_CAPTCHA_TOKEN, localCaptchaVerifier } from '../auth/captcha.ts';
import { outboxMailer } from '../auth/mailer.ts';
import { databaseRateLimits } from '../auth/rate-limits.ts';
import { loadApiConfig } from '../config.ts';
import { userCapabilities } from '../db/schema.ts';
import { searchQueryLog } from '../search/search-query-log.ts';
import { insertMembership, insertUser } from '../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi, type TestClient } from '../testing/test-api.ts';
import { authRoutes } from './auth-routes.ts';
import { devRoutes } from './dev-routes.ts';

const SEND = /* GraphQL */ `
  mutation SendAcctAuthEmail($input: SendAcctAuthEmailInput!) {
    sendAcctAuthEmail(input: $input) {
      __typename
      ... on SusiMethod {
        value
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
    }
  }
`;

interface Mail {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  createdAt: string;
}
interface PreloadedSession {
  viewer: { status: 'visitor' } | { status: 'signed-in'; viewer: Record<string, unknown> };
  xsrf: string | null;
  edge: { isStaff: boolean; isSpoofed: boolean; capabilities: string[] };
}

/** The value, failing the test when it is missing. */
function present<T>(value: T | null | undefined, what = 'the value'): T {
  assert.ok(value !== null && value !== undefined, `${what} is missing`);
  return value;
}

let counter = 0;
const freshEmail = (label: string) => `${label}.${(counter += 1)}@routes.inkpot.test`;

async function requestMail(client: TestClient, input: Record<string, unknown>) {
  const response = await client.graphql<{ sendAcctAuthEmail: { __typename: string; value?: string } }>(SEND, { input });
  assert.equal(response.data?.sendAcctAuthEmail.__typename, 'SusiMethod', JSON.stringify(response));
}

async function mailbox(client: TestClient, to: string): Promise<Mail[]> {
  return (await (await client.fetch(`/_/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

async function latestMail(client: TestClient, to: string): Promise<Mail> {
  return present((await mailbox(client, to))[0], `mail to ${to}`);
}

/** The path and query of a mailed magic link, as the edge would pass it on. */
function linkPath(mail: Mail): string {
  const link = new URL(present(mail.link, 'the link'));
  return `${link.pathname}${link.search}`;
}

async function latestLink(client: TestClient, to: string): Promise<string> {
  return linkPath(await latestMail(client, to));
}

async function session(client: TestClient): Promise<PreloadedSession> {
  return (await (await client.fetch('/_/api/session')).json()) as PreloadedSession;
}

describe('auth routes', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  describe('GET /_/api/session', () => {
    it('describes a visitor, uncached', async () => {
      const response = await api.client().fetch('/_/api/session');
      assert.equal(response.status, 200);
      assert.match(response.headers.get('cache-control') ?? '', /no-store/);
      assert.deepEqual(await response.json(), {
        viewer: { status: 'visitor' },
        xsrf: null,
        edge: { isStaff: false, isSpoofed: false, capabilities: [] },
      });
    });

    it("gives the edge the viewer's staff flag and capabilities, outside the viewer state", async () => {
      const staff = await insertUser(api.db, { isStaff: true });
      await api.db.insert(userCapabilities).values([
        { userId: staff.id, name: 'can_view_unfiltered_search' },
        { userId: staff.id, name: 'can_view_suspended_content' },
      ]);
      const staffClient = api.client();
      await signInAs(api, staffClient, staff.id);
      const state = await session(staffClient);
      assert.deepEqual(state.edge, {
        isStaff: true,
        isSpoofed: false,
        capabilities: ['can_view_suspended_content', 'can_view_unfiltered_search'],
      });
      assert.equal(state.viewer.status === 'signed-in' && 'isStaff' in state.viewer.viewer, false);

      const reader = api.client();
      await signInAs(api, reader, (await insertUser(api.db)).id);
      assert.deepEqual((await session(reader)).edge, { isStaff: false, isSpoofed: false, capabilities: [] });
    });

    it('describes the signed-in viewer, with the xsrf token mutations need', async () => {
      const user = await insertUser(api.db, { email: freshEmail('session'), name: 'Sam Session', imageId: 'img-1' });
      const client = api.client();
      await requestMail(client, { email: user.email, operation: 'login' });
      const mail = await latestMail(client, user.email);
      const verified = await client.graphql<{ verifyLoginCode: { __typename: string } }>(VERIFY, {
        loginCode: mail.code,
      });
      assert.equal(verified.data?.verifyLoginCode.__typename, 'Token');

      const state = await session(client);
      assert.deepEqual(state.viewer, {
        status: 'signed-in',
        viewer: { id: user.id, name: 'Sam Session', username: user.username, imageId: 'img-1', isMember: false },
      });
      assert.equal(typeof state.xsrf, 'string');
      client.xsrf = present(state.xsrf);
      assert.deepEqual((await client.graphql('mutation { sendVerificationEmail { success } }')).data, {
        sendVerificationEmail: { success: true },
      });
    });

    it('says isMember while a membership period runs', async () => {
      const member = await insertUser(api.db);
      await insertMembership(api.db, {
        userId: member.id,
        currentPeriodEndsAt: new Date(api.clock.now.getTime() + 86_400_000),
      });
      const lapsed = await insertUser(api.db);
      await insertMembership(api.db, { userId: lapsed.id, currentPeriodEndsAt: new Date(api.clock.now.getTime() - 1) });
      const memberClient = api.client();
      await signInAs(api, memberClient, member.id);
      const lapsedClient = api.client();
      await signInAs(api, lapsedClient, lapsed.id);
      const viewerOf = async (client: TestClient) => {
        const { viewer } = await session(client);
        return viewer.status === 'signed-in' ? viewer.viewer : null;
      };
      assert.equal((await viewerOf(memberClient))?.isMember, true);
      assert.equal((await viewerOf(lapsedClient))?.isMember, false);
    });
  });

  describe('GET /m/callback/email', () => {
    it('signs in with a fresh link and sends the reader to the redirect they came from', async () => {
      const user = await insertUser(api.db, { email: freshEmail('linked') });
      const requester = api.client();
      await requestMail(requester, {
        email: user.email,
        operation: 'login',
        redirect: '/@someone/a-story-123?source=x',
      });

      // The link may be opened in another browser than the one that asked for it.
      const reader = api.client();
      const response = await reader.fetch(await latestLink(requester, user.email));
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), '/@someone/a-story-123?source=x');
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('inkpot_sid='));
      assert.ok(cookie);
      assert.match(cookie, /HttpOnly/i);
      assert.match(cookie, /SameSite=Lax/i);
      assert.doesNotMatch(cookie, /Secure/i, 'Secure only in production');
      assert.match(reader.cookies.get('inkpot_sid') ?? '', /^[0-9a-f]{32}$/, '128 random bits');
      const marker = response.headers.getSetCookie().find((line) => line.startsWith('inkpot_just_signed_in='));
      assert.ok(marker, 'the page it lands on learns it comes from a sign-in');
      assert.doesNotMatch(marker, /HttpOnly/i, 'the page reads it');
      assert.match(marker, /Max-Age=120/i);
      const state = await session(reader);
      assert.equal(state.viewer.status === 'signed-in' && state.viewer.viewer.id, user.id);
    });

    it('works once: the link, and the code mailed with it, are spent', async () => {
      const user = await insertUser(api.db, { email: freshEmail('once') });
      const client = api.client();
      await requestMail(client, { email: user.email, operation: 'login' });
      const mail = await latestMail(client, user.email);
      const link = linkPath(mail);
      assert.equal((await client.fetch(link)).headers.get('location'), '/');
      const again = await api.client().fetch(link);
      assert.equal(again.status, 302);
      assert.equal(again.headers.get('location'), '/?signInError=expired');

      const codeUser = api.client();
      codeUser.cookies.set('inkpot_susi', encodeURIComponent(user.email));
      const verified = await codeUser.graphql<{ verifyLoginCode: { __typename: string } }>(VERIFY, {
        loginCode: mail.code,
      });
      assert.equal(verified.data?.verifyLoginCode.__typename, 'NotFound');
    });

    it('expires after 10 minutes', async () => {
      const user = await insertUser(api.db, { email: freshEmail('late') });
      const client = api.client();
      await requestMail(client, { email: user.email, operation: 'login' });
      const link = await latestLink(client, user.email);
      api.clock.advance(10 * 60_000);
      const response = await client.fetch(link);
      assert.equal(response.headers.get('location'), '/?signInError=expired');
      assert.equal((await session(client)).viewer.status, 'visitor');
    });

    it('creates the account for a sign-up link, and an expired sign-up link says so', async () => {
      const email = freshEmail('joiner');
      const client = api.client();
      await requestMail(client, { email, operation: 'register', captchaValue: DEV_CAPTCHA_TOKEN, fullName: 'Jo Iner' });
      const link = await latestLink(client, email);
      assert.equal((await client.fetch(link)).headers.get('location'), '/');
      const state = await session(client);
      assert.equal(state.viewer.status === 'signed-in' && state.viewer.viewer.name, 'Jo Iner');

      const late = freshEmail('late-joiner');
      const other = api.client();
      await requestMail(other, { email: late, operation: 'register', captchaValue: DEV_CAPTCHA_TOKEN });
      const lateLink = await latestLink(other, late);
      api.clock.advance(10 * 60_000 + 1);
      assert.equal((await other.fetch(lateLink)).headers.get('location'), '/?signInError=expired&operation=register');
    });

    it('never redirects to another site', async () => {
      for (const redirect of [
        'https://evil.example/steal',
        '//evil.example/x',
        '/\\evil.example',
        'http://localhost:3000//evil.example',
      ]) {
        const user = await insertUser(api.db, { email: freshEmail('phish') });
        const client = api.client();
        await requestMail(client, { email: user.email, operation: 'login', redirect });
        assert.equal((await client.fetch(await latestLink(client, user.email))).headers.get('location'), '/', redirect);
      }
      const user = await insertUser(api.db, { email: freshEmail('own') });
      const client = api.client();
      await requestMail(client, {
        email: user.email,
        operation: 'login',
        redirect: 'http://localhost:3000/me/lists?x=1#top',
      });
      assert.equal(
        (await client.fetch(await latestLink(client, user.email))).headers.get('location'),
        '/me/lists?x=1#top',
      );
    });

    it('answers a bad or missing token with a redirect, never an error page', async () => {
      for (const query of ['', '?token=', '?token=nope', `?token=${'a'.repeat(43)}`, '?token=a&token=b']) {
        const response = await api.client().fetch(`/m/callback/email${query}`);
        assert.equal(response.status, 302, query);
        assert.equal(response.headers.get('location'), '/?signInError=expired');
      }
    });

    it("finishes a code sign-in: the Token sends the browser that used the code to the request's redirect", async () => {
      const user = await insertUser(api.db, { email: freshEmail('handoff') });
      const client = api.client();
      await requestMail(client, { email: user.email, operation: 'login', redirect: '/tag/poetry' });
      const mail = await latestMail(client, user.email);
      const verified = await client.graphql<{ verifyLoginCode: { value: string } }>(VERIFY, { loginCode: mail.code });
      const token = present(verified.data).verifyLoginCode.value;
      const path = `/m/callback/email?token=${token}&state=medium&operation=login`;

      assert.equal(client.cookies.get('inkpot_just_signed_in'), undefined, 'the mutation alone marks nothing');
      assert.equal((await client.fetch(path)).headers.get('location'), '/tag/poetry');
      assert.equal(client.cookies.get('inkpot_just_signed_in'), '1', 'the landing page is told');
      assert.equal(
        (await api.client().fetch(path)).headers.get('location'),
        '/?signInError=expired',
        'useless elsewhere',
      );
      assert.equal(
        (await client.fetch(linkPath(mail))).headers.get('location'),
        '/?signInError=expired',
        'the emailed link is spent',
      );
    });
  });

  describe('GET /m/signout', () => {
    async function signedInClient() {
      const client = api.client();
      await signInAs(api, client, (await insertUser(api.db)).id);
      return client;
    }

    async function expectSignedOut(t: TestContext, client: TestClient, path: string, logged: boolean) {
      const error = t.mock.method(console, 'error', () => {});
      const sessionCookie = present(client.cookies.get('inkpot_sid'));
      const response = await client.fetch(path);
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), '/');
      assert.ok(response.headers.getSetCookie().some((line) => /^inkpot_sid=;.*Expires=Thu, 01 Jan 1970/i.test(line)));
      assert.equal(error.mock.callCount() > 0, logged, logged ? 'an error is logged' : 'nothing is logged');
      error.mock.restore();
      // The old cookie is worthless now, even if a copy survives.
      const replay = api.client();
      replay.cookies.set('inkpot_sid', sessionCookie);
      assert.equal((await session(replay)).viewer.status, 'visitor');
    }

    it('signs out with the session xsrf token', async (t) => {
      const client = await signedInClient();
      await expectSignedOut(t, client, `/m/signout/${client.xsrf}`, false);
    });

    for (const [what, path] of [
      ['without an xsrf token', '/m/signout'],
      ['with a wrong xsrf token', '/m/signout/not-the-token'],
    ] as const) {
      it(`keeps the session ${what}, logging an error and asking the reader to confirm`, async (t) => {
        const client = await signedInClient();
        const error = t.mock.method(console, 'error', () => {});
        const response = await client.fetch(path);
        assert.equal(response.status, 403);
        assert.equal(response.headers.get('x-frame-options'), 'DENY');
        assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
        assert.ok(!response.headers.getSetCookie().some((line) => line.startsWith('inkpot_sid=')));
        assert.equal(error.mock.callCount(), 1, 'an error is logged');
        error.mock.restore();
        assert.equal((await session(client)).viewer.status, 'signed-in', 'a forged sign-out link signs nobody out');
        // The confirmation's own link carries the token and signs out.
        const confirm = /href="(\/m\/signout\/[^"]+)"/.exec(await response.text())?.[1];
        assert.equal(confirm, `/m/signout/${encodeURIComponent(client.xsrf)}`);
        await expectSignedOut(t, client, present(confirm), false);
      });
    }

    it('signs a visitor out (clears cookies) whatever the token', async () => {
      const response = await api.client().fetch('/m/signout');
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), '/');
    });
  });

  describe('GET /_/dev/mailbox', () => {
    it('lists the mail to an address, newest first, whatever its case', async () => {
      const user = await insertUser(api.db, { email: freshEmail('Inbox') });
      const client = api.client();
      await requestMail(client, { email: user.email, operation: 'login' });
      await requestMail(client, { email: user.email, operation: 'login' });
      const first = await mailbox(client, user.email);
      const upper = await mailbox(client, user.email.toUpperCase());
      assert.equal(first.length, 2);
      assert.deepEqual(upper, first);
      const [newest, older] = [present(first[0]), present(first[1])];
      assert.deepEqual(Object.keys(newest).sort(), [
        'attachments',
        'code',
        'createdAt',
        'link',
        'subject',
        'text',
        'to',
      ]);
      assert.equal(newest.to, user.email.toLowerCase());
      assert.notEqual(newest.link, older.link);
      assert.ok(Date.parse(newest.createdAt) >= Date.parse(older.createdAt));
      // Only the newest code opens the account, so the first entry must be the one sent last.
      const verified = await client.graphql<{ verifyLoginCode: { __typename: string } }>(VERIFY, {
        loginCode: newest.code,
      });
      assert.equal(verified.data?.verifyLoginCode.__typename, 'Token');
    });

    it('asks for the address', async () => {
      const response = await api.client().fetch('/_/dev/mailbox');
      assert.equal(response.status, 400);
      assert.match(((await response.json()) as { error: string }).error, /to=EMAIL/);
    });

    it('answers a forwarded request (an edge or proxy in front) with a 404, even from loopback', async () => {
      for (const header of ['x-forwarded-for', 'forwarded', 'via']) {
        const response = await api
          .client()
          .fetch('/_/dev/mailbox?to=a@inkpot.test', { headers: { [header]: '1.2.3.4' } });
        assert.equal(response.status, 404, header);
        assert.deepEqual(await response.json(), { error: 'Not found.' });
      }
    });

    for (const environment of ['staging', 'production']) {
      it(`does not exist in ${environment}, where sessions also get Secure cookies`, async () => {
        const deps = {
          db: api.db,
          config: loadApiConfig({ INKPOT_ENVIRONMENT: environment }),
          services: {
            now: () => api.clock.now,
            mailer: outboxMailer(api.db),
            captcha: localCaptchaVerifier(),
            rateLimits: databaseRateLimits(api.db),
            searchQueries: searchQueryLog(api.db),
          },
        };
        const app = express().use(devRoutes(deps), authRoutes(deps));
        const server: Server = await new Promise((resolve) => {
          const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
        });
        try {
          const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          const response = await fetch(`${base}/_/dev/mailbox?to=someone@inkpot.test`);
          assert.equal(response.status, 404);
          assert.deepEqual(await response.json(), { error: 'Not found.' });

          const user = await insertUser(api.db, { email: freshEmail(environment) });
          const client = api.client();
          await requestMail(client, { email: user.email, operation: 'login' });
          const signedIn = await fetch(`${base}${await latestLink(client, user.email)}`, { redirect: 'manual' });
          // The __Host- prefix makes browsers insist on Secure, Path=/ and no Domain.
          const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('__Host-inkpot_sid='));
          assert.match(cookie ?? '', /; Secure/i);
          assert.match(cookie ?? '', /; Path=\//i);
          assert.doesNotMatch(cookie ?? '', /; Domain=/i);
        } finally {
          await new Promise((resolve) => server.close(resolve));
        }
      });
    }
  });
});
