/**
 * Names the edge's document and the host's code in the browser must agree on: where the edge serves
 * the remote-cache worker, and the script element (and the global it sets) of the page's remote
 * entries in one response (shell-host/server/remotes/remote-entries.ts).
 */

/** Where the edge serves the worker; its scope is the whole site (`Service-Worker-Allowed: /`). */
export const REMOTE_CACHE_WORKER_PATH = '/_/shell/worker/remote-cache-worker.js';

/** The id of the document's script element with the page's remote entries in one response. */
export const REMOTE_ENTRIES_ELEMENT_ID = 'inkpot-remote-entries';
/** Set by that script once it ran. */
export const REMOTE_ENTRIES_RAN_GLOBAL = '__inkpotRemoteEntriesRan';
/**
 * Set by that script: the URLs of the remotes' files it ran (chunks pushed into their remote's chunk
 * global), which the federation runtime then need not preload.
 */
export const REMOTE_ENTRIES_FILES_GLOBAL = '__inkpotRemoteEntriesFiles';
