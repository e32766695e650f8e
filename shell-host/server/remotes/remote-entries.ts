/**
 * The remote entries of a page's composition in one response (`/_/shell/remote-entries/<key>.js`).
 *
 * Each remote entry is a classic script that declares its container as a global
 * (`var inkpot_search; ... inkpot_search = <container>`, the manifest's `remoteEntry.type: global`
 * and `globalName`). Module Federation's runtime looks that global up before it loads an entry
 * (runtime-core `loadEntryScript` -> `getRemoteEntryExports(name, entryGlobalName)`) and, when it
 * is there, uses it without a request. So the edge concatenates the entries of the releases a page
 * was served with, each one only if its bytes match the `entryIntegrity` the release registry holds;
 * the document runs the result right after the host's script, and every container is registered
 * before the runtime asks for it. A release left out (an entry that does not match, or cannot be
 * had; an override; a release without integrity) is loaded by the runtime on its own, as before.
 *
 * The URL's key is a hash of the included releases and their integrities, so the response is
 * immutable; a page served other releases (a canary, a snapshot, an override) gets another key.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RemoteRelease } from '@inkpot/shared-contracts';
// The package's index also exports the parcels' .tsx, which node does not run: the edge imports values by sub-path.
import { federationName } from '@inkpot/shared-contracts/remotes';
import type { RemoteFilesLookup } from './remote-preloads.ts';
import { REMOTE_ENTRIES_ELEMENT_ID, REMOTE_ENTRIES_RAN_GLOBAL } from '../../page-contract/document-ids.ts';

export const REMOTE_ENTRIES_PATH = '/_/shell/remote-entries/';
/** How long a document waits for its combined entries before it is served without them. */
export const DOCUMENT_WAIT_MS = 250;
/** A combined response that left a release out (a fetch that failed) is built again after this. */
export const INCOMPLETE_RETRY_MS = 30_000;

/** One release's entry, checked. */
export interface CheckedEntry {
  remote: RemoteRelease['name'];
  version: string;
  integrity: string;
  /** Where the remote's runtime would have loaded it from: its files' base (webpack's `publicPath: 'auto'`). */
  url: string;
  source: string;
}

/** A combined response: its URL key, its bytes, their integrity, and the remotes it registers. */
export interface RemoteEntries {
  key: string;
  body: string;
  integrity: string;
  remotes: Array<RemoteRelease['name']>;
  /** Releases the page has that were left out, with why. */
  leftOut: Array<{ remote: RemoteRelease['name']; version: string; reason: string }>;
}

