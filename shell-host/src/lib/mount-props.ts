import { CONTRACT_VERSION, type EventBus, type MountProps, type RemoteName } from '@inkpot/shared-contracts';
import type { RemoteLoader } from '../remote-loading/remote-loader.ts';
import type { PreloadedState } from '../../page-contract/preloaded-state.ts';

/** What the mount props of a page's parcels are made of, in the browser and in the server's render. */
export interface MountPropsParts extends Pick<MountProps, 'apollo' | 'navigation' | 'slots' | 'session'> {
  bus: EventBus;
  state: Pick<PreloadedState, 'flags' | 'config'>;
  loader: Pick<RemoteLoader, 'versionOf'>;
  /** The telemetry a parcel of `remote` reports through. */
  telemetryOf(remote: RemoteName): MountProps['telemetry'];
}

/** The one props object a parcel of `remote` is mounted with: its release, its side of the bus, the page's services. */
export function mountPropsOf(remote: RemoteName, parts: MountPropsParts): MountProps {
  return {
    contractVersion: CONTRACT_VERSION,
    remote: { name: remote, version: parts.loader.versionOf(remote) },
    bus: parts.bus.forSender(remote),
    apollo: parts.apollo,
    navigation: parts.navigation,
    viewer$: parts.bus.state('viewer'),
    flags: parts.state.flags,
    config: parts.state.config,
    telemetry: parts.telemetryOf(remote),
    slots: parts.slots,
    session: parts.session,
  };
}
