/**
 * Last known good: this browser keeps the files of each remote release that mounted
 * here (its manifest, entry and exposed modules' chunks, in Cache Storage), and when the remote's
 * origin does not answer, the page's requests for those files are answered from the kept copy.
 * The remote cache worker (remote-cache-worker.ts) does the keeping and the answering; the page
 * asks it to keep a release, and hears from it when a kept copy was used. Pure parts here, so both
 * sides and the tests share them.
 */
import type { RemoteRelease } from '@inkpot/shared-contracts';
import { withoutRetry } from './retry-url.ts';

import { REMOTE_CACHE_WORKER_PATH } from '../../page-contract/document-ids.ts';
/** The worker's query parameter naming the remotes' origins, the only ones it answers for. */
export const ORIGIN_PARAM = 'origin';
/** Kept releases of one remote, newest last; older ones are dropped. */
export const KEPT_RELEASES_PER_REMOTE = 2;
/**
 * Kept releases' caches are named with this prefix. v2: every kept byte checked against the
 * integrity its release's manifest names; caches of earlier workers, which kept chunks
 * unchecked, are dropped when this worker activates.
 */
const CACHE_PREFIX = 'inkpot-remote-v2:';
const CACHE_FAMILY = 'inkpot-remote';

/** A cache of an earlier worker's making, whose bytes nothing checked: dropped. */
export const isStaleCache = (cacheName: string) =>
  cacheName.startsWith(CACHE_FAMILY) && !cacheName.startsWith(CACHE_PREFIX);

export const cacheNameOf = (release: Pick<RemoteRelease, 'name' | 'version'>) =>
  `${CACHE_PREFIX}${release.name}@${release.version}`;
export const remoteOfCache = (cacheName: string) =>
  cacheName.startsWith(CACHE_PREFIX) ? cacheName.slice(CACHE_PREFIX.length).split('@')[0] : null;

/** The page asks the worker to keep a release that mounted. */
export interface KeepReleaseMessage {
  type: 'inkpot/keep-release';
  release: Pick<RemoteRelease, 'name' | 'version' | 'manifestUrl' | 'integrity' | 'entryIntegrity'>;
}

/** The worker tells the page that a file came from a kept copy because its origin did not answer. */
export interface LastKnownGoodMessage {
  type: 'inkpot/last-known-good';
  url: string;
}

export const isKeepReleaseMessage = (data: unknown): data is KeepReleaseMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'inkpot/keep-release';
export const isLastKnownGoodMessage = (data: unknown): data is LastKnownGoodMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'inkpot/last-known-good';

/** The worker's URL for a page whose remotes are served from these origins. */
export function remoteCacheWorkerUrl(releases: readonly Pick<RemoteRelease, 'manifestUrl'>[]): string {
  const origins = [...new Set(releases.map((release) => new URL(release.manifestUrl).origin))].sort();
  const query = new URLSearchParams(origins.map((origin) => [ORIGIN_PARAM, origin]));
  return `${REMOTE_CACHE_WORKER_PATH}?${query.toString()}`;
}

interface ManifestFiles {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
  /** Each file's integrity, by its path beside the manifest (config/webpack/chunk-integrity.mjs). */
  integrity?: Record<string, string>;
}

/**
 * Every file of a release a page may load: the entry and each exposed module's chunks and styles,
 * with the integrity the manifest names for each (by URL). The remote's own fallback copies of
 * shared packages are left out: the host provides those.
 */
