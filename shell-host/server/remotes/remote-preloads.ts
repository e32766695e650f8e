import { createHash } from 'node:crypto';
import type { ParcelName, RemoteName, RemoteRelease } from '@inkpot/shared-contracts';
import { remoteFileCache } from './remote-file-cache.ts';

/**
 * What the document preloads of the page's remotes, so the browser fetches them while it parses
 * the page instead of after the host's scripts ran. From the head: each release's manifest (the
 * federation runtime fetches it with `fetch(url, {})`: CORS mode, so `as="fetch"` with
 * `crossorigin`) and its remote entry (a classic script the runtime's plugins create with
 * `crossorigin="anonymous"` and, for a release with integrity, the entry's integrity: the preload
 * carries the same, or the browser would not use it). Once the page is painted: the files of each
 * parcel the server's render placed on the page (the manifest's `assets.js.sync` of that expose:
 * scripts the runtime loads in CORS mode from a remote's origin), which would otherwise wait for
 * the entry to run (see `afterFirstPaintHtml`).
 */
export interface RemotePreload {
  href: string;
  as: 'fetch' | 'script';
  integrity?: string;
}

/** Where the federation runtime loads a manifest's remote entry from (null when it does not say). */
export function entryUrlOf(manifest: unknown, manifestUrl: string): string | null {
  const metaData = (
    manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; publicPath?: unknown } }
  )?.metaData;
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) return null;
  const file = `${typeof entry.path === 'string' ? entry.path : ''}${entry.name}`;
  // `auto` (what the remotes build with): beside the manifest. Anything else is the files' base.
  const base =
    typeof metaData?.publicPath === 'string' && metaData.publicPath !== 'auto'
      ? new URL(metaData.publicPath, manifestUrl).href
      : manifestUrl;
  try {
    return new URL(file, base).href;
  } catch {
    return null;
  }
}

/** What the edge reads of a manifest: its entry, and each exposed parcel's own files. */
export interface RemoteFiles {
  entry: string;
  parcels: Record<string, string[]>;
  /**
   * Each file's integrity as the manifest lists it (config/webpack/chunk-integrity.mjs), by URL;
   * absent when the manifest lists none. It vouches for a file only as far as the manifest is the
   * release's: compare `manifestIntegrity` with the registry's first.
   */
  integrity?: Record<string, string>;
  /** The integrity of the manifest's bytes as the edge read them. */
  manifestIntegrity?: string;
}

/** A manifest's entry, each expose's synchronous scripts and the files' integrities, as URLs (null without an entry). */
export function remoteFilesOf(manifest: unknown, manifestUrl: string): RemoteFiles | null {
  const entry = entryUrlOf(manifest, manifestUrl);
  if (!entry) return null;
  const exposes = (manifest as { exposes?: unknown }).exposes;
  const parcels: Record<string, string[]> = {};
  for (const expose of Array.isArray(exposes) ? (exposes as unknown[]) : []) {
    const { name, assets } = (expose ?? {}) as { name?: unknown; assets?: { js?: { sync?: unknown } } };
    const sync = assets?.js?.sync;
    if (typeof name !== 'string' || !Array.isArray(sync)) continue;
    // Beside the entry, as the runtime loads them (`auto`), or under the manifest's publicPath.
    parcels[name] = sync
      .filter((file): file is string => typeof file === 'string')
      .map((file) => new URL(file, entry).href);
  }
  const listed = (manifest as { integrity?: unknown }).integrity;
  if (!listed || typeof listed !== 'object') return { entry, parcels };
  const integrity: Record<string, string> = {};
  for (const [file, value] of Object.entries(listed as Record<string, unknown>)) {
    if (typeof value === 'string' && value.startsWith('sha384-')) integrity[new URL(file, entry).href] = value;
  }
  return { entry, parcels, integrity };
}

export type RemoteFilesLookup = (manifestUrl: string) => Promise<RemoteFiles | null>;

export const ENTRY_LOOKUP_TIMEOUT_MS = 250;
export const ENTRY_LOOKUP_MAX_AGE_MS = 60_000;

/**
 * The files of a manifest, read by the edge (kept a minute: a development manifest URL is not
 * versioned). A document never waits long for it: past `timeoutMs`, or when the manifest does not
 * answer, the page preloads the manifest alone and the lookup finishes for the next request.
 */
