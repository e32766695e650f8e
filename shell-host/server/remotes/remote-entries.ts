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
 * Behind each entry come the files of the parcels the page places that the remote's entry would
 * load first (each placed expose's synchronous chunks, as the manifest lists them): webpack's
 * chunks push themselves into the remote's chunk global, where its runtime finds them installed
 * and asks for nothing. Each only if the manifest is the release's (its bytes match the registry's
 * `integrity`) and the file's bytes match the integrity that manifest lists; anything else is left
 * out and loads from the remote's origin, as it always did.
 *
 * The URL's key is a hash of the included releases, files and their integrities, so the response
 * is immutable; a page served other releases (a canary, a snapshot, an override) or placing other
 * parcels gets another key.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ParcelName, RemoteName, RemoteRelease } from '@inkpot/shared-contracts';
// The package's index also exports the parcels' .tsx, which node does not run: the edge imports values by sub-path.
import { federationName, isRemoteName, REMOTE_PARCELS } from '@inkpot/shared-contracts/remotes';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RemoteFilesLookup } from './remote-preloads.ts';
import {
  REMOTE_ENTRIES_ELEMENT_ID,
  REMOTE_ENTRIES_FILES_GLOBAL,
  REMOTE_ENTRIES_RAN_GLOBAL,
} from '../../page-contract/document-ids.ts';

export const REMOTE_ENTRIES_PATH = '/_/shell/remote-entries/';
/** How long a document waits for its combined entries before it is served without them. */
export const DOCUMENT_WAIT_MS = 250;
/** A combined response that left a release out (a fetch that failed) is built again after this. */
export const INCOMPLETE_RETRY_MS = 30_000;

/** A file of a release (a chunk), checked against the integrity its release's manifest lists. */
export interface CheckedFile {
  url: string;
  integrity: string;
  source: string;
}

/** One release's entry, checked, with the checked files of the parcels the page places. */
export interface CheckedEntry {
  remote: RemoteRelease['name'];
  version: string;
  integrity: string;
  /** Where the remote's runtime would have loaded it from: its files' base (webpack's `publicPath: 'auto'`). */
  url: string;
  source: string;
  files?: CheckedFile[];
}

/** A parcel a page places (the server's render says which). */
export interface PlacedParcel {
  remote: RemoteName;
  parcel: ParcelName;
}

/** At most this many placed parcels make a response's files (the URL names them). */
export const MAX_PLACED_PARCELS = 40;

/** A combined response: its URL key, its bytes, their integrity, and the remotes it registers. */
export interface RemoteEntries {
  key: string;
  body: string;
  integrity: string;
  remotes: Array<RemoteRelease['name']>;
  /** The parcels' files in it (their pages need not preload them). */
  files: string[];
  /** The placed parcels it carries the files of, as its URL names them (`parcels=`; empty for none). */
  parcels: string;
  /** Releases (or their files) the page has that were left out, with why. */
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
  entries: ReadonlyArray<Pick<CheckedEntry, 'remote' | 'version' | 'integrity' | 'url'> & Pick<CheckedEntry, 'files'>>,
) {
  return createHash('sha256')
    .update(
      entries
        .map(
          (entry) =>
            `${entry.remote}@${entry.version}#${entry.integrity}@${entry.url}` +
            (entry.files ?? []).map((file) => ` ${file.url}#${file.integrity}`).join(''),
        )
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 20);
}

/** The `parcels=` value of placed parcels: `remote/parcel`, once each, sorted, comma-separated. */
export const parcelsParam = (parcels: readonly PlacedParcel[]) =>
  [...new Set(parcels.map(({ remote, parcel }) => `${remote}/${parcel}`))].sort().join(',');

/** Placed parcels once each, in one order (the files' order, and so the key, follow it), at most MAX_PLACED_PARCELS. */
const canonicalParcels = (parcels: readonly PlacedParcel[]): PlacedParcel[] =>
  parcelsOfParam(parcelsParam(parcels).split(',').slice(0, MAX_PLACED_PARCELS).join(','));

