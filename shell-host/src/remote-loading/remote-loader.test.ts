import { CONTRACT_VERSION, type RemoteRelease } from '@inkpot/shared-contracts';
import { waitFor } from '@testing-library/react';
import { mountRemoteParcel } from './mount-remote-parcel.ts';
import { createRemoteLoader, RemoteLoadError, type FederationRuntime } from './remote-loader.ts';
import { cacheBusted } from './retry-url.ts';

const release = (name: RemoteRelease['name']): RemoteRelease => ({
  name,
  version: '1.0.0+abc',
  manifestUrl: `http://localhost:3001/mf-manifest.json`,
  contractVersion: CONTRACT_VERSION,
});

const parcelModule = (contractVersion = CONTRACT_VERSION) => ({
  default: { contractVersion, parcel: { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() } },
});

function fakeRuntime(results: Array<() => Promise<unknown>>): FederationRuntime & { entries: string[] } {
  const entries: string[] = [];
  let call = 0;
  return {
    entries,
    registerRemotes: (remotes) => entries.push(...remotes.map((remote) => remote.entry)),
    loadRemote: <T>() => {
      const next = results[Math.min(call, results.length - 1)];
      call += 1;
      return (next ? next() : Promise.resolve(null)) as Promise<T>;
    },
  };
}

const noSleep = () => Promise.resolve();

