import { combinedEntriesPlugin } from './combined-entries-plugin.ts';
import {
  REMOTE_ENTRIES_ELEMENT_ID,
  REMOTE_ENTRIES_FILES_GLOBAL,
  REMOTE_ENTRIES_RAN_GLOBAL,
} from '../../page-contract/document-ids.ts';

type LoadEntry = (args: { remoteInfo: { entryGlobalName: string } }) => Promise<unknown>;

function pageWithScript(remotes: string) {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.id = REMOTE_ENTRIES_ELEMENT_ID;
  script.dataset.remotes = remotes;
  document.body.append(script);
  return script;
}

const loadEntryOf = (plugin: ReturnType<typeof combinedEntriesPlugin>) => plugin.loadEntry as unknown as LoadEntry;

type PreloadOp = { nameOrAlias: string; exposes?: string[]; filter?: (url: string) => boolean };
const beforePreloadOf = (plugin: ReturnType<typeof combinedEntriesPlugin>) =>
  plugin.beforePreloadRemote as unknown as (args: { preloadOps: PreloadOp[] }) => Promise<unknown>;

describe('combinedEntriesPlugin: the runtime looks for a container after the combined entries ran', () => {
  // The document is still running its deferred scripts.
  beforeEach(() => Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' }));
  afterEach(() => {
    jest.useRealTimers();
    delete (document as { readyState?: unknown }).readyState;
  });

  it('waits for the script before the runtime loads an entry it brings, then leaves the load to the runtime', async () => {
    const script = pageWithScript('inkpot_navigation inkpot_search');
    const global: Record<string, unknown> = {};
    const loadEntry = loadEntryOf(combinedEntriesPlugin({ global, waitMs: 60_000 }));
    let settled = false;
    const waiting = loadEntry({ remoteInfo: { entryGlobalName: 'inkpot_search' } }).then((result) => {
      settled = true;
      return result;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    global.inkpot_search = {};
    script.dispatchEvent(new Event('load'));
    // Nothing of its own: the runtime then finds the global (or loads the entry when it is not there).
    await expect(waiting).resolves.toBeUndefined();
  });

  it('does not wait for a remote the script does not bring, or one already registered, or once it ran', async () => {
    pageWithScript('inkpot_search');
    const global: Record<string, unknown> = { inkpot_search: {} };
    const loadEntry = loadEntryOf(combinedEntriesPlugin({ global, waitMs: 60_000 }));
    await expect(loadEntry({ remoteInfo: { entryGlobalName: 'inkpot_auth' } })).resolves.toBeUndefined();
    await expect(loadEntry({ remoteInfo: { entryGlobalName: 'inkpot_search' } })).resolves.toBeUndefined();

    pageWithScript('inkpot_navigation');
    const ran = loadEntryOf(combinedEntriesPlugin({ global: { [REMOTE_ENTRIES_RAN_GLOBAL]: true }, waitMs: 60_000 }));
    await expect(ran({ remoteInfo: { entryGlobalName: 'inkpot_navigation' } })).resolves.toBeUndefined();
  });

  it('stops waiting when the script fails or takes too long: the runtime loads the entry itself', async () => {
    const script = pageWithScript('inkpot_search');
    const failing = loadEntryOf(combinedEntriesPlugin({ global: {}, waitMs: 60_000 }));
    const waiting = failing({ remoteInfo: { entryGlobalName: 'inkpot_search' } });
    script.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();

    jest.useFakeTimers();
    pageWithScript('inkpot_search');
    const slow = loadEntryOf(combinedEntriesPlugin({ global: {}, waitMs: 1500 }));
    const late = slow({ remoteInfo: { entryGlobalName: 'inkpot_search' } });
    jest.advanceTimersByTime(1500);
    await expect(late).resolves.toBeUndefined();
  });

  it('is inert on a page without the combined entries', async () => {
    document.body.innerHTML = '';
    const loadEntry = loadEntryOf(combinedEntriesPlugin({ global: {} }));
    await expect(loadEntry({ remoteInfo: { entryGlobalName: 'inkpot_search' } })).resolves.toBeUndefined();
  });
});

describe('combinedEntriesPlugin: the runtime does not preload the parcels’ files the script brought', () => {
  beforeEach(() => Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' }));
  afterEach(() => {
    delete (document as { readyState?: unknown }).readyState;
  });

  it('waits for the script, then leaves the files it ran out of the preload of a remote it brings', async () => {
    const script = pageWithScript('inkpot_navigation');
    const global: Record<string, unknown> = {};
    const beforePreload = beforePreloadOf(combinedEntriesPlugin({ global, waitMs: 60_000 }));
    const ops: PreloadOp[] = [{ nameOrAlias: 'inkpot_navigation', exposes: ['./top-bar'] }];
    let settled = false;
    const waiting = beforePreload({ preloadOps: ops }).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    global[REMOTE_ENTRIES_FILES_GLOBAL] = ['http://navigation.test/753.js', 'http://navigation.test/top_bar.js'];
    global[REMOTE_ENTRIES_RAN_GLOBAL] = true;
    script.dispatchEvent(new Event('load'));
    await waiting;
    const filter = ops[0]?.filter as (url: string) => boolean;
    expect(['http://navigation.test/753.js', 'http://navigation.test/top_bar.js'].filter(filter)).toEqual([]);
    // A file it did not bring (left out by the edge) is still preloaded.
    expect(filter('http://navigation.test/other.js')).toBe(true);
  });

  it('keeps a filter the runtime was given, and leaves other remotes’ preloads alone', async () => {
    pageWithScript('inkpot_navigation');
    const global: Record<string, unknown> = {
      [REMOTE_ENTRIES_RAN_GLOBAL]: true,
      [REMOTE_ENTRIES_FILES_GLOBAL]: ['http://navigation.test/top_bar.js'],
    };
    const ops: PreloadOp[] = [
      { nameOrAlias: 'inkpot_navigation', filter: (url) => !url.endsWith('.css') },
      { nameOrAlias: 'inkpot_auth' },
    ];
    await beforePreloadOf(combinedEntriesPlugin({ global }))({ preloadOps: ops });
    const filter = ops[0]?.filter as (url: string) => boolean;
    expect(filter('http://navigation.test/top_bar.js')).toBe(false);
    expect(filter('http://navigation.test/style.css')).toBe(false);
    expect(filter('http://navigation.test/footer.js')).toBe(true);
    expect(ops[1]?.filter).toBeUndefined();
  });

  it('changes nothing when the script brought no files (it failed, or the page has none)', async () => {
    const script = pageWithScript('inkpot_navigation');
    const ops: PreloadOp[] = [{ nameOrAlias: 'inkpot_navigation' }];
    const waiting = beforePreloadOf(combinedEntriesPlugin({ global: {}, waitMs: 60_000 }))({ preloadOps: ops });
    script.dispatchEvent(new Event('error'));
    await waiting;
    expect(ops[0]?.filter).toBeUndefined();
  });
});
