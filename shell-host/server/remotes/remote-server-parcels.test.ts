/** @jest-environment node */
import { SERVER_BUILD_FILE } from '@inkpot/config/federation';
import type { RemoteRelease } from '@inkpot/shared-contracts';
import { sha384Integrity } from '@inkpot/shared-contracts/integrity';
import type { ParcelSandbox, SandboxRender } from './parcel-sandbox.ts';
import { remoteServerParcels, serverBuildUrl } from './remote-server-parcels.ts';

const BUILD = 'exports.contractVersion = "1.0.0"; exports.prerenderParcel = async () => "<p>results</p>";';
const BUILD_URL = 'https://search.inkpot.test/releases/1.2.3/server/parcels.cjs';
const integrityOf = (code: string) => sha384Integrity(new TextEncoder().encode(code).buffer);

const release = async (code = BUILD): Promise<RemoteRelease> => ({
  name: 'search',
  version: '1.2.3',
  contractVersion: '1.0.0',
  manifestUrl: 'https://search.inkpot.test/releases/1.2.3/mf-manifest.json',
  integrity: 'sha384-manifest',
  serverIntegrity: await integrityOf(code),
});

const request = (signal = new AbortController().signal) => ({
  parcel: 'search-results' as const,
  data: { searchPage: { q: 'night', category: 'posts' } },
  page: { state: {} as never, url: '/search?q=night', cache: {} },
  nonce: 'n',
  api: { origin: 'http://api.test', headers: {} },
  signal,
});

function serving(files: Record<string, { status?: number; body?: string; delayMs?: number }>) {
  const asked: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    asked.push(String(url));
    const file = files[String(url)] ?? { status: 404 };
    if (file.delayMs) await new Promise((resolve) => setTimeout(resolve, file.delayMs));
    return new Response(file.body ?? '', { status: file.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

/** A sandbox that answers as the build's contract says, and records what it was given to run. */
function recordingSandbox(contractVersion = '1.0.0') {
  const ran: SandboxRender[] = [];
  const sandbox: ParcelSandbox = {
    render: async (render) => {
      ran.push(render);
      return { html: '<p>results</p>', contractVersion };
    },
    close: () => undefined,
  };
  return { sandbox, ran };
}

const quiet = { warn: () => undefined };

describe('remote server builds', () => {
  it('runs no server code for a release whose registry entry holds no serverIntegrity (the registry file included)', async () => {
    const { integrity: _manifest, serverIntegrity: _server, ...fromFile } = await release();
    const unasked = serving({ [BUILD_URL]: { body: BUILD } });
    const { sandbox, ran } = recordingSandbox();
    const render = remoteServerParcels({ sandbox, fetch: unasked.fetch, logger: quiet });
    expect(serverBuildUrl(fromFile)).toBeNull();
    expect(await render(fromFile, request())).toBeNull();
    expect(await render({ ...fromFile, integrity: 'sha384-manifest' }, request())).toBeNull();
    // Not even fetched, and nothing ran.
    expect(unasked.asked).toEqual([]);
    expect(ran).toEqual([]);
  });

  it('hands the sandbox only the bytes the registry vouched for, fetched once from beside the manifest', async () => {
    const vouched = await release();
    const genuine = serving({ [BUILD_URL]: { body: BUILD } });
    const { sandbox, ran } = recordingSandbox();
    const render = remoteServerParcels({ sandbox, fetch: genuine.fetch, logger: quiet });
    expect(await render(vouched, request())).toBe('<p>results</p>');
    expect(await render(vouched, request())).toBe('<p>results</p>');
    // The integrity stays on the edge: the origin is asked for the file itself, once.
    expect(genuine.asked).toEqual([new URL(SERVER_BUILD_FILE, vouched.manifestUrl).href]);
    expect(ran.map(({ build, remote, data }) => ({ code: build.code, url: build.url, remote, data }))).toEqual([
      { code: BUILD, url: BUILD_URL, remote: 'search', data: request().data },
      { code: BUILD, url: BUILD_URL, remote: 'search', data: request().data },
    ]);

    // Changed on the origin after it was registered: never reaches the sandbox.
    const warnings: unknown[][] = [];
    const swapped = serving({ [BUILD_URL]: { body: `${BUILD}\nrequire('child_process').execSync('id');` } });
    const refusing = recordingSandbox();
    const checked = remoteServerParcels({
      sandbox: refusing.sandbox,
      fetch: swapped.fetch,
      logger: { warn: (...args: unknown[]) => warnings.push(args) },
    });
    expect(await checked(vouched, request())).toBeNull();
    expect(refusing.ran).toEqual([]);
    expect(String(warnings[0]?.[1])).toMatch(/does not match the release's serverIntegrity/);
  });

  it('leaves the parcel to the browser: no build (404, remembered), another contract, a late one', async () => {
    const vouched = await release();
    const none = serving({});
    const withoutBuild = remoteServerParcels({ sandbox: recordingSandbox().sandbox, fetch: none.fetch, logger: quiet });
    expect(await withoutBuild(vouched, request())).toBeNull();
    expect(await withoutBuild(vouched, request())).toBeNull();
    expect(none.asked.length).toBe(1);

    const major2 = remoteServerParcels({
      sandbox: recordingSandbox('2.0.0').sandbox,
      fetch: serving({ [BUILD_URL]: { body: BUILD } }).fetch,
      logger: quiet,
    });
    expect(await major2(vouched, request())).toBeNull();

    const late = serving({ [BUILD_URL]: { body: BUILD, delayMs: 100 } });
    const slow = remoteServerParcels({
      sandbox: recordingSandbox().sandbox,
      fetch: late.fetch,
      timeoutMs: 10,
      logger: quiet,
    });
    expect(await slow(vouched, request())).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The next page has it.
    expect(await slow(vouched, request())).toBe('<p>results</p>');
    expect(late.asked.length).toBe(1);
  });
});