export function remoteFilesLookup({
  fetch: fetchImpl = (...args) => fetch(...args),
  timeoutMs = ENTRY_LOOKUP_TIMEOUT_MS,
  maxAgeMs = ENTRY_LOOKUP_MAX_AGE_MS,
}: { fetch?: typeof fetch; timeoutMs?: number; maxAgeMs?: number } = {}): RemoteFilesLookup {
  return remoteFileCache({
    max: 500,
    timeoutMs,
    maxAgeMs,
    read: async (manifestUrl) => {
      try {
        const response = await fetchImpl(manifestUrl, { signal: AbortSignal.timeout(10_000) });
        if (!response.ok) return null;
        const bytes = new Uint8Array(await response.arrayBuffer());
        const files = remoteFilesOf(JSON.parse(new TextDecoder().decode(bytes)), manifestUrl);
        return (
          files && { ...files, manifestIntegrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}` }
        );
      } catch {
        return null;
      }
    },
  });
}

/** The page's preloads: the head's, and those started once the page is painted. */
export interface RemotePreloads {
  head: RemotePreload[];
  afterFirstPaint: RemotePreload[];
}

/**
 * The preloads of a page's releases. In the head: every manifest, and every entry the lookup
 * knows but those of the remotes in `combined` (the page gets their entries in one response,
 * remote-entries.ts). After the first paint: the files of the `parcels` the page places (each file
 * once: parcels of a remote share chunks), but those in `combinedFiles` (in that response too).
 */
export async function remotePreloads(
  releases: readonly RemoteRelease[],
  filesOf: RemoteFilesLookup,
  parcels: ReadonlyArray<{ remote: RemoteName; parcel: ParcelName }> = [],
  combined: readonly RemoteName[] = [],
  combinedFiles: readonly string[] = [],
): Promise<RemotePreloads> {
  const files = await Promise.all(releases.map((release) => filesOf(release.manifestUrl)));
  const head = releases.flatMap((release, index) => {
    const found = files[index];
    // The integrity plugin gives the entry script its integrity only for a release whose manifest it checks.
    const integrity = release.integrity ? release.entryIntegrity : undefined;
    return [
      { href: release.manifestUrl, as: 'fetch' as const },
      ...(found && !combined.includes(release.name)
        ? [{ href: found.entry, as: 'script' as const, ...(integrity ? { integrity } : {}) }]
        : []),
    ];
  });
  const inCombined = new Set(combinedFiles);
  const parcelFiles = new Set(
    parcels
      .flatMap((use) => files[releases.findIndex((release) => release.name === use.remote)]?.parcels[use.parcel] ?? [])
      .filter((file) => !inCombined.has(file)),
  );
  return { head, afterFirstPaint: [...parcelFiles].map((href) => ({ href, as: 'script' as const })) };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The head's `<link rel="preload">` elements, with the response's CSP nonce, at low priority: the
 * page's own HTML and the host's scripts (deferred, themselves low) come first; a preload's default
 * priority is high, and 25 of them from five origins pushed the first paint back (Lighthouse
 * desktop FCP 530 ms against the monolith's 190; 200 ms with the hint). Each asks for the
 * request the runtime makes: CORS for manifests (fetch) and for entries from another origin or with
 * integrity (the runtime's plugins set `crossorigin="anonymous"` then), a plain request otherwise.
 */
export function preloadLinksHtml(preloads: readonly RemotePreload[], nonce: string, pageOrigin: string): string {
  return preloads
    .map(({ href, as, integrity }) => {
      const cors = as === 'fetch' || Boolean(integrity) || new URL(href).origin !== pageOrigin;
      return (
        `<link rel="preload" href="${escapeAttribute(href)}" as="${as}" fetchpriority="low"${cors ? ' crossorigin="anonymous"' : ''}` +
        `${integrity ? ` integrity="${escapeAttribute(integrity)}"` : ''} nonce="${escapeAttribute(nonce)}" />`
      );
    })
    .join('');
}

/**
 * The id of the element that keeps the preloads for after the first paint: src/index.html's script
 * looks for it (after-first-paint.test.ts runs that script on what the edge writes).
 */
export const AFTER_FIRST_PAINT_ELEMENT_ID = 'inkpot-after-first-paint';

/**
 * The preloads a page starts once it is painted, as a `<template>` the document's own script
 * (index.html) moves into the head when the browser reports the first contentful paint: a
 * template's content is inert, neither fetched nor seen by the preload scanner.
 *
 * Why not from the head with the manifests and entries: the parcels' files are not needed before
 * the host's scripts run (well after the paint), and fetched from the head they took the
 * connection while the page's own HTML was arriving; in Lighthouse's simulation of a phone, every
 * request done before the paint is counted in its largest contentful paint (the page's first paint
 * came 150-250 ms after its HTML here, by when the head's 20 preloads had arrived: a simulated LCP
 * of 2.1 s for a page painted at 0.3 s).
 */
export function afterFirstPaintHtml(preloads: readonly RemotePreload[], nonce: string, pageOrigin: string): string {
  return preloads.length > 0
    ? `<template id="${AFTER_FIRST_PAINT_ELEMENT_ID}">${preloadLinksHtml(preloads, nonce, pageOrigin)}</template>`
    : '';
}
