import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import {
  APOLLO_DEFAULT_OPTIONS,
  CONTRACT_VERSION,
  PRODUCT_NAME,
  buildLink,
  createEventBus,
  type MountProps,
  type ShellNavigation,
  type SlotHandle,
  type Slots,
  type Telemetry,
} from '@inkpot/shared-contracts';

export const TEST_HOSTS = {
  app: 'https://inkpot.test',
  status: 'https://status.inkpot.test',
  help: 'https://help.inkpot.test',
};

/**
 * Mount props for component tests, built on a real bus: the returned `hostBus` sets state the
 * way the host does. Only navigation.navigate, telemetry and slots are fakes.
 */
export function createTestMountProps() {
  const hostBus = createEventBus();
  const unmountSlot = jest.fn();
  const navigate: jest.MockedFunction<ShellNavigation['navigate']> = jest.fn();
  const track: jest.MockedFunction<Telemetry['track']> = jest.fn();
  const reportError: jest.MockedFunction<Telemetry['reportError']> = jest.fn();
  const fill = jest.fn<SlotHandle, Parameters<Slots['fill']>>(() => ({ unmount: unmountSlot }));

  const props: MountProps = {
    contractVersion: CONTRACT_VERSION,
    remote: { name: 'navigation', version: 'test' },
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
      hosts: TEST_HOSTS,
    },
    telemetry: { track, reportError },
    slots: { fill },
  };
  return { props, hostBus, navigate, track, reportError, fill, unmountSlot };
}

export const homeLocation = { pathname: '/', search: '', hash: '', routeName: 'home', referrer: null };
