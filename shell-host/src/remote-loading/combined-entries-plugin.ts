import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import {
  REMOTE_ENTRIES_ELEMENT_ID,
  REMOTE_ENTRIES_FILES_GLOBAL,
  REMOTE_ENTRIES_RAN_GLOBAL,
} from '../../page-contract/document-ids.ts';
/** The longest a remote's entry waits for that script before the runtime loads the entry itself. */
export const REMOTE_ENTRIES_WAIT_MS = 1500;

/**
 * The edge may serve a page its remotes' entries in one script (deferred, after the host's), which
 * registers each remote's container as the global its manifest names. The federation runtime looks
 * that global up before it loads an entry (runtime-core's loadEntryScript), so a container already
 * registered costs no request. This plugin makes sure the runtime looks after that script ran: for a
 * remote the script names (`data-remotes`) whose global is not there yet, the runtime's `loadEntry`
 * waits for the script (it ran, failed, or the document finished its deferred scripts; at most
 * `waitMs`), then returns nothing, and the runtime goes on as always: the global if it is there now,
 * else the entry from the remote's origin with its integrity (a release the edge left out, or a
 * script that failed).
 *
 * The script also brings the files of the parcels the page placed (their chunks push themselves
 * into their remote's chunk global, where webpack finds them installed) and names those that ran.
 * Before it loads a parcel, the runtime preloads the parcel's files from its manifest with script
 * elements of its own (runtime-core's snapshot plugin); for those remotes, `beforePreloadRemote`
 * waits for the script the same way and leaves out of that preload the files it ran. A file it did
 * not bring is preloaded, and anything webpack does not find installed it loads itself.
 */
export function combinedEntriesPlugin(
  options: { document?: Document; global?: Record<string, unknown>; waitMs?: number } = {},
): ModuleFederationRuntimePlugin {
  const {
    document: doc = document,
    global = globalThis as unknown as Record<string, unknown>,
    waitMs = REMOTE_ENTRIES_WAIT_MS,
  } = options;
  const element = doc.getElementById(REMOTE_ENTRIES_ELEMENT_ID) as HTMLScriptElement | null;
  const names = new Set((element?.dataset.remotes ?? '').split(' ').filter(Boolean));
  let ready: Promise<void> | null = null;

  const failed = () =>
    element !== null &&
    typeof performance?.getEntriesByName === 'function' &&
    performance
      .getEntriesByName(element.src)
      .some((entry) => ((entry as PerformanceResourceTiming).responseStatus ?? 0) >= 400);

  const scriptSettled = () =>
    (ready ??= new Promise<void>((resolve) => {
      if (!element || global[REMOTE_ENTRIES_RAN_GLOBAL] || failed() || doc.readyState === 'complete') {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      element.addEventListener('load', done, { once: true });
      element.addEventListener('error', done, { once: true });
      // Deferred scripts have all run (or failed) by then.
      doc.addEventListener('DOMContentLoaded', done, { once: true });
    }));

  const brought = () => new Set((global[REMOTE_ENTRIES_FILES_GLOBAL] as string[] | undefined) ?? []);

  return {
    name: 'inkpot-combined-entries',
    async beforePreloadRemote({ preloadOps }) {
      if (!preloadOps.some((op) => names.has(op.nameOrAlias))) return;
      await scriptSettled();
      const files = brought();
      if (files.size === 0) return;
      for (const op of preloadOps) {
        if (!names.has(op.nameOrAlias)) continue;
        const filter = op.filter;
        op.filter = (url) => !files.has(url) && (filter ? filter(url) : true);
      }
    },
    async loadEntry({ remoteInfo }) {
      const globalName = remoteInfo.entryGlobalName;
      if (names.has(globalName) && global[globalName] === undefined) await scriptSettled();
      return undefined;
    },
  };
}
