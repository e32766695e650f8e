import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import {
  APOLLO_DEFAULT_OPTIONS,
  CONTRACT_VERSION,
  PRODUCT_NAME,
  buildLink,
  createEventBus,
  type MountProps,
  type ShellNavigation,
  type Telemetry,
} from '@inkpot/shared-contracts';

/**
 * Mount props for component tests, built on a real bus: the returned `hostBus` sets state the
 * way the host does. Only navigation.navigate, telemetry and slots are fakes.
 */
export function createTestMountProps() {
  const hostBus = createEventBus();
  hostBus.setState('viewer', { status: 'visitor' });
  hostBus.setState('location', { pathname: '/', search: '', hash: '', routeName: 'home', referrer: null });
  const navigate: jest.MockedFunction<ShellNavigation['navigate']> = jest.fn();
  const track: jest.MockedFunction<Telemetry['track']> = jest.fn();

  const props: MountProps = {
    contractVersion: CONTRACT_VERSION,
    remote: { name: 'search', version: 'test' },
    bus: hostBus.forSender('test'),
    apollo: new ApolloClient({
      link: ApolloLink.empty(),
      cache: new InMemoryCache(),
      defaultOptions: APOLLO_DEFAULT_OPTIONS,
    }),
    navigation: { navigate, buildLink, location$: hostBus.state('location') },
    viewer$: hostBus.state('viewer'),
    flags: {},
    config: {
      productName: PRODUCT_NAME,
      appVersion: 'test',
      environment: 'test',
      graphqlUrl: '/_/graphql',
      hosts: { app: 'https://inkpot.test', status: 'https://status.inkpot.test', help: 'https://help.inkpot.test' },
    },
    telemetry: { track, reportError: jest.fn() },
    slots: { fill: jest.fn(() => ({ unmount: jest.fn() })) },
  };
  return { props, hostBus, navigate, track };
}
