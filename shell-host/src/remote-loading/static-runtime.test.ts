import { CONTRACT_VERSION, parcelModuleId, type RemoteRelease } from '@inkpot/shared-contracts';
import { createRemoteLoader, RemoteLoadError } from './remote-loader.ts';
import { createStaticRuntime } from './static-runtime.ts';

const release = (name: RemoteRelease['name']): RemoteRelease => ({
  name,
  version: '1.0.0+abc',
  manifestUrl: `http://localhost:3001/mf-manifest.json`,
  contractVersion: CONTRACT_VERSION,
});

const parcelModule = (contractVersion: string = CONTRACT_VERSION) => ({
  default: { contractVersion, parcel: { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() } },
});

const noSleep = () => Promise.resolve();

describe('the monolith build: the loader resolves exposed modules from a static import map', () => {
  it('loads the exposed module the parcel names, and only that one, lazily', async () => {
    const topBar = parcelModule();
    const imports = {
      [parcelModuleId('navigation', 'top-bar')]: jest.fn(() => Promise.resolve(topBar)),
      [parcelModuleId('search', 'search-box')]: jest.fn(() => Promise.resolve(parcelModule())),
    };
    const loader = createRemoteLoader({
      runtime: createStaticRuntime(imports),
      releases: [release('navigation'), release('search')],
      onFailure: jest.fn(),
      sleep: noSleep,
    });
    expect(imports['inkpot_navigation/top-bar']).not.toHaveBeenCalled();

    await expect(loader.load('navigation', 'top-bar')).resolves.toBe(topBar.default);
    expect(imports['inkpot_navigation/top-bar']).toHaveBeenCalledTimes(1);
    expect(imports['inkpot_search/search-box']).not.toHaveBeenCalled();
  });

  it('fails a parcel the map does not hold as a load error naming it, after the retries', async () => {
    const onFailure = jest.fn();
    const loader = createRemoteLoader({
      runtime: createStaticRuntime({}),
      releases: [release('search')],
      onFailure,
      sleep: noSleep,
    });
    const failure = loader.load('search', 'search-box');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('the monolith build has no exposed module "inkpot_search/search-box"');
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ remote: 'search', reason: 'load-error' }));
  });

  it('does not resolve ids from the object prototype', async () => {
    const runtime = createStaticRuntime({});
    await expect(runtime.loadRemote('toString')).rejects.toThrow('no exposed module "toString"');
  });

  it('keeps the contract check: a module built against another contract is refused', async () => {
    const loader = createRemoteLoader({
      runtime: createStaticRuntime({
        [parcelModuleId('auth', 'sign-in-modal')]: () => Promise.resolve(parcelModule('0.1.0')),
      }),
      releases: [release('auth')],
      onFailure: jest.fn(),
      sleep: noSleep,
    });
    await expect(loader.load('auth', 'sign-in-modal')).rejects.toMatchObject({ reason: 'contract-mismatch' });
  });
});
