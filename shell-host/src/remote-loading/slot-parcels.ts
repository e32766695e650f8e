import { mountRootParcel, type ParcelConfig } from 'single-spa';

/** single-spa's way to mount a parcel: `mountRootParcel`, or the `mountParcel` a parcel is given. */
export type MountParcel = typeof mountRootParcel;

/** The parcel that owns the slots' parcels; it draws nothing. */
export const SLOT_PARCEL_OWNER = 'inkpot-host-slots';

/**
 * Mounts the slots' parcels as children of one parcel of the host's that lives as long as the page.
 * single-spa 6 never forgets a root parcel (`mountRootParcel`): its registry keeps each one after it
 * unmounts, with its props, so its element and the whole page it was mounted in stayed in memory
 * (the leak bench's walk kept every page it left: hundreds of nodes and the parcels' React root
 * listeners per page). A child parcel of a named parcel is dropped from the registry as soon as it
 * unmounts.
 */
export function slotParcelOwner(mountRoot: MountParcel = mountRootParcel): () => Promise<MountParcel> {
  let owner: Promise<MountParcel> | null = null;
  return () =>
    (owner ??= new Promise<MountParcel>((resolve, reject) => {
      const config: ParcelConfig = {
        name: SLOT_PARCEL_OWNER,
        bootstrap: () => Promise.resolve(),
        mount: (props) => {
          resolve((props as { mountParcel: MountParcel }).mountParcel);
          return Promise.resolve();
        },
        unmount: () => Promise.resolve(),
      };
      // single-spa wants an element for every parcel; the owner's stays empty and out of the page.
      mountRoot(config, { domElement: document.createElement('div') }).mountPromise.catch(reject);
    }));
}

/** The page's owner of the slots' parcels (mounted when the first slot mounts). */
export const slotParcels = slotParcelOwner();
