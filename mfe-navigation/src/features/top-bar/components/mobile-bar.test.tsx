import { ApolloProvider } from '@apollo/client/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import type { ShellNavigation } from '@inkpot/shared-contracts';
import { mockedApollo } from '../../../testing/apollo.ts';
import { LogGateExposureDocument } from '../api/__generated__/log-gate-exposure.generated.ts';
import { ANDROID_OPEN_IN_APP_FLAG } from '../model/open-in-app.ts';
import { MobileBar } from './mobile-bar.tsx';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function renderOn(userAgent: string) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  const exposure = jest.fn(() => ({
    data: { logGateExposure: { __typename: 'MutationSuccess' as const, success: true } },
  }));
  const apollo = mockedApollo([
    {
      request: { query: LogGateExposureDocument, variables: { input: { gateId: ANDROID_OPEN_IN_APP_FLAG } } },
      result: exposure,
    },
  ]);
  const telemetry = { track: jest.fn(), reportError: jest.fn() };
  const navigation = { buildLink: (name: string) => `/${name}` } as unknown as ShellNavigation;
  render(
    <ApolloProvider client={apollo}>
      <MobileBar pageUrl="https://inkpot.test/p/1" flags={{}} navigation={navigation} telemetry={telemetry} />
    </ApolloProvider>,
  );
  return { exposure, telemetry };
}

describe('the mobile bar', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as Partial<Window>).matchMedia;
  });

  it('logs, on an Android browser, the exposure of the gate that picks its link there, once', async () => {
    const { exposure, telemetry } = renderOn(ANDROID);
    expect(screen.getByRole('link', { name: 'Open in app' })).toBeTruthy();
    await waitFor(() => expect(exposure).toHaveBeenCalledTimes(1));
    expect(telemetry.track).toHaveBeenCalledWith('openInApp.viewed');
  });

  it('logs no gate exposure elsewhere, where the gate decides nothing', async () => {
    const { exposure, telemetry } = renderOn(IPHONE);
    await waitFor(() => expect(telemetry.track).toHaveBeenCalledWith('openInApp.viewed'));
    expect(exposure).not.toHaveBeenCalled();
  });
});