export function releaseFilesOf(
  manifest: ManifestFiles,
  manifestUrl: string,
): { entry: string; files: string[]; integrity: ReadonlyMap<string, string> } {
  const base = new URL('.', withoutRetry(manifestUrl));
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (!remoteEntry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  const entry = new URL(`${remoteEntry.path ?? ''}${remoteEntry.name}`, base).href;
  const chunks = (manifest.exposes ?? []).flatMap(({ assets }) => [
    ...(assets?.js?.sync ?? []),
    ...(assets?.js?.async ?? []),
    ...(assets?.css?.sync ?? []),
    ...(assets?.css?.async ?? []),
  ]);
  const integrity = new Map(
    Object.entries(manifest.integrity ?? {}).map(([file, value]) => [new URL(file, base).href, value]),
  );
  return { entry, files: [...new Set([entry, ...chunks.map((file) => new URL(file, base).href)])], integrity };
}

/** Where the worker keeps a release's files (Cache Storage's, or a stand-in in tests). */
export interface KeptFiles {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
  delete(url: string): Promise<boolean>;
}

export type KeepOutcome =
  | 'kept'
  /** Nothing vouches for its bytes (no manifest integrity in the composition): never kept. */
  | 'no-integrity'
  | 'unreachable'
  | 'manifest-mismatch'
  /** A file its manifest names without an integrity. */
  | 'unvouched-file'
  | 'file-mismatch';

/**
 * Keeps a release that mounted, only as the composition vouches for it: its manifest must match the
 * integrity the registry holds, and every file (the entry, each chunk and style) the integrity that
 * manifest names. Files already kept are checked again (a copy an earlier worker kept unchecked, or
 * one changed on disk, is replaced); a release with one file that does not match is not kept, and
 * nothing of it counts as kept (the manifest, put last, is what answers for the release).
 */
export async function keepRelease({
  release,
  fetched,
  cache,
  digest,
}: {
  release: KeepReleaseMessage['release'];
  /** The file from its origin; null unless it answered whole. */
  fetched: (url: string) => Promise<Response | null>;
  cache: KeptFiles;
  digest: (bytes: ArrayBuffer) => Promise<string>;
}): Promise<KeepOutcome> {
  if (!release.integrity) return 'no-integrity';
  const manifest = await fetched(release.manifestUrl);
  if (!manifest) return 'unreachable';
  const manifestBytes = await manifest.clone().arrayBuffer();
  if ((await digest(manifestBytes)) !== release.integrity) return 'manifest-mismatch';
  const { entry, files, integrity } = releaseFilesOf(
    JSON.parse(new TextDecoder().decode(manifestBytes)) as ManifestFiles,
    release.manifestUrl,
  );
  const matches = async (response: Response, expected: string) =>
    (await digest(await response.clone().arrayBuffer())) === expected;

  for (const file of files) {
    const expected = integrity.get(file);
    if (!expected || (file === entry && release.entryIntegrity && expected !== release.entryIntegrity))
      return 'unvouched-file';
    const kept = await cache.match(file);
    if (kept && (await matches(kept, expected))) continue;
    if (kept) await cache.delete(file);
    const response = await fetched(file);
    if (!response) return 'unreachable';
    if (!(await matches(response, expected))) return 'file-mismatch';
    await cache.put(file, response);
  }
  await cache.put(release.manifestUrl, manifest);
  return 'kept';
}

/** The release a URL belongs to: its manifest, or a file under the manifest's folder. */
export function releaseOfUrl<T extends Pick<RemoteRelease, 'name' | 'manifestUrl'>>(
  releases: readonly T[],
  url: string,
): T | null {
  const wanted = withoutRetry(url);
  return (
    releases.find((release) => withoutRetry(release.manifestUrl) === wanted) ??
    releases.find((release) => wanted.startsWith(new URL('.', release.manifestUrl).href)) ??
    null
  );
}

/** What the worker answers for: GET requests for scripts, styles and manifests on the remotes' origins. */
export function answersFor(request: { method: string; url: string }, origins: ReadonlySet<string>): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return origins.has(url.origin) && /\.(js|css|json)$/.test(url.pathname);
}

export interface NetworkFirstOptions {
  request: Request;
  fetch: (request: Request) => Promise<Response>;
  /** The kept copy of a URL (without the retry parameter), if any. */
  kept: (url: string) => Promise<Response | undefined>;
  /** A kept copy answered because the origin did not. */
  onLastKnownGood: (url: string) => void;
}

/**
 * The network first; when the origin does not answer (no connection, or a server error), the kept
 * copy. A file never kept fails as the network failed, so the page falls back as before. Kept bytes
 * are the ones the release was checked with: the page checks them again (the manifest's integrity,
 * the entry's SRI) as it checks the network's.
 */
export async function networkFirst({ request, fetch, kept, onLastKnownGood }: NetworkFirstOptions): Promise<Response> {
  let failure: unknown;
  try {
    // Without the request's integrity: bytes changed on the way must reach the page, which refuses
    // them (and says so), rather than fail here as if the origin were down and be answered from a copy.
    const response = await fetch(new Request(request, { integrity: '' }));
    if (response.status < 500) return response;
    failure = response;
  } catch (error) {
    failure = error;
  }
  const copy = await kept(withoutRetry(request.url));
  if (!copy) {
    if (failure instanceof Response) return failure;
    throw failure;
  }
  onLastKnownGood(request.url);
  return copy;
}
