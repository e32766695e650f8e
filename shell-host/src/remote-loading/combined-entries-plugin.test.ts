import { combinedEntriesPlugin } from './combined-entries-plugin.ts';
import { REMOTE_ENTRIES_ELEMENT_ID, REMOTE_ENTRIES_RAN_GLOBAL } from '../../page-contract/document-ids.ts';

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
