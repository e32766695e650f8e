import type { ShellLocation } from '@inkpot/shared-contracts';
import { renderHook, waitFor } from '@testing-library/react';
import { useBannerPage } from './use-banner-page.ts';

const POST_PATH = '/@someone/a-story-1a2b3c';
// A host before contract 1.4 names the route but not its page or parameters.
const olderHostLocation: ShellLocation = {
  pathname: POST_PATH,
  search: '',
  hash: '',
  routeName: 'userPost',
  referrer: null,
};
const telemetry = () => ({ track: jest.fn(), reportError: jest.fn() });

describe('useBannerPage', () => {
  it('takes the page and post the host matched', () => {
    const { result } = renderHook(() =>
      useBannerPage(
        { ...olderHostLocation, page: 'post', params: { username: 'someone', postId: 'a-story-1a2b3c' } },
        telemetry(),
      ),
    );
    expect(result.current).toEqual({ page: 'post', postId: '1a2b3c' });
  });

  it('is not known before there is a location', () => {
    const { result } = renderHook(() => useBannerPage(null, telemetry()));
    expect(result.current).toBeNull();
  });

  it('matches the path itself under an older host, once the route table has loaded, and follows the next path', async () => {
    const sink = telemetry();
    const { result, rerender } = renderHook(({ location }) => useBannerPage(location, sink), {
      initialProps: { location: olderHostLocation },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual({ page: 'post', postId: '1a2b3c' }));

    rerender({ location: { ...olderHostLocation, pathname: '/me/settings', routeName: 'settings' } });
    // The previous path's answer is never given for the new one.
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual({ page: 'settings', postId: null }));
  });

  it('counts the page as unmatched, and says why, when the route table does not load', async () => {
    const failed = () => Promise.reject(new Error('ChunkLoadError: Loading chunk route-table-banner-page failed.'));
    const sink = telemetry();
    const { result } = renderHook(() => useBannerPage(olderHostLocation, sink, failed));
    await waitFor(() => expect(result.current).toEqual({ page: null, postId: null }));
    expect(sink.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('ChunkLoadError') }),
      {
        feature: 'banner-stack',
        step: 'route-table',
      },
    );
  });
});
