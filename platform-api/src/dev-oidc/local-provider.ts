/**
 * The local OpenID provider of development and tests: `oidc-provider` (a certified OpenID
 * Connect implementation) with one client per social provider name and a sign-in page that lists
 * the test identities. Never started in production.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { callbackUrl, PROVIDER_NAMES, SOCIAL_PROVIDERS } from '../social/social-providers.ts';
import { devClientSecret } from './dev-clients.ts';
import { oneTapCredential, oneTapPickerPage } from './one-tap-picker.ts';
import { TEST_IDENTITIES, testIdentity, type TestIdentity } from './test-identities.ts';

export interface LocalProviderOptions {
  /** The issuer, e.g. http://localhost:4001 (its discovery document is below it). */
  issuer: string;
  /** The public origins the API's callbacks are reached at (each client may redirect to any of them). */
  publicUrls: readonly string[];
}

export interface LocalProvider {
  provider: Provider;
  /** The provider's routes plus the sign-in page, ready to listen. */
  app: Express;
}

const SCOPE = 'openid email profile';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function claimsOf(identity: TestIdentity) {
  return {
    sub: identity.id,
    name: identity.name,
    ...(identity.email ? { email: identity.email, email_verified: identity.emailVerified } : {}),
  };
}

/** First-party development clients: the scope is granted without a consent screen. */
async function autoGrant(ctx: KoaContextWithOIDC) {
  const { client, session } = ctx.oidc;
  const accountId = session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
  if (existing) return existing;
  const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope(SCOPE);
  await grant.save();
  return grant;
}

function signInPage(uid: string, clientId: string): string {
  const providerName = PROVIDER_NAMES[clientId as keyof typeof PROVIDER_NAMES] ?? clientId;
  const buttons = TEST_IDENTITIES.map(
    (identity) => `
      <li>
        <button type="submit" name="identity" value="${escapeHtml(identity.id)}">
          ${escapeHtml(identity.name)} (${escapeHtml(identity.email ?? 'no email')}${identity.email && !identity.emailVerified ? ', unverified' : ''})
        </button>
        <small>${escapeHtml(identity.note)}</small>
      </li>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Local ${escapeHtml(providerName)} sign-in</title>
<style>body{font:16px system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem}li{margin:.75rem 0;list-style:none}
button{font:inherit;padding:.4rem .8rem;cursor:pointer}small{display:block;color:#555}</style></head>
<body>
  <h1>Local ${escapeHtml(providerName)} sign-in</h1>
  <p>Development stand-in for ${escapeHtml(providerName)}: pick a test identity.</p>
  <form method="post" action="/interaction/${escapeHtml(uid)}/login">
    <ul>${buttons}</ul>
  </form>
  <form method="post" action="/interaction/${escapeHtml(uid)}/abort">
    <button type="submit">Cancel</button>
  </form>
</body>
</html>`;
}

export function createLocalProvider(options: LocalProviderOptions): LocalProvider {
  // A new signing key per start: tokens of an earlier run are worthless, which is what a test wants.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `dev-${Date.now()}`;
  const configuration: Configuration = {
    clients: SOCIAL_PROVIDERS.map((provider) => ({
      client_id: provider,
      client_secret: devClientSecret(provider),
      client_name: `Inkpot (${PROVIDER_NAMES[provider]})`,
      redirect_uris: options.publicUrls.map((url) => callbackUrl(url, provider)),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    async findAccount(_ctx, sub) {
      const identity = testIdentity(sub);
      return identity ? { accountId: identity.id, claims: () => claimsOf(identity) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like the big providers, put the profile in the ID token (the API also reads userinfo when it is not).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    loadExistingGrant: autoGrant,
    pkce: { required: () => true },
    // Seconds; short, as befits a development stand-in.
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    cookies: { keys: ['inkpot-local-openid-provider-development-only'] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Local provider error</title><h1>${escapeHtml(String(out.error))}</h1><p>${escapeHtml(String(out.error_description ?? ''))}</p>`;
    },
  };
  const provider = new Provider(options.issuer, configuration);

  const app = express();
  app.disable('x-powered-by');
  const form = express.urlencoded({ extended: false, limit: '4kb' });

  const interaction = (handler: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) => {
    handler(req, res).catch((error: unknown) => {
      res
        .status(400)
        .type('text')
        .send(`The sign-in cannot continue: ${(error as Error).message}`);
    });
  };

  app.get(
    '/interaction/:uid',
    interaction(async (req, res) => {
      const details = await provider.interactionDetails(req, res);
      // A login_hint naming a test identity is an account the reader has just chosen (the one-tap
      // picker below), as Google skips its chooser for an account the browser is signed in with.
      const hinted = testIdentity(String(details.params.login_hint ?? ''));
      if (hinted) {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: hinted.id } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(signInPage(details.uid, String(details.params.client_id)));
    }),
  );
  app.post(
    '/interaction/:uid/login',
    form,
    interaction(async (req, res) => {
      await provider.interactionDetails(req, res);
      const identity = testIdentity(String((req.body as Record<string, unknown>).identity ?? ''));
      if (!identity) {
        res.status(400).type('text').send('Pick one of the test identities.');
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: identity.id } },
        { mergeWithLastSubmission: false },
      );
    }),
  );
  app.post(
    '/interaction/:uid/abort',
    interaction(async (req, res) => {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The reader cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    }),
  );
  /**
   * The stand-in for Google's one-tap prompt: a page the product frames, listing
   * the test identities; picking one posts a signed ID token (the shape of Google's one-tap
   * credential) to the framing page, whose origin must be one of the public URLs.
   */
  const framingOrigin = (value: unknown): string | null => {
    const origin = typeof value === 'string' ? value : '';
    return options.publicUrls.some((url) => new URL(url).origin === origin) ? origin : null;
  };
  app.get('/one-tap', (req, res) => {
    const origin = framingOrigin(req.query.origin);
    const clientId = String(req.query.client_id ?? '');
    if (!origin || !(SOCIAL_PROVIDERS as readonly string[]).includes(clientId)) {
      res.status(400).type('text').send('Unknown client or origin.');
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    res
      .set('Cache-Control', 'no-store')
      .set(
        'Content-Security-Policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors ${origin}`,
      )
      .type('html')
      .send(oneTapPickerPage({ origin, clientId, nonce, identities: TEST_IDENTITIES }));
  });
  app.post('/one-tap/credential', express.json({ limit: '2kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const identity = testIdentity(String(body.identity ?? ''));
    const clientId = String(body.client_id ?? '');
    if (!identity || !(SOCIAL_PROVIDERS as readonly string[]).includes(clientId)) {
      res.status(400).json({ error: 'invalid_request' });
      return;
    }
    res.set('Cache-Control', 'no-store').json({
      credential: oneTapCredential({ issuer: options.issuer, clientId, identity, privateKey, kid, now: Date.now() }),
    });
  });
  app.use(provider.callback());
  return { provider, app };
}