/**
 * The placed parcels a `parcels=` value names: nothing for a value an edge does not write (not a
 * list of the parcels the remotes expose, in its one order, once each, or naming too many).
 */
export function parcelsOfParam(value: unknown): PlacedParcel[] {
  if (typeof value !== 'string' || value === '') return [];
  const names = value.split(',');
  if (names.length > MAX_PLACED_PARCELS) return [];
  const parcels: PlacedParcel[] = [];
  for (const name of names) {
    const [remote, parcel, ...rest] = name.split('/');
    if (rest.length > 0 || !isRemoteName(remote)) return [];
    if (!(REMOTE_PARCELS[remote] as readonly string[]).includes(parcel ?? '')) return [];
    parcels.push({ remote, parcel: parcel as ParcelName });
  }
  return parcelsParam(parcels) === value ? parcels : [];
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
  const script = (url: string, source: string, ran = '') =>
    `try{self.document&&Object.defineProperty(self.document,"currentScript",{configurable:true,get:function(){return{tagName:"SCRIPT",src:${JSON.stringify(url)}}}});\n` +
    `${stripFileComments(source)}\n${ran}` +
    `}catch(e){setTimeout(function(){throw e})}finally{self.document&&delete self.document.currentScript}`;
  // A file that ran is named for the host's runtime, which then does not preload it (combined-entries-plugin.ts).
  const files = `self.${REMOTE_ENTRIES_FILES_GLOBAL}`;
  // The entries together, then the files, smallest first: gzip finds repeats only within its last
  // 32 KiB, and the five entries (the same webpack runtime glue) are about 24 KiB gzip apart and
  // 9.6 KiB together, but not with a 35 KiB chunk between each (measured: 67.8 against 55.9 KiB
  // for the search page's response). A chunk that pushes itself before its runtime is there is taken
  // up when that runtime starts (webpack reads the chunk global's earlier pushes), so an entry that
  // failed here and loads from its origin still finds its files.
  const parts = [
    ...entries.map((entry) => `// ${entry.remote}@${entry.version}\n${script(entry.url, entry.source)}`),
    ...entries
      .flatMap((entry) => entry.files ?? [])
      .sort((a, b) => a.source.length - b.source.length)
      .map((file) => script(file.url, file.source, `;(${files}=${files}||[]).push(${JSON.stringify(file.url)});\n`)),
  ];
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
  /** Whether the response carries the placed parcels' files too (`INKPOT_REMOTE_ENTRIES=entries`: not). */
  parcelFiles?: boolean;
  /**
   * How many responses a second `byKey` may build for keys this edge does not have (those another
   * edge built, or an older release's): past it, such keys are not found (the page loads each
   * entry itself). A URL's key and parcels are anyone's to make up, and each new pair is a build.
   */
  unknownKeyBuildsPerSecond?: number;
}

/** Enough for the few kinds of page of every composition another edge serves; far from a build per request. */
export const UNKNOWN_KEY_BUILDS_PER_SECOND = 5;

