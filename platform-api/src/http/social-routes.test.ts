import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { devClientSecret } from '../dev-oidc/dev-clients.ts';
import { callbackUrl } from '../social/social-providers.ts';
import { featureFlags, userIdentities, users } from '../db/schema.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { insertUser } from '../testing/fixtures.ts';
import { providerBrowser, startTestOpenIdProvider, type TestOpenIdProvider } from '../testing/local-openid.ts';
import { startTestApi, type TestApi, type TestClient } from '../testing/test-api.ts';

interface PreloadedSession {
  viewer: { status: 'visitor' } | { status: 'signed-in'; viewer: { id: string } };
}

const PUBLIC_URL = 'http://localhost:3000';

let api: TestApi;
let provider: TestOpenIdProvider;
/** Stands in for X in the unreachable-provider test: configured explicitly, then stopped. */
let xProvider: TestOpenIdProvider;
let reader: typeof users.$inferSelect;

before(async () => {
  provider = await startTestOpenIdProvider(PUBLIC_URL);
  xProvider = await startTestOpenIdProvider(PUBLIC_URL);
  api = await startTestApi({
    env: {
      PUBLIC_URL,
      DEV_OIDC_PORT: String(provider.port),
      OIDC_TWITTER_ISSUER: xProvider.issuer,
      OIDC_TWITTER_CLIENT_ID: 'twitter',
      OIDC_TWITTER_CLIENT_SECRET: devClientSecret('twitter'),
    },
  });
  reader = await insertUser(api.db, { email: 'reader@demo.inkpot.test', name: 'Demo Reader' });
});

after(async () => {
  await api.close();
  await provider.close();
  await xProvider.close();
});

/** GET /m/connect/{provider}: where the API sends the browser. */
async function connect(client: TestClient, path: string): Promise<URL> {
  const response = await client.fetch(path);
  assert.equal(response.status, 302, `${path} answered ${response.status}`);
  return new URL(response.headers.get('location') ?? '', PUBLIC_URL);
}

/** The callback URL as the edge passes it on to the API. */
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

async function callback(client: TestClient, url: URL): Promise<string> {
  const response = await client.fetch(pathOf(url));
  assert.equal(response.status, 302, `the callback answered ${response.status}: ${await response.text()}`);
  return response.headers.get('location') ?? '';
}

/** Connect, pick an identity at the provider, come back: the final location. */
async function socialSignIn(client: TestClient, path: string, identity: string) {
  const authorization = await connect(client, path);
  assert.equal(authorization.origin, provider.issuer, `expected the provider, got ${authorization.href}`);
  const back = await providerBrowser().signIn(authorization.href, identity);
  return { location: await callback(client, back), back, authorization };
}

async function viewerOf(client: TestClient): Promise<string | null> {
  const session = (await (await client.fetch('/_/api/session')).json()) as PreloadedSession;
  return session.viewer.status === 'signed-in' ? session.viewer.viewer.id : null;
}

const errorOf = (location: string) => new URL(location, PUBLIC_URL).searchParams.get('signInError');

