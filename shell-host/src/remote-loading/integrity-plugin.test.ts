import { createHash } from 'node:crypto';
import type { RemoteRelease } from '@inkpot/shared-contracts';
import type { IntegrityDigest } from '@inkpot/shared-contracts/integrity';
import { integrityPlugin } from './integrity-plugin.ts';

const digest: IntegrityDigest = async (bytes) =>
  `sha384-${createHash('sha384').update(Buffer.from(bytes)).digest('base64')}`;
const manifestText = JSON.stringify({ metaData: { remoteEntry: { name: 'remote-entry.abc.js', path: '' } } });
const manifestUrl = 'http://localhost:3004/releases/1.0.0/mf-manifest.json';
const entryUrl = 'http://localhost:3004/releases/1.0.0/remote-entry.abc.js';
const release: RemoteRelease = {
  name: 'search',
  version: '1.0.0',
  manifestUrl,
  contractVersion: '1.2.0',
  integrity: `sha384-${createHash('sha384').update(manifestText).digest('base64')}`,
  entryIntegrity: 'sha384-ENTRY',
};

/** A fetch that answers `body` for every URL, recording what was asked (jsdom has no Response). */
function serving(body: string) {
  const asked: string[] = [];
  const bytes = Buffer.from(body);
  const response = {
    ok: true,
    status: 200,
    clone: () => response,
    arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    text: async () => body,
  };
  const fetchImpl = (async (url: string | URL | Request) => {
    asked.push(String(url));
    return response;
  }) as unknown as typeof fetch;
  return { fetchImpl, asked };
}

type Hooks = {
  fetch: (url: string, init: RequestInit) => Promise<Response> | undefined;
  createScript: (args: { url: string }) => HTMLScriptElement | undefined;
};

describe('integrityPlugin', () => {
  it('checks the manifest, then gives the entry script its integrity, cross-origin', async () => {
    const { fetchImpl } = serving(manifestText);
    const plugin = integrityPlugin([release], { digest, fetch: fetchImpl }) as unknown as Hooks;
    expect(plugin.createScript({ url: entryUrl })).toBeUndefined();

    const response = await plugin.fetch(`${manifestUrl}?retry=1-abc`, {});
    expect(await response?.text()).toBe(manifestText);
    const script = plugin.createScript({ url: entryUrl });
    expect(script?.integrity).toBe('sha384-ENTRY');
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.src).toBe(entryUrl);
    expect(plugin.createScript({ url: 'http://localhost:3004/releases/1.0.0/other.js' })).toBeUndefined();
  });

  it('refuses a manifest that does not match, naming the release', async () => {
    const { fetchImpl } = serving(manifestText.replace('abc', 'evil'));
    const plugin = integrityPlugin([release], { digest, fetch: fetchImpl }) as unknown as Hooks;
    await expect(plugin.fetch(manifestUrl, {})).rejects.toThrow(/search@1\.0\.0: its manifest does not match/);
    expect(plugin.createScript({ url: entryUrl })).toBeUndefined();
  });

  it('leaves releases without integrity to the runtime', () => {
    const { fetchImpl, asked } = serving(manifestText);
    const { integrity: _integrity, entryIntegrity: _entry, ...plain } = release;
    const plugin = integrityPlugin([plain], { digest, fetch: fetchImpl }) as unknown as Hooks;
    expect(plugin.fetch(manifestUrl, {})).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
