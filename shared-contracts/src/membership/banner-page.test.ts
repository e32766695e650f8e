import { bannerPageOfLocation } from './banner-page.ts';
import { bannerPageOf } from './banner-page-of.ts';

describe('the page banners go by', () => {
  it('finds the page and post a payment banner goes by', () => {
    expect(bannerPageOf('/')).toEqual({ page: 'home', postId: null });
    expect(bannerPageOf('/@someone/a-story-1a2b3c')).toEqual({ page: 'post', postId: '1a2b3c' });
    expect(bannerPageOf('/no/such/page/here')).toEqual({ page: null, postId: null });
  });

  it('reads the page and post from a location the host matched, and says when an older host did not', () => {
    const location = {
      pathname: '/@someone/a-story-1a2b3c',
      search: '',
      hash: '',
      routeName: 'userPost',
      referrer: null,
    };
    expect(
      bannerPageOfLocation({ ...location, page: 'post', params: { username: 'someone', postId: 'a-story-1a2b3c' } }),
    ).toEqual({
      page: 'post',
      postId: '1a2b3c',
    });
    expect(bannerPageOfLocation({ ...location, page: 'post', params: { postId: '1a2b3c' } })?.postId).toBe('1a2b3c');
    expect(bannerPageOfLocation({ ...location, page: 'settings', params: { postId: 'x-1a2b3c' } })).toEqual({
      page: 'settings',
      postId: null,
    });
    expect(bannerPageOfLocation({ ...location, routeName: null, page: null, params: {} })).toEqual({
      page: null,
      postId: null,
    });
    expect(bannerPageOfLocation(location)).toBeNull();
  });
});
