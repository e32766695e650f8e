import type { ShellNavigation, SlotHandle, Slots, Telemetry } from '@inkpot/shared-contracts';
import { createTestMountProps as createSharedTestMountProps } from '@inkpot/shared-contracts/testing';

export const TEST_HOSTS = {
  app: 'https://inkpot.test',
  status: 'https://status.inkpot.test',
  help: 'https://help.inkpot.test',
};

/**
 * The shared test mount props (a real bus; `hostBus` sets state the way the host does) with
 * jest fakes for navigation.navigate, telemetry and slots.
 */
export function createTestMountProps() {
  const { props: base, bus: hostBus } = createSharedTestMountProps('navigation');
  const unmountSlot = jest.fn();
  const navigate: jest.MockedFunction<ShellNavigation['navigate']> = jest.fn();
  const track: jest.MockedFunction<Telemetry['track']> = jest.fn();
  const reportError: jest.MockedFunction<Telemetry['reportError']> = jest.fn();
  const fill = jest.fn<SlotHandle, Parameters<Slots['fill']>>(() => ({ unmount: unmountSlot }));
  const props = {
    ...base,
    navigation: { ...base.navigation, navigate },
    config: { ...base.config, hosts: TEST_HOSTS },
    telemetry: { track, reportError },
    slots: { fill },
  };
  return { props, hostBus, navigate, track, reportError, fill, unmountSlot };
}

export const homeLocation = { pathname: '/', search: '', hash: '', routeName: 'home', referrer: null };
