import { createEventBus, routeDefinition, type ShellLocation } from '@inkpot/shared-contracts';
import { render, screen } from '@testing-library/react';
import type { ShellServices } from '../lib/services.ts';
import { TEST_CONFIG } from '../pages/testing.tsx';
import { ShellContext, type ShellContextValue } from './page-props.ts';
import { RouterView } from './router-view.tsx';

const LOCATION: ShellLocation = { pathname: '/x', search: '', hash: '', routeName: null, referrer: null };

function renderRouter(resolution: Parameters<typeof RouterView>[0]['resolution']) {
  const reportError = jest.fn();
  const context: ShellContextValue = {
    services: {
      bus: createEventBus(),
      telemetry: { reportError },
      navigation: { navigate: jest.fn() },
    } as unknown as ShellServices,
    config: TEST_CONFIG,
    viewer: { status: 'visitor' },
    mode: { kind: 'default' },
    flags: {},
  };
  render(
    <ShellContext value={context}>
      <RouterView location={LOCATION} resolution={resolution} />
    </ShellContext>,
  );
  return { reportError };
}

describe('RouterView error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("shows 'An unexpected routing error occurred' for an unknown page identifier, and reports it", () => {
    const { reportError } = renderRouter({
      kind: 'page',
      route: routeDefinition('about'),
      params: {},
      page: 'no-such-page',
      layout: 'basic',
    });
    expect(screen.getByRole('heading', { name: 'An unexpected routing error occurred' })).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ name: 'RoutingError' }), expect.anything());
  });

  it('shows it for an unknown layout name too', () => {
    renderRouter({
      kind: 'page',
      route: routeDefinition('about'),
      params: {},
      page: 'landing-about',
      layout: 'sideways' as 'basic',
    });
    expect(screen.getByRole('heading', { name: 'An unexpected routing error occurred' })).toBeInTheDocument();
  });

  it('lets go of the clicks held for the page when its error screen is what the reader gets', () => {
    // A button outside any server-rendered parcel (a signed-in reader's top bar) clicked before the page settled.
    const button = document.body.appendChild(document.createElement('button'));
    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    window.__inkpotHeldClicks = [button];
    try {
      renderRouter({
        kind: 'page',
        route: routeDefinition('about'),
        params: {},
        page: 'no-such-page',
        layout: 'basic',
      });
      expect(document.documentElement).toHaveAttribute('data-hydrated');
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(window.__inkpotHeldClicks).toEqual([]);
    } finally {
      button.remove();
      delete window.__inkpotHeldClicks;
      document.documentElement.removeAttribute('data-hydrated');
    }
  });
});