export interface RemoteEntriesSource {
  /**
   * The combined entries for a page served `releases` that places `parcels`: at once when built,
   * else after at most `waitMs` (null then: the page loads its entries as before, the next page
   * gets them). Null when no release can go in.
   */
  forPage(releases: readonly RemoteRelease[], parcels?: readonly PlacedParcel[]): Promise<RemoteEntries | null>;
  /**
   * A combined response by its URL key, built for some page (or for `releases` and `parcels`, when
   * given and they match).
   */
  byKey(
    key: string,
    releases?: readonly RemoteRelease[],
    parcels?: readonly PlacedParcel[],
  ): Promise<RemoteEntries | null>;
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
  parcelFiles = true,
  unknownKeyBuildsPerSecond = UNKNOWN_KEY_BUILDS_PER_SECOND,
}: RemoteEntriesOptions): RemoteEntriesSource {
  const unknownKeyBuilds = new RateLimiterMemory({ points: unknownKeyBuildsPerSecond, duration: 1 });
  const sources = new LRUCache<string, string>({ max: 1000 });
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

  /** A file's bytes, checked against `integrity` (kept by it: the bytes of one integrity never change). */
  async function checkedBytes(
    url: string,
    integrity: string,
  ): Promise<{ source: string } | { reason: 'unreachable' | 'mismatch'; detail: string }> {
    const kept = sources.get(`${integrity} ${url}`);
    if (kept !== undefined) return { source: kept };
    let bytes: Uint8Array;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return { reason: 'unreachable', detail: `answered ${response.status}` };
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      return { reason: 'unreachable', detail: `could not be fetched: ${String(error)}` };
    }
    if (sha384Of(bytes) !== integrity) return { reason: 'mismatch', detail: 'does not match its integrity' };
    const source = new TextDecoder().decode(bytes);
    sources.set(`${integrity} ${url}`, source);
    return { source };
  }

  type Checked =
    | { source: string; url: string; files: CheckedFile[]; leftOut: string[]; complete: boolean }
    | { reason: string; retry: boolean };

  /**
   * A release's entry source, checked against its entryIntegrity (a reason when it cannot go in),
   * and the files of its `parcels` that can: those whose bytes match what the release's manifest lists.
   */
  async function checkedRelease(release: RemoteRelease, parcels: readonly ParcelName[]): Promise<Checked> {
    const integrity = release.entryIntegrity as string;
    const files = await filesOf(release.manifestUrl);
    if (!files) return { reason: 'its manifest could not be read', retry: true };
    const entry = await checkedBytes(files.entry, integrity);
    if ('reason' in entry) {
      if (entry.reason === 'mismatch') {
        warnOnce(
          `${release.name}@${release.version}`,
          `The entry of ${release.name}@${release.version} (${files.entry}) does not match the integrity the release registry holds: left out of the combined remote entries.`,
        );
        return { reason: 'its entry does not match its integrity', retry: false };
      }
      return { reason: `its entry ${entry.detail}`, retry: true };
    }

    const wanted = [...new Set(parcels.flatMap((parcel) => files.parcels[parcel] ?? []))];
    const checkedFiles: CheckedFile[] = [];
    const leftOut: string[] = [];
    let complete = true;
    if (wanted.length > 0 && files.manifestIntegrity !== release.integrity) {
      // The manifest the edge read is not the one the registry vouches for: none of its files' integrities count.
      warnOnce(
        `${release.name}@${release.version} manifest`,
        `The manifest of ${release.name}@${release.version} (${release.manifestUrl}) does not match the integrity the release registry holds: its parcels' files are left out of the combined remote entries.`,
      );
      leftOut.push('its manifest does not match its integrity: its files load on their own');
    } else {
      const results = await Promise.all(
        wanted.map(async (url) => {
          const fileIntegrity = files.integrity?.[url];
          return fileIntegrity
            ? { url, integrity: fileIntegrity, result: await checkedBytes(url, fileIntegrity) }
            : {
                url,
                integrity: '',
                result: { reason: 'mismatch' as const, detail: 'has no integrity in its manifest' },
              };
        }),
      );
      for (const { url, integrity: fileIntegrity, result } of results) {
        if ('source' in result) {
          checkedFiles.push({ url, integrity: fileIntegrity, source: result.source });
          continue;
        }
        if (result.reason === 'unreachable') complete = false;
        else
          warnOnce(
            `${release.name}@${release.version} ${url}`,
            `The file ${url} of ${release.name}@${release.version} ${result.detail}: left out of the combined remote entries.`,
          );
        leftOut.push(`its file ${url} ${result.detail}`);
      }
    }
    return { source: entry.source, url: files.entry, files: checkedFiles, leftOut, complete };
  }

  async function build(
    releases: readonly RemoteRelease[],
    parcels: readonly PlacedParcel[],
  ): Promise<{ entries: RemoteEntries | null; complete: boolean }> {
    const eligible = eligibleReleases(releases);
    const parcelsOf = (release: RemoteRelease) =>
      parcels.filter((use) => use.remote === release.name).map((use) => use.parcel);
    const checked = await Promise.all(eligible.map((release) => checkedRelease(release, parcelsOf(release))));
    const entries: CheckedEntry[] = [];
    const leftOut: RemoteEntries['leftOut'] = [];
    let complete = true;
    eligible.forEach((release, index) => {
      const result = checked[index] as Checked;
      if ('source' in result) {
        entries.push({
          remote: release.name,
          version: release.version,
          integrity: release.entryIntegrity as string,
          url: result.url,
          source: result.source,
          files: result.files,
        });
        for (const reason of result.leftOut) leftOut.push({ remote: release.name, version: release.version, reason });
        if (!result.complete) complete = false;
      } else {
        leftOut.push({ remote: release.name, version: release.version, reason: result.reason });
        if (result.retry) complete = false;
      }
    });
    if (entries.length === 0) return { entries: null, complete };
    const body = combineEntries(entries);
    const included = new Set(entries.map((entry) => entry.remote));
    const combined: RemoteEntries = {
      key: remoteEntriesKey(entries),
      body,
      integrity: sha384Of(body),
      remotes: entries.map((entry) => entry.remote),
      files: entries.flatMap((entry) => (entry.files ?? []).map((file) => file.url)),
      parcels: parcelsParam(parcels.filter((use) => included.has(use.remote))),
      leftOut,
    };
    byResponseKey.set(combined.key, combined);
    return { entries: combined, complete };
  }

  const requestKeyOf = (releases: readonly RemoteRelease[], parcels: readonly PlacedParcel[]) =>
    eligibleReleases(releases)
      .map((release) => `${release.name}@${release.version}#${release.entryIntegrity}@${release.manifestUrl}`)
      .join('\n') + `\n${parcelsParam(parcels)}`;

  function ensure(releases: readonly RemoteRelease[], parcels: readonly PlacedParcel[]): Promise<RemoteEntries | null> {
    const requestKey = requestKeyOf(releases, parcels);
    const known = byRequest.get(requestKey);
    const fresh = known && (known.complete || now() - known.builtAt < incompleteRetryMs);
    if (known && fresh) return Promise.resolve(known.entries);
    let pending = building.get(requestKey);
    if (!pending) {
      pending = build(releases, parcels)
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
    async forPage(releases, parcels = []) {
      if (eligibleReleases(releases).length === 0) return null;
      const placed = parcelFiles ? canonicalParcels(parcels) : [];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      });
      return Promise.race([ensure(releases, placed), late]).finally(() => clearTimeout(timer));
    },
    async byKey(key, releases, parcels = []) {
      const known = byResponseKey.get(key);
      if (known) return known;
      if (!releases) return null;
      // An edge names only parcels of remotes it serves the entries of.
      const served = new Set(eligibleReleases(releases).map((release) => release.name));
      if (!parcels.every((use) => served.has(use.remote))) return null;
      const placed = parcelFiles ? canonicalParcels(parcels) : [];
      const requestKey = requestKeyOf(releases, placed);
      if (!byRequest.has(requestKey) && !building.has(requestKey)) {
        const allowed = await unknownKeyBuilds.consume('builds').then(
          () => true,
          () => false,
        );
        if (!allowed) return null;
      }
      const built = await ensure(releases, placed);
      return built?.key === key ? built : null;
    },
  };
}

/** The combined response's URL: its key, and the parcels whose files it carries (for an edge that never built it). */
export const remoteEntriesHref = (entries: RemoteEntries) =>
  `${REMOTE_ENTRIES_PATH}${entries.key}.js${entries.parcels ? `?parcels=${entries.parcels}` : ''}`;

/**
 * The document's part: a low-priority preload in the head (with the preloads of the manifests)
 * and the script itself, deferred, after the host's script (deferred scripts run in document
 * order: the entries need the runtime the host's script provides). `data-remotes` names the
 * containers it registers, for the host's runtime plugin to wait for.
 */
export function remoteEntriesScriptHtml(entries: RemoteEntries, nonce: string): string {
  return (
    `<script id="${REMOTE_ENTRIES_ELEMENT_ID}" src="${remoteEntriesHref(entries)}" defer crossorigin="anonymous" integrity="${entries.integrity}"` +
    ` data-remotes="${entries.remotes.map((remote) => federationName(remote)).join(' ')}" nonce="${nonce}"></script>`
  );
}
