// A host release on disk: the host's browser build and server build, copied once into
// `<HOST_RELEASES_DIR>/<version>/browser/` and `server/`, where every edge serves it from once the
// registry promotes it. The version names the build's content, so a release is never overwritten.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const DOCUMENT = 'index.html';
const SERVER_RENDER = 'render.cjs';
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The release of a host build: `<package version>+<hash of its document and server render>`, and
 * the integrity of both (the registry holds them; each edge checks them before serving).
 * @param {{ browser: string, server: string, packageVersion: string }} build
 */
export function hostReleaseOf({ browser, server, packageVersion }) {
  const document = readFileSync(path.join(browser, DOCUMENT));
  const render = readFileSync(path.join(server, SERVER_RENDER));
  const hash = createHash('sha256').update(document).update(render).digest('hex').slice(0, 10);
  return { version: `${packageVersion}+${hash}`, integrity: sri(document), serverIntegrity: sri(render) };
}

/**
 * Copies a host build into `dir` as an immutable release. The document goes in last (an edge
 * lists only releases that have one), through a rename, so no edge ever reads half a release.
 * @param {{ browser: string, server: string, packageVersion: string, dir: string }} options
 * @returns {{ version: string, integrity: string, serverIntegrity: string, outcome: 'published' | 'already published' }}
 */
export function publishHost({ browser, server, packageVersion, dir }) {
  const release = hostReleaseOf({ browser, server, packageVersion });
  const target = path.join(dir, release.version);
  const document = path.join(target, 'browser', DOCUMENT);
  if (existsSync(document)) {
    if (!readFileSync(document).equals(readFileSync(path.join(browser, DOCUMENT))))
      throw new Error(`${target} already holds another build for ${release.version}.`);
    return { ...release, outcome: 'already published' };
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(server, path.join(target, 'server'), { recursive: true });
  cpSync(browser, path.join(target, 'browser'), {
    recursive: true,
    filter: (source) => path.relative(browser, source) !== DOCUMENT,
  });
  cpSync(path.join(browser, DOCUMENT), `${document}.partial`);
  renameSync(`${document}.partial`, document);
  return { ...release, outcome: 'published' };
}
