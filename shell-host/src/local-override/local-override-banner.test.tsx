import { render, screen } from '@testing-library/react';
import { LocalOverrideBanner } from './local-override-banner.tsx';
import { reportLocalOverride } from './report-local-override.ts';

const APPLIED = { status: 'applied', remote: 'search', manifestUrl: 'http://localhost:5104/mf-manifest.json' } as const;

describe('LocalOverrideBanner', () => {
  it('names the remote and its URL, says there is no integrity check, and clears at the same path', () => {
    render(<LocalOverrideBanner override={APPLIED} location={{ pathname: '/tag/poetry' }} />);
    const banner = screen.getByRole('complementary', { name: 'Local override' });
    expect(banner).toHaveTextContent(
      'Local override: search is loaded from http://localhost:5104/mf-manifest.json. No integrity check (SRI) applies to its files.',
    );
    expect(screen.getByRole('link', { name: 'Clear override' })).toHaveAttribute('href', '/tag/poetry?override=off');
  });

  it('shows nothing without an override, or for a refused one', () => {
    const { container, rerender } = render(<LocalOverrideBanner override={undefined} location={{ pathname: '/' }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <LocalOverrideBanner
        override={{ status: 'refused', reason: 'unsigned', message: 'ignored', remote: 'search', manifestUrl: 'x' }}
        location={{ pathname: '/' }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('reportLocalOverride', () => {
  it('warns about a refused override in the console and tells telemetry why', () => {
    const telemetry = { track: jest.fn() };
    const out = { warn: jest.fn(), info: jest.fn() };
    reportLocalOverride(
      {
        status: 'refused',
        reason: 'expired',
        message:
          'The local override of search (http://x.test/m.json) was ignored: it expired at 2026-11-23T13:00:00.000Z.',
        remote: 'search',
        manifestUrl: 'http://x.test/m.json',
      },
      { telemetry, console: out },
    );
    expect(out.warn).toHaveBeenCalledWith(
      '[inkpot] The local override of search (http://x.test/m.json) was ignored: it expired at 2026-11-23T13:00:00.000Z.',
    );
    expect(telemetry.track).toHaveBeenCalledWith('override.refused', {
      reason: 'expired',
      remote: 'search',
      manifestUrl: 'http://x.test/m.json',
    });
  });

  it('notes an applied override once, and says nothing without one', () => {
    const telemetry = { track: jest.fn() };
    const out = { warn: jest.fn(), info: jest.fn() };
    reportLocalOverride(undefined, { telemetry, console: out });
    expect(telemetry.track).not.toHaveBeenCalled();
    reportLocalOverride(APPLIED, { telemetry, console: out });
    expect(out.warn).not.toHaveBeenCalled();
    expect(telemetry.track).toHaveBeenCalledWith('override.applied', {
      remote: 'search',
      manifestUrl: APPLIED.manifestUrl,
    });
  });
});