export const sha384Of = (bytes: string | Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The releases whose entry may go into the combined response: registry releases with integrity, not overrides. */
export function eligibleReleases(releases: readonly RemoteRelease[]): RemoteRelease[] {
  return releases.filter((release) => Boolean(release.integrity && release.entryIntegrity));
}

/**
 * The URL key of a set of entries: a hash of each remote's name, version and entry integrity, in
 * the order given. Two pages share it only when they run the same entries.
 */
export function remoteEntriesKey(
  entries: ReadonlyArray<Pick<CheckedEntry, 'remote' | 'version' | 'integrity' | 'url'>>,
) {
  return createHash('sha256')
    .update(entries.map((entry) => `${entry.remote}@${entry.version}#${entry.integrity}@${entry.url}`).join('\n'))
    .digest('hex')
    .slice(0, 20);
}

/** What an entry's own file carries that means nothing inside another file: its source map link, compile hints. */
const stripFileComments = (source: string) =>
  source.replace(/^\/\/# (sourceMappingURL=|allFunctionsCalledOnLoad).*$/gm, '').trim();

/**
 * The combined script. It runs only on a page that provides the federation runtime (the entries
 * are built without their own: config/webpack/runtime/require-provided-runtime.mjs), and each entry
 * runs on its own: one that throws is reported (as an uncaught error, a task later) and leaves its
 * global unset, so the runtime loads that remote itself; the others are unaffected. `var`
 * declarations inside the blocks still declare the page's globals.
 *
 * A remote's chunks load from where its entry was loaded: the remotes build with
 * `publicPath: 'auto'`, which webpack's runtime reads from `document.currentScript.src` while the
 * entry runs. So while each entry runs, the document's `currentScript` names the entry's own URL
 * (an own property over the prototype's getter, deleted right after).
 */
export function combineEntries(entries: readonly CheckedEntry[]): string {
  const parts = entries.map(
    (entry) =>
      `// ${entry.remote}@${entry.version}\n` +
      `try{self.document&&Object.defineProperty(self.document,"currentScript",{configurable:true,get:function(){return{tagName:"SCRIPT",src:${JSON.stringify(entry.url)}}}});\n` +
      `${stripFileComments(entry.source)}\n` +
      `}catch(e){setTimeout(function(){throw e})}finally{self.document&&delete self.document.currentScript}`,
  );
  return (
    '//# allFunctionsCalledOnLoad\n' +
    'if(self._FEDERATION_RUNTIME_CORE&&self._INKPOT_FEDERATION_BUNDLER_RUNTIME){\n' +
    `${parts.join('\n')}\n}\n` +
    // The host's plugin waits for this (src/remote-loading/combined-entries-plugin.ts).
    `self.${REMOTE_ENTRIES_RAN_GLOBAL}=true;\n`
  );
}

export interface RemoteEntriesOptions {
  /** Where each release's entry is (the head's preload lookup: the manifest's remoteEntry). */
  filesOf: RemoteFilesLookup;
  fetch?: typeof fetch;
  waitMs?: number;
  incompleteRetryMs?: number;
  now?: () => number;
  logger?: Pick<Console, 'warn'>;
}

export interface RemoteEntriesSource {
  /**
   * The combined entries for a page served `releases`: at once when built, else after at most
   * `waitMs` (null then: the page loads its entries as before, the next page gets them). Null
   * when no release can go in.
   */
  forPage(releases: readonly RemoteRelease[]): Promise<RemoteEntries | null>;
  /** A combined response by its URL key, built for some page (or for `releases`, when given and they match). */
  byKey(key: string, releases?: readonly RemoteRelease[]): Promise<RemoteEntries | null>;
}

/**
 * Builds and keeps combined entries. An entry's checked source is kept by its integrity and URL
 * (the bytes of one integrity never change); a combined response by the releases a page asked for, and by its
 * own key for the route. A response that left a release out because its entry could not be had is
 * built again after `incompleteRetryMs` (under a new key once it is whole); one left out because
 * its bytes do not match stays out for as long as that release is served.
 */
export function remoteEntriesSource({
  filesOf,
  fetch: fetchImpl = (...args) => fetch(...args),
  waitMs = DOCUMENT_WAIT_MS,
  incompleteRetryMs = INCOMPLETE_RETRY_MS,
  now = Date.now,
  logger = console,
}: RemoteEntriesOptions): RemoteEntriesSource {
  const sources = new LRUCache<string, string>({ max: 200 });
  const byRequest = new LRUCache<string, { entries: RemoteEntries | null; builtAt: number; complete: boolean }>({
    max: 500,
  });
  const byResponseKey = new LRUCache<string, RemoteEntries>({ max: 500 });
  const building = new Map<string, Promise<RemoteEntries | null>>();
  const warned = new Set<string>();

  const warnOnce = (key: string, message: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    logger.warn(`[edge] ${message}`);
  };

  /** A release's entry source, checked against its entryIntegrity; a reason when it cannot go in. */
  async function checkedSource(
    release: RemoteRelease,
  ): Promise<{ source: string; url: string } | { reason: string; retry: boolean }> {
    const integrity = release.entryIntegrity as string;
    const files = await filesOf(release.manifestUrl);
    if (!files) return { reason: 'its manifest could not be read', retry: true };
    const kept = sources.get(`${integrity} ${files.entry}`);
    if (kept !== undefined) return { source: kept, url: files.entry };
    let bytes: Uint8Array;
    try {
      const response = await fetchImpl(files.entry, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return { reason: `its entry answered ${response.status}`, retry: true };
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      return { reason: `its entry could not be fetched: ${String(error)}`, retry: true };
    }
    if (sha384Of(bytes) !== integrity) {
      warnOnce(
        `${release.name}@${release.version}`,
        `The entry of ${release.name}@${release.version} (${files.entry}) does not match the integrity the release registry holds: left out of the combined remote entries.`,
      );
      return { reason: 'its entry does not match its integrity', retry: false };
    }
    const source = new TextDecoder().decode(bytes);
    sources.set(`${integrity} ${files.entry}`, source);
    return { source, url: files.entry };
  }

  async function build(
    releases: readonly RemoteRelease[],
  ): Promise<{ entries: RemoteEntries | null; complete: boolean }> {
    const eligible = eligibleReleases(releases);
    const checked = await Promise.all(eligible.map((release) => checkedSource(release)));
    const entries: CheckedEntry[] = [];
    const leftOut: RemoteEntries['leftOut'] = [];
    let complete = true;
    eligible.forEach((release, index) => {
      const result = checked[index] as Awaited<ReturnType<typeof checkedSource>>;
      if ('source' in result) {
        entries.push({
          remote: release.name,
          version: release.version,
          integrity: release.entryIntegrity as string,
          url: result.url,
          source: result.source,
        });
      } else {
        leftOut.push({ remote: release.name, version: release.version, reason: result.reason });
        if (result.retry) complete = false;
      }
    });
    if (entries.length === 0) return { entries: null, complete };
    const body = combineEntries(entries);
    const combined: RemoteEntries = {
      key: remoteEntriesKey(entries),
      body,
      integrity: sha384Of(body),
      remotes: entries.map((entry) => entry.remote),
      leftOut,
    };
    byResponseKey.set(combined.key, combined);
    return { entries: combined, complete };
  }

  const requestKeyOf = (releases: readonly RemoteRelease[]) =>
    eligibleReleases(releases)
      .map((release) => `${release.name}@${release.version}#${release.entryIntegrity}@${release.manifestUrl}`)
      .join('\n');

  function ensure(releases: readonly RemoteRelease[]): Promise<RemoteEntries | null> {
    const requestKey = requestKeyOf(releases);
    const known = byRequest.get(requestKey);
    const fresh = known && (known.complete || now() - known.builtAt < incompleteRetryMs);
    if (known && fresh) return Promise.resolve(known.entries);
    let pending = building.get(requestKey);
    if (!pending) {
      pending = build(releases)
        .then(({ entries, complete }) => {
          byRequest.set(requestKey, { entries, builtAt: now(), complete });
          return entries;
        })
        .catch(() => null)
        .finally(() => building.delete(requestKey));
      building.set(requestKey, pending);
    }
    // While an incomplete response is built again, pages keep the one there is.
    return known ? Promise.resolve(known.entries) : pending;
  }

  return {
    async forPage(releases) {
      if (eligibleReleases(releases).length === 0) return null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      });
      return Promise.race([ensure(releases), late]).finally(() => clearTimeout(timer));
    },
    async byKey(key, releases) {
      const known = byResponseKey.get(key);
      if (known) return known;
      if (!releases) return null;
      const built = await ensure(releases);
      return built?.key === key ? built : null;
    },
  };
}

/**
 * The document's part: a low-priority preload in the head (with the preloads of the manifests)
 * and the script itself, deferred, after the host's script (deferred scripts run in document
 * order: the entries need the runtime the host's script provides). `data-remotes` names the
 * containers it registers, for the host's runtime plugin to wait for.
 */
export function remoteEntriesScriptHtml(entries: RemoteEntries, nonce: string): string {
  const href = `${REMOTE_ENTRIES_PATH}${entries.key}.js`;
  return (
    `<script id="${REMOTE_ENTRIES_ELEMENT_ID}" src="${href}" defer crossorigin="anonymous" integrity="${entries.integrity}"` +
    ` data-remotes="${entries.remotes.map((remote) => federationName(remote)).join(' ')}" nonce="${nonce}"></script>`
  );
}

export const remoteEntriesHref = (entries: RemoteEntries) => `${REMOTE_ENTRIES_PATH}${entries.key}.js`;
