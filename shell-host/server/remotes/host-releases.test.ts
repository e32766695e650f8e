/** @jest-environment node */
import type { ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { sha384Integrity } from '@inkpot/shared-contracts/integrity';
import { hostReleaseFiles, hostReleaseStore } from './host-releases.ts';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

/** A host release on disk: its document, a server render and one chunk of its own. */
async function writeRelease(dir: string, version: string) {
  const files = hostReleaseFiles(dir, version);
  mkdirSync(files.browser, { recursive: true });
  mkdirSync(path.dirname(files.render), { recursive: true });
  const template = `<!doctype html><title>${version}</title>`;
  const render = `exports.renderShellPage = async () => ({ kind: 'client', reason: ${JSON.stringify(version)} });`;
  writeFileSync(files.template, template);
  writeFileSync(files.render, render);
  writeFileSync(path.join(files.browser, `page.${version.padEnd(12, '0').slice(0, 12)}.js`), `/* ${version} */`);
  return {
    version,
    integrity: await sha384Integrity(bytes(template)),
    serverIntegrity: await sha384Integrity(bytes(render)),
  };
}

describe('host releases on the edge', () => {
  it('loads a release whose document and server render match the registry, and refuses one that does not', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'host-releases-'));
    const logger = { error: jest.fn() };
    const store = hostReleaseStore({ dir, logger });
    const release = await writeRelease(dir, 'aaaaaaaaaaaa');
    const host = await store.load(release);
    expect(host?.template).toContain('<title>aaaaaaaaaaaa</title>');
    expect(await host?.render?.({} as never)).toEqual({ kind: 'client', reason: 'aaaaaaaaaaaa' });

    const tampered = await writeRelease(dir, 'bbbbbbbbbbbb');
    writeFileSync(hostReleaseFiles(dir, 'bbbbbbbbbbbb').render, 'exports.renderShellPage = () => "stolen"');
    expect(await store.load(tampered)).toBeNull();
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining("render.cjs does not match the registry's serverIntegrity"),
    );
    expect(await store.load({ ...release, version: 'cccccccccccc' })).toBeNull();
  });

  it('serves the promoted release’s files first, then the edge’s own, then every other release’s, then passes on', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'host-releases-'));
    await writeRelease(dir, 'aaaaaaaaaaaa');
    await writeRelease(dir, 'bbbbbbbbbbbb');
    const store = hostReleaseStore({ dir });
    let promoted: string | null = 'bbbbbbbbbbbb';
    const current = async () => promoted;
    const served = (res: ServerResponse) => res.setHeader('x-served', 'host');
    const app = express()
      .use('/_/shell', store.assets(current, served))
      .get('/_/shell/index.html', (_req, res) => void res.send('the edge’s own'))
      .use('/_/shell', store.olderAssets(current, served))
      .use((_req, res) => res.status(404).send('passed on'));
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_/shell`;
    try {
      const old = await fetch(`${base}/page.aaaaaaaaaaaa.js`);
      expect(old.status).toBe(200);
      expect(await old.text()).toBe('/* aaaaaaaaaaaa */');
      expect(old.headers.get('x-served')).toBe('host');
      expect((await fetch(`${base}/page.bbbbbbbbbbbb.js`)).status).toBe(200);
      expect(await (await fetch(`${base}/missing.js`)).text()).toBe('passed on');
      // The promoted release's own unhashed files win over the edge's build ...
      expect(await (await fetch(`${base}/index.html`)).text()).not.toBe('the edge’s own');
      // ... and with none promoted, an older release's never do.
      promoted = null;
      expect(await (await fetch(`${base}/index.html`)).text()).toBe('the edge’s own');
      expect((await fetch(`${base}/page.aaaaaaaaaaaa.js`)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