describe('remote loader', () => {
  it('loads a parcel module on the first attempt without reporting anything', async () => {
    const onFailure = jest.fn();
    const runtime = fakeRuntime([() => Promise.resolve(parcelModule())]);
    const loader = createRemoteLoader({ runtime, releases: [release('navigation')], onFailure, sleep: noSleep });
    const module = await loader.load('navigation', 'top-bar');
    expect(module.contractVersion).toBe(CONTRACT_VERSION);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('retries twice with cache-busted manifest URLs, reports once, and recovers', async () => {
    const onFailure = jest.fn();
    const onFirstFailure = jest.fn();
    const runtime = fakeRuntime([
      () => Promise.reject(new Error('net::ERR_ABORTED')),
      () => Promise.reject(new Error('500')),
      () => Promise.resolve(parcelModule()),
    ]);
    const delays: number[] = [];
    const loader = createRemoteLoader({
      runtime,
      releases: [release('navigation')],
      onFailure,
      sleep: (ms) => {
        delays.push(ms);
        return Promise.resolve();
      },
    });
    await expect(loader.load('navigation', 'top-bar', { onFirstFailure })).resolves.toBeDefined();
    expect(delays).toEqual([300, 900]);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFirstFailure).toHaveBeenCalledTimes(1);
    expect(runtime.entries).toHaveLength(3);
    expect(runtime.entries[1]).toMatch(/\?retry=1-/);
    expect(runtime.entries[2]).toMatch(/\?retry=2-/);
  });

  it('gives up after the last retry with an error naming the remote and its version', async () => {
    const runtime = fakeRuntime([() => Promise.reject(new Error('boom'))]);
    const loader = createRemoteLoader({ runtime, releases: [release('search')], onFailure: jest.fn(), sleep: noSleep });
    const failure = loader.load('search', 'search-box');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('Remote "search" (version 1.0.0+abc) failed');
  });

  it('times out a hanging load', async () => {
    jest.useFakeTimers();
    try {
      const runtime = fakeRuntime([() => new Promise(() => {})]);
      const onFirstFailure = jest.fn();
      const loader = createRemoteLoader({
        runtime,
        releases: [release('auth')],
        onFailure: jest.fn(),
        sleep: noSleep,
        retryDelaysMs: [],
      });
      const failure = loader.load('auth', 'sign-in-modal', { onFirstFailure });
      const assertion = expect(failure).rejects.toMatchObject({ reason: 'timeout' });
      await jest.advanceTimersByTimeAsync(3000);
      await assertion;
      expect(onFirstFailure).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats the error plugin marker as a failure of the stage it names', async () => {
    const marker = { __inkpotRemoteUnavailable: true, lifecycle: 'afterResolve', message: 'manifest is not JSON' };
    const runtime = fakeRuntime([() => Promise.resolve(marker)]);
    const loader = createRemoteLoader({
      runtime,
      releases: [release('membership')],
      onFailure: jest.fn(),
      sleep: noSleep,
      retryDelaysMs: [],
    });
    await expect(loader.load('membership', 'banner-stack')).rejects.toThrow(/afterResolve.*manifest is not JSON/);
  });

  it('refuses a remote built against another contract major, without retrying', async () => {
    const onFailure = jest.fn();
    const runtime = fakeRuntime([() => Promise.resolve(parcelModule('2.0.0'))]);
    const loader = createRemoteLoader({ runtime, releases: [release('notifications')], onFailure, sleep: noSleep });
    await expect(loader.load('notifications', 'toast-stack')).rejects.toMatchObject({ reason: 'contract-mismatch' });
    expect(onFailure.mock.calls[0][0].message).toContain(`contract 2.0.0, the host speaks ${CONTRACT_VERSION}`);
    expect(runtime.entries).toHaveLength(1);
  });

  it('refuses a remote missing from the registry', async () => {
    const loader = createRemoteLoader({ runtime: fakeRuntime([]), releases: [], onFailure: jest.fn(), sleep: noSleep });
    await expect(loader.load('search', 'search-box')).rejects.toMatchObject({ reason: 'unregistered' });
  });

  it('reports each remote once however many parcels fail', async () => {
    const onFailure = jest.fn();
    const runtime = fakeRuntime([() => Promise.reject(new Error('down'))]);
    const loader = createRemoteLoader({
      runtime,
      releases: [release('navigation')],
      onFailure,
      sleep: noSleep,
      retryDelaysMs: [],
    });
    await Promise.allSettled([loader.load('navigation', 'top-bar'), loader.load('navigation', 'footer')]);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});

describe('mountRemoteParcel', () => {
  /** A loader over `result`, its outcomes recorded, mounting through a fake single-spa. */
  function mountWith(result: () => Promise<unknown>, mountPromise: Promise<void>) {
    const outcomes: unknown[] = [];
    const loader = createRemoteLoader({
      runtime: fakeRuntime([result]),
      releases: [release('search')],
      onFailure: jest.fn(),
      onOutcome: (outcome) => outcomes.push(outcome),
      sleep: noSleep,
      retryDelaysMs: [],
    });
    const mount = (() => ({ mountPromise, getStatus: () => 'MOUNTED', unmount: jest.fn() })) as never;
    const onFallback = jest.fn();
    const mountOne = () =>
      mountRemoteParcel({
        loader,
        remote: 'search',
        parcel: 'search-box',
        element: document.createElement('div'),
        props: () => ({}) as never,
        onFallback,
        mount,
      });
    return { outcomes, onFallback, mountOne };
  }

  it("tells the release's outcome once per remote per page: mounted", async () => {
    const { outcomes, onFallback, mountOne } = mountWith(() => Promise.resolve(parcelModule()), Promise.resolve());
    mountOne();
    mountOne();
    await waitFor(() => expect(onFallback).toHaveBeenCalledTimes(2));
    expect(outcomes).toEqual([{ remote: 'search', version: '1.0.0+abc', ok: true }]);
  });

  it('and failed, with why, when the parcel throws while mounting', async () => {
    const { outcomes, onFallback, mountOne } = mountWith(
      () => Promise.resolve(parcelModule()),
      Promise.reject(new Error('render crashed')),
    );
    mountOne();
    await waitFor(() => expect(onFallback).toHaveBeenCalledWith(true));
    expect(outcomes).toEqual([{ remote: 'search', version: '1.0.0+abc', ok: false, reason: 'mount-error' }]);
  });

  it('unmounts a parcel whose slot went away while it was still mounting, once it has mounted', async () => {
    let status = 'MOUNTING';
    let finishMounting: () => void = () => {};
    const mountPromise = new Promise<void>((resolve) => {
      finishMounting = () => {
        status = 'MOUNTED';
        resolve();
      };
    });
    const unmount = jest.fn(() => Promise.resolve());
    const mount = jest.fn(() => ({ mountPromise, getStatus: () => status, unmount }));
    const loader = createRemoteLoader({
      runtime: fakeRuntime([() => Promise.resolve(parcelModule())]),
      releases: [release('search')],
      onFailure: jest.fn(),
      sleep: noSleep,
    });
    const handle = mountRemoteParcel({
      loader,
      remote: 'search',
      parcel: 'search-box',
      element: document.createElement('div'),
      props: () => ({}) as never,
      onFallback: jest.fn(),
      mount: mount as never,
    });
    await waitFor(() => expect(mount).toHaveBeenCalled());
    handle.unmount();
    expect(unmount).not.toHaveBeenCalled();
    finishMounting();
    await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
  });
});

describe('cacheBusted', () => {
  it('keeps the first URL and adds a retry parameter afterwards', () => {
    expect(cacheBusted('http://x/mf-manifest.json', 0)).toBe('http://x/mf-manifest.json');
    expect(cacheBusted('http://x/mf-manifest.json?a=1', 2, 35)).toBe('http://x/mf-manifest.json?a=1&retry=2-z');
  });
});

describe('remote loader with a slow remote', () => {
  it('keeps a timed-out attempt alive, so a late answer during a retry still mounts the remote', async () => {
    jest.useFakeTimers();
    try {
      const late = parcelModule();
      const runtime = fakeRuntime([
        () => new Promise((resolve) => setTimeout(() => resolve(late), 4000)),
        () => new Promise(() => {}),
      ]);
      const onFirstFailure = jest.fn();
      const loader = createRemoteLoader({
        runtime,
        releases: [release('navigation')],
        onFailure: jest.fn(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      });
      const loading = loader.load('navigation', 'top-bar', { onFirstFailure });
      await jest.advanceTimersByTimeAsync(3000);
      expect(onFirstFailure).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1000);
      await expect(loading).resolves.toBe(late.default);
    } finally {
      jest.useRealTimers();
    }
  });
});
