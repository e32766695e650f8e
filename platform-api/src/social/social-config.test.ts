import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadApiConfig } from '../config.ts';
import { socialProviderSettingsOf } from './social-config.ts';

const GOOGLE = {
  OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
  OIDC_GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
  OIDC_GOOGLE_CLIENT_SECRET: 'secret-1',
};

describe('social provider settings', () => {
  it('uses the local provider for every provider without settings outside production', () => {
    const config = loadApiConfig({ INKPOT_ENVIRONMENT: 'development', DEV_OIDC_PORT: '4301' });
    const apple = socialProviderSettingsOf(config, 'apple');
    assert.equal(apple?.issuer.href, 'http://localhost:4301/');
    assert.equal(apple?.clientId, 'apple');
    assert.equal(apple?.local, true);
    assert.equal(loadApiConfig({}).DEV_OIDC_PORT, 4001);
  });

  it('takes the issuer, client id and secret from the environment, and disables the rest in production', () => {
    const config = loadApiConfig({ INKPOT_ENVIRONMENT: 'production', ...GOOGLE });
    const google = socialProviderSettingsOf(config, 'google');
    assert.equal(google?.issuer.href, 'https://accounts.google.com/');
    assert.equal(google?.clientId, GOOGLE.OIDC_GOOGLE_CLIENT_ID);
    assert.equal(google?.clientSecret, GOOGLE.OIDC_GOOGLE_CLIENT_SECRET);
    assert.equal(google?.local, false);
    assert.equal(google?.allowHttp, false);
    for (const provider of ['facebook', 'twitter', 'apple'] as const)
      assert.equal(socialProviderSettingsOf(config, provider), null, provider);
  });

  it('stops on half a provider, naming what is missing', () => {
    assert.throws(
      () => loadApiConfig({ OIDC_APPLE_ISSUER: 'https://appleid.apple.com', OIDC_APPLE_CLIENT_ID: 'x' }),
      /OIDC_APPLE_CLIENT_SECRET: set all of OIDC_APPLE_ISSUER, OIDC_APPLE_CLIENT_ID, OIDC_APPLE_CLIENT_SECRET or none/,
    );
    assert.throws(() => loadApiConfig({ OIDC_GOOGLE_ISSUER: 'not a url' }), /OIDC_GOOGLE_ISSUER/);
  });
});
