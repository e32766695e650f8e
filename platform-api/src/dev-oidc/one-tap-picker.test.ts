import assert from 'node:assert/strict';
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '../testing/local-openid.ts';

const PUBLIC_URL = 'http://localhost:3000';
let provider: TestOpenIdProvider;

before(async () => {
  provider = await startTestOpenIdProvider(PUBLIC_URL);
});
after(() => provider.close());

describe("the local provider's one-tap picker", () => {
  it('is framed only by the public origin, for a known client', async () => {
    const page = await fetch(`${provider.issuer}/one-tap?client_id=google&origin=${encodeURIComponent(PUBLIC_URL)}`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors http:\/\/localhost:3000/);
    assert.match(await page.text(), /Demo Reader/);
    for (const query of [
      'client_id=google&origin=https://evil.example',
      'client_id=nobody&origin=http://localhost:3000',
    ]) {
      assert.equal((await fetch(`${provider.issuer}/one-tap?${query}`)).status, 400, query);
    }
  });

  it("hands out an ID token signed with the provider's published key, for the client and the identity", async () => {
    const response = await fetch(`${provider.issuer}/one-tap/credential`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: 'dev-newcomer', client_id: 'google' }),
    });
    const { credential } = (await response.json()) as { credential: string };
    const [header = '', payload = '', signature = ''] = credential.split('.');
    const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string };
    const { keys } = (await (await fetch(`${provider.issuer}/jwks`)).json()) as {
      keys: (JsonWebKey & { kid: string })[];
    };
    const key = createPublicKey({ key: keys.find((candidate) => candidate.kid === kid) ?? {}, format: 'jwk' });
    assert.ok(verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url')));
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    assert.equal(claims.iss, provider.issuer);
    assert.equal(claims.aud, 'google');
    assert.equal(claims.sub, 'dev-newcomer');
    assert.equal(claims.email, 'newcomer@social.inkpot.test');

    const refused = await fetch(`${provider.issuer}/one-tap/credential`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: 'someone-else', client_id: 'google' }),
    });
    assert.equal(refused.status, 400);
  });
});
