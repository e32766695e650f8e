import { dismissalStorageKey, type BannerFacts, type ShellLocation, type ViewerState } from '@inkpot/shared-contracts';
import { routeFieldsOf } from '../navigation/shell-navigation.ts';
import { renderHook } from '@testing-library/react';
import { useExpectedBanner } from './use-expected-banner.ts';

const reader: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'u-reader', name: 'Rae', username: 'rae', imageId: null, isMember: false },
};
const NO_MEMBERSHIP: BannerFacts = { membership: null, dismissableFlags: [], post: null };
const at = (pathname: string): ShellLocation => ({
  pathname,
  search: '',
  hash: '',
  referrer: null,
  ...routeFieldsOf(pathname),
});

beforeEach(() => localStorage.clear());

describe('useExpectedBanner', () => {
  it("expects the upsell from the edge's facts, and follows the route", () => {
    const { result, rerender } = renderHook(({ location }) => useExpectedBanner(reader, location, {}, NO_MEMBERSHIP), {
      initialProps: { location: at('/') },
    });
    expect(result.current).toBe('upsell');
    rerender({ location: at('/p/abc123') });
    expect(result.current).toBe('upsell');
  });

  it("reads the viewer's dismissals from this browser's localStorage at the first render", () => {
    localStorage.setItem(dismissalStorageKey('u-reader'), JSON.stringify({ upsell: Date.now() - 1000 }));
    const { result } = renderHook(() => useExpectedBanner(reader, at('/'), {}, NO_MEMBERSHIP));
    expect(result.current).toBeNull();
  });

  it('ignores a corrupt stored value with a warning and expects the banner', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(dismissalStorageKey('u-reader'), '{not json');
    const { result } = renderHook(() => useExpectedBanner(reader, at('/'), {}, NO_MEMBERSHIP));
    expect(result.current).toBe('upsell');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring unreadable dismissals'));
    warn.mockRestore();
  });

  it("reads the page in the host's routing mode: a story on a writer's own domain is a post page", () => {
    const member: ViewerState = { status: 'signed-in', viewer: { ...reader.viewer, isMember: true } };
    const cardExpired: BannerFacts = {
      membership: {
        isCancelled: false,
        paymentProvider: 'CARD_PROCESSOR',
        currentPeriodEndsAt: Date.now() + 30 * 24 * 60 * 60 * 1000,
        paymentFailedAt: null,
        hasCreditCardExpired: true,
        hasRecurringPaymentFailedMoreThanOnce: false,
        paymentMethod: null,
      },
      dismissableFlags: [],
      post: null,
    };
    const pathname = '/a-story-1a2b3c';
    const onWritersDomain: ShellLocation = {
      pathname,
      search: '',
      hash: '',
      referrer: null,
      ...routeFieldsOf(pathname, { kind: 'user', username: 'ada' }),
    };
    // Matched in the main host's mode, the same path is a publication's page: no payment banner there.
    expect(renderHook(() => useExpectedBanner(member, at(pathname), {}, cardExpired)).result.current).toBeNull();
    expect(renderHook(() => useExpectedBanner(member, onWritersDomain, {}, cardExpired)).result.current).toBe(
      'card-expired',
    );
  });
});
