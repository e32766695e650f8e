/**
 * Mount props for component tests of any remote: a real bus (so tests publish and observe real
 * events), a real Apollo client with no network, and jest-free fakes the test can replace.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { createEventBus, type EventBus } from '../bus/event-bus.ts';
import { APOLLO_DEFAULT_OPTIONS } from '../config/apollo-defaults.ts';
import { PRODUCT_NAME } from '../config/shell-config.ts';
import { CONTRACT_VERSION } from '../contract-version.ts';
import type { ShellLocation, ViewerState } from '../events/state.ts';
import type { MountProps } from '../mount/mount-props.ts';
import type { RemoteName } from '../remotes.ts';
import { buildLink } from '../routes/routes.ts';

export interface TestMountProps {
  props: MountProps;
  /** The host side of the bus: publish as any sender, set state topics. */
  bus: EventBus;
}

export function createTestMountProps(
  remote: RemoteName,
  options: { viewer?: ViewerState; location?: Partial<ShellLocation>; overrides?: Partial<MountProps> } = {},
): TestMountProps {
  const bus = createEventBus();
  bus.setState('viewer', options.viewer ?? { status: 'visitor' });
  bus.setState('location', {
    pathname: '/',
    search: '',
    hash: '',
    routeName: 'home',
    referrer: null,
    ...options.location,
  });
  const props: MountProps = {
    contractVersion: CONTRACT_VERSION,
    remote: { name: remote, version: 'test' },
    bus: bus.forSender(remote),
    apollo: new ApolloClient({
      link: new ApolloLink(() => new Observable((observer) => observer.error(new Error('No network in tests')))),
      cache: new InMemoryCache(),
      defaultOptions: APOLLO_DEFAULT_OPTIONS,
    }),
    navigation: { navigate: () => {}, buildLink, location$: bus.state('location') },
    viewer$: bus.state('viewer'),
    flags: {},
    config: {
      productName: PRODUCT_NAME,
      appVersion: 'test',
      environment: 'test',
      graphqlUrl: '/_/graphql',
      hosts: { app: 'http://localhost', status: 'https://status.inkpot.example', help: 'https://help.inkpot.example' },
    },
    telemetry: { track: () => {}, reportError: () => {} },
    slots: { fill: () => ({ unmount: () => {} }) },
    session: { xsrf: () => 'test-xsrf' },
    ...options.overrides,
  };
  return { props, bus };
}
