import type { ShellNavigation, Telemetry } from '@inkpot/shared-contracts';
import { createTestMountProps as createSharedTestMountProps } from '@inkpot/shared-contracts/testing';

/**
 * The shared test mount props (a real bus, visitor on the home route; `hostBus` sets state the
 * way the host does) with jest fakes for navigation.navigate and telemetry.
 */
export function createTestMountProps() {
  const { props: base, bus: hostBus } = createSharedTestMountProps('search');
  const navigate: jest.MockedFunction<ShellNavigation['navigate']> = jest.fn();
  const track: jest.MockedFunction<Telemetry['track']> = jest.fn();
  const props = {
    ...base,
    navigation: { ...base.navigation, navigate },
    telemetry: { track, reportError: jest.fn() },
  };
  return { props, hostBus, navigate, track };
}
