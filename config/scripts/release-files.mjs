// What every release publisher (release-publishers.mjs, s3-publisher.mjs) knows of a built remote:
// its files, the manifest last, and how each is served.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUILD_FILE } from '../webpack/federation.mjs';

export const MANIFEST = 'mf-manifest.json';

/** Every published file is immutable: its version is in its path. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES = {
  '.js': 'text/javascript',
  '.cjs': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** @param {string} file */
export const contentTypeOf = (file) => CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';

/** The files of a build by path under it (`server/parcels.cjs`, the server build, included), the manifest last. */
export function filesOf(dist) {
  const files = readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  if (!files.includes(MANIFEST)) throw new Error(`${dist} has no ${MANIFEST}.`);
  return [...files.filter((name) => name !== MANIFEST).sort(), MANIFEST];
}

/**
 * The files the release registry checks by integrity besides the manifest: the remote entry the
 * manifest names and, when the build has one, the server build.
 */
export function entryFilesOf(dist) {
  const { remoteEntry } = JSON.parse(readFileSync(path.join(dist, MANIFEST), 'utf8')).metaData ?? {};
  return [
    ...(remoteEntry?.name ? [`${remoteEntry.path ?? ''}${remoteEntry.name}`] : []),
    ...(existsSync(path.join(dist, SERVER_BUILD_FILE)) ? [SERVER_BUILD_FILE] : []),
  ];
}

/** `<base>/<segment>/<segment>...`, each segment encoded, keeping the base's query (a SAS or presigned token). */
export function fileUrl(base, ...segments) {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/?$/, '/')}${segments.map(encodeURIComponent).join('/')}`;
  return url;
}
