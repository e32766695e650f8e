/**
 * A tiny host for developing one remote alone: it loads the remote's own manifest from the same
 * origin, mounts the given parcels with a local bus, and offers buttons that publish events.
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { createEventBus } from '../bus/event-bus.ts';
import { APOLLO_DEFAULT_OPTIONS } from '../config/apollo-defaults.ts';
import { PRODUCT_NAME } from '../config/shell-config.ts';
import { CONTRACT_VERSION } from '../contract-version.ts';
import type { BusEventMap, BusEventType } from '../events/events.ts';
import type { RemoteParcelModule } from '../mount/define-parcel.tsx';
import type { MountProps } from '../mount/mount-props.ts';
import { federationName, parcelModuleId, type ParcelName, type RemoteName } from '../remotes.ts';
import { buildLink } from '../routes/routes.ts';

export interface StandaloneAction<T extends BusEventType = BusEventType> {
  label: string;
  type: T;
  payload: BusEventMap[T];
}

export async function startStandalone(options: {
  remote: RemoteName;
  parcels: ParcelName[];
  actions?: StandaloneAction[];
}): Promise<void> {
  const { remote } = options;
  registerRemotes([{ name: federationName(remote), entry: new URL('/mf-manifest.json', location.origin).href }]);

  const bus = createEventBus();
  bus.setState('viewer', { status: 'visitor' });
  const publishLocation = () =>
    bus.setState('location', {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      routeName: null,
      referrer: document.referrer || null,
    });
  publishLocation();
  bus.events$.subscribe((event) => console.info(`[standalone bus] ${event.type} from ${event.sender}`, event.payload));

  const props: Omit<MountProps, 'bus'> = {
    contractVersion: CONTRACT_VERSION,
    remote: { name: remote, version: 'standalone' },
    apollo: new ApolloClient({
      link: new HttpLink({ uri: '/_/graphql' }),
      cache: new InMemoryCache(),
      defaultOptions: APOLLO_DEFAULT_OPTIONS,
    }),
    navigation: {
      navigate: (to) => {
        history.pushState(null, '', to);
        publishLocation();
      },
      buildLink,
      location$: bus.state('location'),
    },
    viewer$: bus.state('viewer'),
    flags: {},
    config: {
      productName: PRODUCT_NAME,
      appVersion: 'standalone',
      environment: 'development',
      graphqlUrl: '/_/graphql',
      hosts: { app: location.origin, status: 'https://status.inkpot.example', help: 'https://help.inkpot.example' },
    },
    telemetry: {
      track: (name, data) => console.info(`[standalone telemetry] ${name}`, data ?? {}),
      reportError: (error, extra) => console.error('[standalone telemetry] error', error, extra ?? {}),
    },
    slots: {
      fill: (name, element) => {
        element.textContent = `[${name} slot]`;
        return { unmount: () => element.replaceChildren() };
      },
    },
    // No session alone: sign-out goes to /m/signout without a token.
    session: { xsrf: () => null },
  };

  const toolbar = document.createElement('div');
  toolbar.style.cssText =
    'position:fixed;bottom:0;left:0;right:0;padding:8px;background:#f2f2f2;font:13px sans-serif;display:flex;gap:8px;z-index:2000';
  toolbar.append(`${remote} standalone · bus:`);
  for (const action of options.actions ?? []) {
    const button = document.createElement('button');
    button.textContent = action.label;
    button.onclick = () => bus.publish(action.type, action.payload, 'standalone');
    toolbar.append(button);
  }
  document.body.append(toolbar);

  for (const parcel of options.parcels) {
    const domElement = document.createElement('div');
    domElement.dataset.parcel = parcel;
    document.body.insertBefore(domElement, toolbar);
    const module = (await loadRemote<{ default: RemoteParcelModule }>(parcelModuleId(remote, parcel)))?.default;
    if (!module) throw new Error(`${remote}/${parcel} did not load`);
    mountRootParcel(module.parcel as ParcelConfig, { ...props, bus: bus.forSender(remote), domElement });
  }
}
