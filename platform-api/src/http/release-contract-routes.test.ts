import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { CONTRACT_VERSION } from '@inkpot/shared-contracts/contract-version';
import { eventJsonSchemas } from '@inkpot/shared-contracts/contract-surface';
import { REMOTE_PARCELS, type RemoteName } from '@inkpot/shared-contracts/remotes';
import { DEVELOPMENT_DEPLOY_TOKEN } from '../environment.ts';
import { FEDERATION_VERSION } from '../releases/budgets.ts';
import type { RemoteSurface } from '../releases/contract-diff.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { sri } from './release-routes.ts';

const bus = eventJsonSchemas();

/** A static origin for published releases: `/<remote>/<version>/<file>`. */
class Origin {
  readonly files = new Map<string, Buffer>();
  private server: Server = createServer((req, res) => {
    const body = this.files.get(req.url ?? '');
    if (!body) res.writeHead(404).end();
    else res.writeHead(200).end(body);
  });
  url = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  close() {
    this.server.close();
  }
  /** A release of `remote` with the parcels the host mounts, and the contract surface given. */
  publish(remote: RemoteName, version: string, surface: Partial<RemoteSurface> = {}) {
    const exposes = [...REMOTE_PARCELS[remote]];
    const base = `/${remote}/${version}`;
    const entry = Buffer.from(`/* entry of ${remote}@${version} ${randomBytes(4).toString('hex')} */`);
    const manifest = Buffer.from(
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remote-entry.js', path: '' }, pluginVersion: FEDERATION_VERSION },
        exposes: exposes.map((name) => ({ name, assets: { js: { sync: [`${name}.js`] } } })),
      }),
    );
    this.files.set(`${base}/mf-manifest.json`, manifest);
    this.files.set(`${base}/remote-entry.js`, entry);
    for (const name of exposes) this.files.set(`${base}/${name}.js`, Buffer.from('x'));
    return {
      version,
      manifestUrl: `${this.url}${base}/mf-manifest.json`,
      manifestIntegrity: sri(manifest),
      entryIntegrity: sri(entry),
      contractVersion: CONTRACT_VERSION,
      facts: {
        exposes,
        events: { publishes: [], consumes: [] },
        operations: [],
        initialPackages: {},
        surface: { sends: {}, listens: {}, mountProps: {}, exposes, operations: [], ...surface },
      },
    };
  }
}

describe('the release gate against the releases a new one runs beside', () => {
  let api: TestApi;
  const origin = new Origin();
  before(async () => {
    api = await startTestApi();
    await origin.start();
  });
  after(async () => {
    origin.close();
    await api.close();
  });
  const admin = async <T = Record<string, unknown>>(path: string, body?: unknown) => {
    const response = await api.client().fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${DEVELOPMENT_DEPLOY_TOKEN}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const release = async (remote: RemoteName, version: string, surface: Partial<RemoteSurface> = {}) => {
    const answer = await admin(`/_/releases/${remote}`, origin.publish(remote, version, surface));
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    await admin(`/_/releases/${remote}/promote`, { version });
  };

  it('refuses a release that sends an event without a field a live listener requires, naming both; passes an additive one', async () => {
    await release('auth', '1.0.0', { listens: { 'auth/open': bus['auth/open'] } });
    const { properties, ...openSchema } = bus['auth/open'] as { properties: Record<string, unknown> };
    const { operation: _, ...rest } = properties;
    const refused = await admin<{ error: string; findings: { rule: string; message: string }[] }>(
      '/_/releases/navigation',
      origin.publish('navigation', '2.0.0', {
        sends: { 'auth/open': { ...openSchema, properties: rest, required: [] } },
      }),
    );
    assert.equal(refused.status, 422);
    assert.equal(refused.body.error, 'navigation@2.0.0 was refused by the release gate.');
    assert.deepEqual(
      refused.body.findings.map((finding) => `[${finding.rule}] ${finding.message}`),
      [
        `[event-field-removed] navigation@2.0.0 (new) sends "auth/open" without "operation", which shell (the API's contract) requires where it validates it`,
        `[event-field-removed] navigation@2.0.0 (new) sends "auth/open" without "operation", which auth@1.0.0 (stable) requires where it listens to it`,
      ],
    );
    const history = await admin<{ history: { action: string; detail: { version?: string } }[] }>(
      '/_/releases/navigation',
    );
    assert.equal(history.body.history[0]?.action, 'refused');
    assert.equal(history.body.history[0]?.detail.version, '2.0.0');

    const additive = { ...bus['auth/open'], properties: { ...properties, source: { type: 'string' } } };
    const passed = await admin(
      '/_/releases/navigation',
      origin.publish('navigation', '2.0.1', { sends: { 'auth/open': additive } }),
    );
    assert.equal(passed.status, 201, JSON.stringify(passed.body));
  });

  it('snapshots a composition with one remote at another release, without moving any channel', async () => {
    await release('search', '1.0.0');
    await release('search', '1.1.0');
    const before = await admin<{ id: string }>('/_/composition');
    const composed = await admin<{ id: string; stable: { name: string; version: string }[] }>('/_/composition', {
      remotes: { search: '1.0.0' },
    });
    assert.equal(composed.status, 201);
    assert.equal(composed.body.stable.find((entry) => entry.name === 'search')?.version, '1.0.0');
    assert.equal(composed.body.stable.find((entry) => entry.name === 'auth')?.version, '1.0.0');
    const now = await admin<{ id: string; stable: { name: string; version: string }[] }>('/_/composition');
    assert.equal(now.body.id, before.body.id);
    assert.equal(now.body.stable.find((entry) => entry.name === 'search')?.version, '1.1.0');
    const snapshot = await api.client().fetch(`/_/composition/${composed.body.id}`);
    assert.equal(snapshot.status, 200);
    // The same composition asked for again is the same snapshot.
    assert.equal(
      (await admin<{ id: string }>('/_/composition', { remotes: { search: '1.0.0' } })).body.id,
      composed.body.id,
    );

    assert.equal((await admin('/_/releases/search/revoke', { version: '1.0.0' })).status, 200);
    const revoked = await admin<{ error: string }>('/_/composition', { remotes: { search: '1.0.0' } });
    assert.equal(revoked.status, 409);
    assert.equal(revoked.body.error, 'search@1.0.0 was revoked: no composition may serve it again.');
    assert.equal((await admin('/_/composition', { remotes: { search: '9.9.9' } })).status, 404);
    assert.equal((await admin('/_/composition', { remotes: { teleport: '1.0.0' } })).status, 404);
    assert.equal((await api.client().fetch('/_/composition', { method: 'POST', body: '{}' })).status, 401);
  });
});
