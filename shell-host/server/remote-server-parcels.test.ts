/** @jest-environment node */
import { createRequire } from 'node:module';
import { SERVER_BUILD_FILE } from '@inkpot/config/federation';
import type { RemoteRelease } from '@inkpot/shared-contracts';
import { sha384Integrity } from '@inkpot/shared-contracts/integrity';
import type { ServerParcelRequest } from '@inkpot/shared-contracts/server-parcels';
import { evaluateServerBuild, remoteServerParcels } from './remote-server-parcels.ts';

const RELEASE: RemoteRelease = {
  name: 'search',
  version: '1.2.3',
  contractVersion: '1.0.0',
  manifestUrl: 'https://search.inkpot.test/releases/1.2.3/mf-manifest.json',
};
const BUILD_URL = 'https://search.inkpot.test/releases/1.2.3/server/parcels.cjs';

/** A server build as webpack writes it: CommonJS, taking React from the edge. */
const build = (contractVersion = '1.0.0') => `
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  exports.contractVersion = ${JSON.stringify(contractVersion)};
  exports.prerenderParcel = async (parcel, request) =>
    parcel === 'search-results'
      ? renderToString(React.createElement('p', null, 'results for ' + request.props.searchPage.q))
      : null;
`;

const request = (signal = new AbortController().signal) =>
  ({
    props: { searchPage: { q: 'night' } },
    nonce: 'n',
    api: { origin: 'x', headers: {} },
    signal,
  }) as unknown as ServerParcelRequest;

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

const quiet = { warn: () => undefined };
const edgeRequire = createRequire(__filename);

describe('remote server builds', () => {
  it("runs a build with the edge's React and Node's built-ins, and refuses any other package", () => {
    const module = evaluateServerBuild(build(), BUILD_URL, edgeRequire);
    expect(module.contractVersion).toBe('1.0.0');
    const zlib = evaluateServerBuild(
      `exports.contractVersion='1.0.0'; exports.prerenderParcel=()=>null; exports.gzip=typeof require('zlib').gzip;`,
      BUILD_URL,
      edgeRequire,
    ) as unknown as { gzip: string };
    expect(zlib.gzip).toBe('function');
    expect(() => evaluateServerBuild(`require('left-pad')`, BUILD_URL, edgeRequire)).toThrow(
      /asked for "left-pad", which the edge does not provide/,
    );
    expect(() => evaluateServerBuild(`exports.nothing = 1`, BUILD_URL, edgeRequire)).toThrow(/is not a server build/);
  });

  it("renders a parcel through the release's build, fetched once from beside its manifest", async () => {
    const { fetch, asked } = serving({ [BUILD_URL]: { body: build() } });
    const render = remoteServerParcels({ require: edgeRequire, fetch, logger: quiet });
    expect(await render(RELEASE, 'search-results', request())).toBe('<p>results for night</p>');
    expect(await render(RELEASE, 'search-box', request())).toBe(null);
    expect(asked).toEqual([new URL(SERVER_BUILD_FILE, RELEASE.manifestUrl).href]);
  });

  it("runs a registered release's build only as the registry vouched for it (its integrity)", async () => {
    const vouched = await sha384Integrity(new TextEncoder().encode(build()).buffer);
    const registered = { ...RELEASE, integrity: 'sha384-manifest', serverIntegrity: vouched };
    const warnings: unknown[][] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) };

    const genuine = serving({ [BUILD_URL]: { body: build() } });
    const render = remoteServerParcels({ require: edgeRequire, fetch: genuine.fetch, logger });
    expect(await render(registered, 'search-results', request())).toBe('<p>results for night</p>');
    // The integrity stays on the edge: the origin is asked for the file itself.
    expect(genuine.asked).toEqual([BUILD_URL]);

    // Changed on the origin after it was registered: not run.
    const swapped = serving({ [BUILD_URL]: { body: `${build()}\nglobalThis.ran = true;` } });
    const refusing = remoteServerParcels({ require: edgeRequire, fetch: swapped.fetch, logger });
    expect(await refusing(registered, 'search-results', request())).toBe(null);
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
    expect(String(warnings[0]?.[1])).toMatch(/does not match the release's serverIntegrity/);

    // Registered without a server build's integrity: not even fetched.
    const unasked = serving({ [BUILD_URL]: { body: build() } });
    const unvouched = remoteServerParcels({ require: edgeRequire, fetch: unasked.fetch, logger });
    expect(await unvouched({ ...registered, serverIntegrity: undefined }, 'search-results', request())).toBe(null);
    expect(unasked.asked).toEqual([]);
  });

  it('leaves the parcel to the browser: no build (404, remembered), a broken one, another contract, a late one', async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) };
    const none = serving({});
    const withoutBuild = remoteServerParcels({ require: edgeRequire, fetch: none.fetch, logger });
    expect(await withoutBuild(RELEASE, 'search-results', request())).toBe(null);
    expect(await withoutBuild(RELEASE, 'search-results', request())).toBe(null);
    expect(none.asked.length).toBe(1);
    expect(warnings.length).toBe(0);

    const broken = remoteServerParcels({
      require: edgeRequire,
      fetch: serving({ [BUILD_URL]: { body: 'throw new Error("boom")' } }).fetch,
      logger,
    });
    expect(await broken(RELEASE, 'search-results', request())).toBe(null);
    expect(String((warnings[0] as unknown[])[0])).toMatch(/could not be loaded; its parcels render in the browser/);

    const major2 = remoteServerParcels({
      require: edgeRequire,
      fetch: serving({ [BUILD_URL]: { body: build('2.0.0') } }).fetch,
      logger,
    });
    expect(await major2(RELEASE, 'search-results', request())).toBe(null);

    const late = serving({ [BUILD_URL]: { body: build(), delayMs: 100 } });
    const slow = remoteServerParcels({ require: edgeRequire, fetch: late.fetch, timeoutMs: 10, logger });
    expect(await slow(RELEASE, 'search-results', request())).toBe(null);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The next page has it.
    expect(await slow(RELEASE, 'search-results', request())).toBe('<p>results for night</p>');
    expect(late.asked.length).toBe(1);
  });
});