describe('/m/connect/{provider}', () => {
  it('starts an authorization-code flow with PKCE, state and nonce at the provider', async () => {
    const authorization = await connect(api.client(), '/m/connect/google?operation=login&redirect=/');
    const params = authorization.searchParams;
    assert.equal(authorization.origin, provider.issuer);
    assert.equal(params.get('response_type'), 'code');
    assert.equal(params.get('client_id'), 'google');
    assert.equal(params.get('redirect_uri'), callbackUrl(PUBLIC_URL, 'google'));
    assert.equal(params.get('code_challenge_method'), 'S256');
    assert.match(params.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.ok((params.get('state') ?? '').length >= 32);
    assert.ok((params.get('nonce') ?? '').length >= 32);
    assert.match(params.get('scope') ?? '', /\bopenid\b.*\bemail\b/);
  });

  it('passes a login hint on to the provider, and drops one that is not an address or an id', async () => {
    const hinted = await connect(api.client(), '/m/connect/google?operation=login&redirect=/&loginHint=dev-reader');
    assert.equal(hinted.searchParams.get('login_hint'), 'dev-reader');
    const odd = await connect(api.client(), '/m/connect/google?operation=login&redirect=/&loginHint=%3Cscript%3E');
    assert.equal(odd.searchParams.get('login_hint'), null);
  });

  it('is a 404 for a provider it does not know', async () => {
    assert.equal((await api.client().fetch('/m/connect/myspace?operation=login')).status, 404);
  });
});

describe('/m/callback/{provider} with the local provider', () => {
  it('signs a known identity in (linked by verified email on first use) and sends it to the redirect', async () => {
    const client = api.client();
    const { location } = await socialSignIn(
      client,
      `/m/connect/google?operation=login&redirect=${encodeURIComponent(`${PUBLIC_URL}/p/abc?x=1`)}`,
      'dev-reader',
    );
    assert.equal(location, '/p/abc?x=1');
    assert.ok(client.cookies.get(SESSION_COOKIE));
    assert.equal(client.cookies.get('inkpot_just_signed_in'), '1', 'the landing page shows the confirmation');
    assert.equal(await viewerOf(client), reader.id);
    const links = await api.db.select().from(userIdentities).where(eq(userIdentities.userId, reader.id));
    assert.deepEqual(
      links.map((link) => [link.provider, link.subject]),
      [['google', 'dev-reader']],
    );

    // The second time the identity itself is known.
    const again = api.client();
    assert.equal(
      (await socialSignIn(again, '/m/connect/google?operation=login&redirect=/', 'dev-reader')).location,
      '/',
    );
    assert.equal(await viewerOf(again), reader.id);
  });

  it('says it does not recognise a new identity on sign-in, and creates nothing', async () => {
    const client = api.client();
    const { location } = await socialSignIn(
      client,
      '/m/connect/google?operation=login&redirect=/p/abc',
      'dev-newcomer',
    );
    assert.equal(location, '/p/abc?signInError=unrecognized&signInProvider=google&operation=login');
    assert.equal(await viewerOf(client), null);
    assert.equal(client.cookies.get('inkpot_just_signed_in'), undefined);
    const created = await api.db.select().from(users).where(eq(users.email, 'newcomer@social.inkpot.test'));
    assert.equal(created.length, 0);
  });

  it('creates the account of a new identity on sign-up and signs it in; it signs in afterwards', async () => {
    const client = api.client();
    const { location } = await socialSignIn(client, '/m/connect/google?operation=register&redirect=/', 'dev-newcomer');
    assert.equal(location, '/');
    const [created] = await api.db.select().from(users).where(eq(users.email, 'newcomer@social.inkpot.test'));
    assert.ok(created);
    assert.equal(created.name, 'Nova Newcomer');
    assert.equal(created.emailVerified, true);
    assert.equal(await viewerOf(client), created.id);

    const later = api.client();
    await socialSignIn(later, '/m/connect/google?operation=login&redirect=/', 'dev-newcomer');
    assert.equal(await viewerOf(later), created.id);
  });

  it('signs a known identity in when it asks to sign up (as with a known email)', async () => {
    const client = api.client();
    await socialSignIn(client, '/m/connect/facebook?operation=register&redirect=/', 'dev-reader');
    assert.equal(await viewerOf(client), reader.id);
  });

  it('never links an email the provider has not verified, and refuses a sign-up without an email', async () => {
    const impostor = api.client();
    const { location } = await socialSignIn(impostor, '/m/connect/google?operation=login&redirect=/', 'dev-unverified');
    assert.equal(errorOf(location), 'unverified-email');
    assert.equal(await viewerOf(impostor), null);
    // The alternate-user data: the account the address belongs to, redacted, read once.
    const token = new URL(location, 'http://x').searchParams.get('alternateUser') ?? '';
    assert.ok(token.length >= 24);
    const ALTERNATE =
      'query ($token: String!) { alternateUser(token: $token) { userId redactedEmailAddress socialLogins } }';
    const first = await impostor.graphql<{ alternateUser: unknown }>(ALTERNATE, { token });
    const linked = await api.db
      .selectDistinct({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(eq(userIdentities.userId, reader.id));
    assert.deepEqual(first.data?.alternateUser, {
      userId: reader.id,
      redactedEmailAddress: 'r•••r@demo.inkpot.test',
      socialLogins: linked.map((row) => row.provider).sort(),
    });
    const again = await impostor.graphql<{ alternateUser: unknown }>(ALTERNATE, { token });
    assert.equal(again.data?.alternateUser, null);
    const forged = await impostor.graphql<{ alternateUser: unknown }>(ALTERNATE, { token: 'x'.repeat(32) });
    assert.equal(forged.data?.alternateUser, null);

    const noEmail = api.client();
    const refused = await socialSignIn(noEmail, '/m/connect/google?operation=register&redirect=/', 'dev-no-email');
    assert.equal(errorOf(refused.location), 'email-required');
    assert.equal(await viewerOf(noEmail), null);
  });

  it('ends on an error when the reader cancels at the provider', async () => {
    const client = api.client();
    const { location } = await socialSignIn(client, '/m/connect/google?operation=login&redirect=/', 'cancel');
    assert.equal(errorOf(location), 'failed');
    assert.equal(await viewerOf(client), null);
  });
});

describe('/m/callback/{provider} refusals', () => {
  it('refuses a wrong state, and a state started in another browser', async () => {
    const client = api.client();
    const authorization = await connect(client, '/m/connect/google?operation=login&redirect=/');
    const back = await providerBrowser().signIn(authorization.href, 'dev-reader');

    const forged = new URL(back);
    forged.searchParams.set('state', oidc.randomState());
    const wrong = await callback(client, forged);
    assert.equal(wrong, '/?signInError=failed&signInProvider=google');
    assert.equal(await viewerOf(client), null);

    // The callback URL carried to another browser (login CSRF) does nothing there...
    const attacker = api.client();
    assert.equal(errorOf(await callback(attacker, back)), 'failed');
    assert.equal(await viewerOf(attacker), null);
    // ...and leaves the flow to the browser that started it.
    assert.equal(await callback(client, back), '/');
    assert.equal(await viewerOf(client), reader.id);
  });

  it('refuses a replayed callback and a replayed code', async () => {
    const client = api.client();
    const first = await socialSignIn(client, '/m/connect/google?operation=login&redirect=/', 'dev-reader');
    assert.equal(first.location, '/');
    client.cookies.delete(SESSION_COOKIE);

    // The same callback again: the state is used up.
    assert.equal(errorOf(await callback(client, first.back)), 'failed');
    assert.equal(await viewerOf(client), null);

    // The used code with a fresh state of this browser: the provider refuses it (and PKCE differs).
    const fresh = await connect(client, '/m/connect/google?operation=login&redirect=/');
    const replay = new URL(first.back);
    replay.searchParams.set('state', fresh.searchParams.get('state') ?? '');
    assert.equal(errorOf(await callback(client, replay)), 'failed');
    assert.equal(await viewerOf(client), null);
  });

  it('lets only one of two simultaneous callbacks of one flow through', async () => {
    const client = api.client();
    const authorization = await connect(client, '/m/connect/google?operation=login&redirect=/');
    const back = await providerBrowser().signIn(authorization.href, 'dev-reader');
    const locations = await Promise.all([callback(client, back), callback(client, back)]);
    assert.deepEqual(locations.map(errorOf).sort(), ['failed', null]);
  });

  it('refuses an ID token issued to another client (wrong audience)', async (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    const client = api.client();
    const authorization = await connect(client, '/m/connect/google?operation=login&redirect=/');
    const back = await providerBrowser().signIn(authorization.href, 'dev-reader');

    // Another client of the same provider (Facebook's) gets a genuine, signed ID token for the
    // same person, with the nonce of the Google sign-in...
    const other = await oidc.discovery(
      new URL(provider.issuer),
      'facebook',
      undefined,
      oidc.ClientSecretPost(devClientSecret('facebook')),
      { execute: [oidc.allowInsecureRequests] },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const otherAuthorization = oidc.buildAuthorizationUrl(other, {
      redirect_uri: callbackUrl(PUBLIC_URL, 'facebook'),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce: authorization.searchParams.get('nonce') ?? '',
    });
    const otherBack = await providerBrowser().signIn(otherAuthorization.href, 'dev-reader');
    const otherTokens = await oidc.authorizationCodeGrant(other, otherBack, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: authorization.searchParams.get('nonce') ?? '',
    });
    assert.deepEqual(otherTokens.claims()?.aud, 'facebook');

    // ...which the provider's token endpoint then hands to the Google client.
    provider.answerNextTokenRequestWith({
      access_token: otherTokens.access_token,
      id_token: otherTokens.id_token,
      token_type: otherTokens.token_type,
      expires_in: otherTokens.expires_in,
      scope: otherTokens.scope,
    });
    assert.equal(errorOf(await callback(client, back)), 'failed');
    assert.equal(await viewerOf(client), null);
    const logged = warn.mock.calls.map((call) => String(call.arguments[0])).join('\n');
    assert.match(logged, /"aud"/);
  });

  it('ends on "unavailable" when the provider cannot be reached', async () => {
    mock.method(console, 'warn', () => {});
    const client = api.client();
    const authorization = await connect(client, '/m/connect/twitter?operation=login&redirect=/p/abc');
    assert.equal(authorization.origin, xProvider.issuer);
    const back = await providerBrowser().signIn(authorization.href, 'dev-reader');
    await xProvider.close();

    // The code cannot be redeemed...
    assert.equal(await callback(client, back), '/p/abc?signInError=unavailable&signInProvider=twitter&operation=login');
    assert.equal(await viewerOf(client), null);
    // ...and no new sign-in can start.
    const again = await client.fetch('/m/connect/twitter?operation=register&redirect=/');
    assert.equal(again.status, 302);
    assert.equal(again.headers.get('location'), '/?signInError=unavailable&signInProvider=twitter&operation=register');
    mock.restoreAll();
  });

  it('never redirects to another site', async () => {
    for (const target of ['https://evil.example/steal', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const client = api.client();
      const { location } = await socialSignIn(
        client,
        `/m/connect/google?operation=login&redirect=${encodeURIComponent(target)}`,
        'dev-reader',
      );
      assert.equal(location, '/', `redirect=${target}`);
      assert.equal(await viewerOf(client), reader.id);
    }
    // Nor on the way out of a failure.
    const { location } = await socialSignIn(
      api.client(),
      `/m/connect/google?operation=login&redirect=${encodeURIComponent('https://evil.example/')}`,
      'dev-no-email',
    );
    assert.equal(location, '/?signInError=unrecognized&signInProvider=google&operation=login');
  });

  it('refuses providers the feature flags switch off, on the server too', async () => {
    await api.db.insert(featureFlags).values([
      { name: 'disable_login_apple', value: true },
      { name: 'disable_signup_facebook', value: true },
    ]);
    try {
      const client = api.client();
      for (const path of ['/m/connect/apple?operation=login&redirect=/', '/m/connect/apple?operation=register']) {
        const location = (await client.fetch(path)).headers.get('location') ?? '';
        assert.equal(errorOf(location), 'disabled', path);
      }
      const signUp = (await client.fetch('/m/connect/facebook?operation=register&redirect=/')).headers.get('location');
      assert.equal(signUp, '/?signInError=disabled&signInProvider=facebook&operation=register');
      // Facebook sign-in stays on.
      assert.equal((await connect(client, '/m/connect/facebook?operation=login')).origin, provider.issuer);
    } finally {
      await api.db.delete(featureFlags).where(sql`true`);
    }
  });

  it('refuses a flag switched off between connect and callback', async () => {
    const client = api.client();
    const authorization = await connect(client, '/m/connect/apple?operation=login&redirect=/');
    const back = await providerBrowser().signIn(authorization.href, 'dev-reader');
    await api.db.insert(featureFlags).values({ name: 'disable_login_apple', value: true });
    try {
      assert.equal(errorOf(await callback(client, back)), 'disabled');
      assert.equal(await viewerOf(client), null);
    } finally {
      await api.db.delete(featureFlags).where(sql`true`);
    }
  });

  it('refuses an expired flow', async () => {
    const client = api.client();
    const authorization = await connect(client, '/m/connect/google?operation=login&redirect=/');
    const back = await providerBrowser().signIn(authorization.href, 'dev-reader');
    api.clock.advance(11 * 60_000);
    assert.equal(errorOf(await callback(client, back)), 'failed');
    assert.equal(await viewerOf(client), null);
  });
});
