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
  // The props single-spa keeps with the parcel (ours: single-spa stores the object it is given).
  let parcelProps: { domElement?: HTMLElement } | null = null;
  const started = performance.now();

  void loader
    .load(remote, parcel, { onFirstFailure: () => !cancelled && onFallback(true) })
    .then(async (module) => {
      if (cancelled) return;
      const loaded = performance.now();
      const mountParcel = mount ?? (await slotParcels());
      if (cancelled) return;
      const given = { ...props(remote), domElement: element };
      parcelProps = given;
      mounted = mountParcel({ ...module.parcel, name: `${remote}/${parcel}` } as ParcelConfig, given);
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
      const kept = parcelProps;
      if (!parcel || !kept) return;
      // A parcel still mounting is unmounted once it has mounted: left alone, it would stay
      // mounted in a detached element, its tree and listeners kept for the rest of the page's life.
      void parcel.mountPromise
        .then(
          () => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined),
          () => undefined,
        )
        // Once unmounted (or failed), the parcel lets go of its element. single-spa times every
        // lifecycle with timers it never clears (3 to 4 s by default), each holding the parcel and
        // these props: with the element in them, every page left in the last seconds stayed in
        // memory, and a parcel that failed stays in single-spa's registry with them for good.
        .finally(() => delete kept.domElement);
    },
  };
}
