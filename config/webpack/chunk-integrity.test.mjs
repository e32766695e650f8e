/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { manifestFiles, releaseIntegrities, sri } from './chunk-integrity.mjs';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remote-entry.abc.js', path: '' } },
  exposes: [{ assets: { js: { sync: ['expose.1.js', '204.js'], async: ['lazy.js'] }, css: { sync: [], async: [] } } }],
  shared: [{ assets: { js: { sync: ['204.js'], async: [] }, css: { sync: [], async: [] } } }],
};

describe('chunk integrity', () => {
  it('names every file a release may load once: entry, exposed and shared chunks', () => {
    expect(manifestFiles(MANIFEST)).toEqual(['204.js', 'expose.1.js', 'lazy.js', 'remote-entry.abc.js']);
  });

  it('gives the integrities a registry records for a built remote, the server build only when there is one', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'inkpot-dist-'));
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(path.join(dist, 'remote-entry.abc.js'), 'entry');
    const expected = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    expect(releaseIntegrities(dist)).toEqual({
      manifestIntegrity: expected(JSON.stringify(MANIFEST)),
      entryIntegrity: expected('entry'),
    });
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'parcels.cjs'), 'exports.prerenderParcel = () => null;');
    expect(releaseIntegrities(dist).serverIntegrity).toBe(sri('exports.prerenderParcel = () => null;'));
  });
});
