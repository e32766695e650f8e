/** @jest-environment node */
import type { RemoteRelease } from '@inkpot/shared-contracts';
import { LAST_KNOWN_GOOD_EVENT, startRemoteCache } from './remote-cache.ts';

const releases: RemoteRelease[] = [
  {
    name: 'search',
    version: '1.0.0+abc',
    manifestUrl: 'http://localhost:3004/releases/1.0.0+abc/mf-manifest.json',
    contractVersion: '1.3.0',
    integrity: 'sha384-manifest',
    entryIntegrity: 'sha384-entry',
  },
  {
    name: 'navigation',
    version: '2.0.0',
    manifestUrl: 'http://localhost:3001/mf-manifest.json',
    contractVersion: '1.3.0',
  },
];

/** A service worker container with an active worker that records what it is sent. */
function fakeContainer() {
  const events = new EventTarget();
  const posted: unknown[] = [];
  const registered: Array<[string, RegistrationOptions | undefined]> = [];
  const container = {
    addEventListener: events.addEventListener.bind(events),
    startMessages: jest.fn(),
    register: jest.fn(async (url: string, options?: RegistrationOptions) => {
      registered.push([url, options]);
      return {};
    }),
    ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }),
  };
  const fromWorker = (data: unknown) => events.dispatchEvent(new MessageEvent('message', { data }));
  return { container: container as unknown as ServiceWorkerContainer, posted, registered, fromWorker };
}

describe('startRemoteCache', () => {
  it('registers the worker for the whole site and the remotes’ origins', () => {
    const { container, registered } = fakeContainer();
    startRemoteCache({ releases, telemetry: { track: jest.fn() }, container });
    expect(registered).toEqual([
      [
        '/_/shell/worker/remote-cache-worker.js?origin=http%3A%2F%2Flocalhost%3A3001&origin=http%3A%2F%2Flocalhost%3A3004',
        { scope: '/' },
      ],
    ]);
  });

  it('asks the worker to keep a release that mounted, with its integrity', async () => {
    const { container, posted } = fakeContainer();
    const cache = startRemoteCache({ releases, telemetry: { track: jest.fn() }, container });
    cache.keep('search');
    cache.keep('auth'); // not on this page
    await container.ready;
    expect(posted).toEqual([
      {
        type: 'inkpot/keep-release',
        release: {
          name: 'search',
          version: '1.0.0+abc',
          manifestUrl: 'http://localhost:3004/releases/1.0.0+abc/mf-manifest.json',
          integrity: 'sha384-manifest',
          entryIntegrity: 'sha384-entry',
        },
      },
    ]);
  });

  it('tells telemetry once per remote when a remote was drawn from the kept copy, naming remote@version', () => {
    const { container, fromWorker } = fakeContainer();
    const track = jest.fn();
    const logger = { warn: jest.fn() };
    startRemoteCache({ releases, telemetry: { track }, container, logger });
    fromWorker({ type: 'inkpot/last-known-good', url: `${releases[0]?.manifestUrl}?retry=1-x` });
    fromWorker({ type: 'inkpot/last-known-good', url: 'http://localhost:3004/releases/1.0.0+abc/box.js' });
    fromWorker({ type: 'inkpot/last-known-good', url: 'http://elsewhere.example/x.js' });
    fromWorker({ type: 'something else' });
    expect(track.mock.calls).toEqual([
      [LAST_KNOWN_GOOD_EVENT, { remote: 'search', version: '1.0.0+abc', source: 'cache' }],
    ]);
    expect(logger.warn).toHaveBeenCalledWith(
      '[inkpot] search@1.0.0+abc: its origin did not answer; drawn from the copy this browser kept (last known good).',
    );
  });

  it('does nothing where the browser has no service workers', () => {
    const track = jest.fn();
    const cache = startRemoteCache({ releases, telemetry: { track }, container: undefined });
    expect(() => cache.keep('search')).not.toThrow();
  });
});
