import type { MountProps, ParcelName, RemoteName } from '@inkpot/shared-contracts';
import type { Parcel, ParcelConfig } from 'single-spa';
import { RemoteLoadError, type RemoteLoader } from './remote-loader.ts';
import { slotParcels, type MountParcel } from './slot-parcels.ts';
import { recordSlotTiming } from './slot-timings.ts';

export interface MountRemoteParcelOptions {
  loader: RemoteLoader;
  remote: RemoteName;
  parcel: ParcelName;
  element: HTMLElement;
  props: (remote: RemoteName) => MountProps;
  /** Show (true) or hide (false) the slot's fallback. */
  onFallback: (show: boolean) => void;
  /** How the parcel is mounted: by default as a child of the page's slot parcel owner (slot-parcels.ts). */
  mount?: MountParcel;
}

/**
 * Loads one remote parcel and mounts it into `element`. The fallback shows as soon as the first
 * attempt fails (retries go on behind it) and whenever mounting throws.
 */
export function mountRemoteParcel(options: MountRemoteParcelOptions): { unmount(): void } {
  const { loader, remote, parcel, element, props, onFallback, mount } = options;
  let cancelled = false;
  let mounted: Parcel | null = null;
  const started = performance.now();

  void loader
    .load(remote, parcel, { onFirstFailure: () => !cancelled && onFallback(true) })
    .then(async (module) => {
      if (cancelled) return;
      const loaded = performance.now();
      const mountParcel = mount ?? (await slotParcels());
      if (cancelled) return;
      mounted = mountParcel({ ...module.parcel, name: `${remote}/${parcel}` } as ParcelConfig, {
        ...props(remote),
        domElement: element,
      });
      try {
        await mounted.mountPromise;
      } catch (error) {
        throw new RemoteLoadError(
          remote,
          loader.versionOf(remote),
          'mount-error',
          `"${parcel}" threw while mounting: ${String(error)}`,
          false,
        );
      }
      loader.outcome(remote, true);
      recordSlotTiming(
        element,
        { remote, parcel, version: loader.versionOf(remote) },
        { started, loaded, mounted: performance.now() },
      );
      if (!cancelled) onFallback(false);
    })
    .catch((error: unknown) => {
      loader.outcome(remote, false, error instanceof RemoteLoadError ? error.reason : 'load-error');
      if (cancelled) return;
      // Load failures were reported on the first attempt; mount failures are reported here.
      if (error instanceof RemoteLoadError && error.reason === 'mount-error') loader.report(error);
      onFallback(true);
    });

  return {
    unmount() {
      cancelled = true;
      const parcel = mounted;
      if (!parcel) return;
      // A parcel still mounting is unmounted once it has mounted: left alone, it would stay
      // mounted in a detached element, its tree and listeners kept for the rest of the page's life.
      void parcel.mountPromise.then(
        () => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined),
        () => undefined,
      );
    },
  };
}
