import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadApiConfig } from './config.ts';
import { sharedSettings } from './environment.ts';

describe('the settings the API shares with the edge', () => {
  it('are read with the edge’s validation and defaults (config/env.mjs sharedSettings)', () => {
    const unset = loadApiConfig({});
    const set = loadApiConfig({ API_PORT: '4100', PUBLIC_URL: 'https://inkpot.test', DEPLOY_TOKEN: 'x'.repeat(24) });
    for (const [name, setting] of Object.entries(sharedSettings)) {
      assert.deepEqual(unset[name as keyof typeof unset], setting.parse(undefined), name);
    }
    assert.equal(set.API_PORT, 4100);
    assert.equal(set.PUBLIC_URL, 'https://inkpot.test');
    assert.equal(set.DEPLOY_TOKEN, 'x'.repeat(24));
    assert.throws(() => loadApiConfig({ SEARCH_APP_ID: '' }), /SEARCH_APP_ID/);
  });
});
