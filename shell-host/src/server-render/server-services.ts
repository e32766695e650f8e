import type { ApolloClient } from '@apollo/client';
import {
  createEventBus,
  normaliseUrl,
  type MountProps,
  type RemoteName,
  type ShellLocation,
} from '@inkpot/shared-contracts';
import { mountPropsOf } from '../lib/mount-props.ts';
import type { PreloadedState } from '../../page-contract/preloaded-state.ts';
import type { ShellServices } from '../lib/services.ts';
import { routeFieldsOf, shellLinkBuilder } from '../navigation/shell-navigation.ts';
import { createRemoteLoader } from '../remote-loading/remote-loader.ts';
import { createTelemetry, type TelemetrySink } from '../telemetry/telemetry.ts';

/** Remotes mount in the browser: the server writes their slots as boxes of their size (some with a server build's HTML). */
const BROWSER_ONLY = 'Remotes mount in the browser; the server renders their slots as boxes.';

/**
 * The location the browser will start from: the request's path and query, normalised as the
 * browser's navigation does at start-up. Browsers never send the fragment.
 */
export function serverLocationOf(url: string, mode: PreloadedState['routing']['mode']): ShellLocation {
  const base = new URL(url, 'http://edge.invalid');
  const { pathname, search } = new URL(normaliseUrl(base.href) ?? base.href);
  return { pathname, search, hash: '', ...routeFieldsOf(pathname, mode), referrer: null };
}

/**
 * The page's services as the server's render sees them: the same bus, links, registry versions
 * and Apollo Client shape as in the browser, with nothing that needs a window. Effects (mounting
 * remotes, telemetry, navigation) never run on the server.
 */
export function createServerServices(
  state: PreloadedState,
  { url, apollo, logger = console }: { url: string; apollo: ApolloClient; logger?: Pick<Console, 'error' | 'warn'> },
): ShellServices {
  const bus = createEventBus();
  bus.setState('viewer', state.viewer);
  const location = serverLocationOf(url, state.routing.mode);
  bus.setState('location', location);
  // Boundaries and tracking run in the browser; should a render report anyway, telemetry writes
  // it to the edge's log, and nothing is sent from here.
  const sink: TelemetrySink = { sendEvents: async () => true, sendErrors: async () => true };
  const loader = createRemoteLoader({
    // The loader registers the releases at once (nothing is fetched then); loading one is the browser's.
    runtime: { registerRemotes: () => undefined, loadRemote: () => Promise.reject(new Error(BROWSER_ONLY)) },
    releases: state.registry.remotes,
    onFailure: () => undefined,
  });
  const navigation: ShellServices['navigation'] = {
    navigate: () => {
      throw new Error('The server does not navigate: links are followed in the browser.');
    },
    buildLink: shellLinkBuilder(state.routing.mode, new URL(state.config.hosts.app).origin),
    location$: bus.state('location'),
    initialSearch: location.search,
    dispose: () => undefined,
  };
  const telemetry = createTelemetry(sink, { logger });
  return {
    bus,
    navigation,
    telemetry,
    apollo,
    loader,
    // What a remote's server build renders a parcel with: the browser's props, on the page's
    // server bus, Apollo Client and viewer. A parcel on the server places no slots of its own.
    mountProps: (remote: RemoteName): MountProps =>
      mountPropsOf(remote, {
        bus,
        apollo,
        navigation,
        state,
        loader,
        telemetryOf: () => telemetry,
        slots: {
          fill: () => {
            throw new Error(BROWSER_ONLY);
          },
        },
        session: { xsrf: () => state.session.xsrf },
      }),
    onToastsReady: () => undefined,
  };
}
