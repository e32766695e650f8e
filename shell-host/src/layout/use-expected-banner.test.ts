import { dismissalStorageKey, type BannerFacts, type ViewerState } from '@inkpot/shared-contracts';
import { renderHook } from '@testing-library/react';
import { useExpectedBanner } from './use-expected-banner.ts';

const reader: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'u-reader', name: 'Rae', username: 'rae', imageId: null, isMember: false },
};
const NO_MEMBERSHIP: BannerFacts = { membership: null, dismissableFlags: [], post: null };

beforeEach(() => localStorage.clear());

describe('useExpectedBanner', () => {
  it("expects the upsell from the edge's facts, and follows the route", () => {
    const { result, rerender } = renderHook(({ pathname }) => useExpectedBanner(reader, pathname, {}, NO_MEMBERSHIP), {
      initialProps: { pathname: '/' },
    });
    expect(result.current).toBe('upsell');
    rerender({ pathname: '/p/abc123' });
    expect(result.current).toBe('upsell');
  });

  it("reads the viewer's dismissals from this browser's localStorage at the first render", () => {
    localStorage.setItem(dismissalStorageKey('u-reader'), JSON.stringify({ upsell: Date.now() - 1000 }));
    const { result } = renderHook(() => useExpectedBanner(reader, '/', {}, NO_MEMBERSHIP));
    expect(result.current).toBeNull();
  });

  it('ignores a corrupt stored value with a warning and expects the banner', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(dismissalStorageKey('u-reader'), '{not json');
    const { result } = renderHook(() => useExpectedBanner(reader, '/', {}, NO_MEMBERSHIP));
    expect(result.current).toBe('upsell');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring unreadable dismissals'));
    warn.mockRestore();
  });
});
