import { buildLink } from '@inkpot/shared-contracts';
import { undeletedStoriesLink } from './use-toast-effect.ts';

describe('undeletedStoriesLink', () => {
  it("opens 'your stories' at the deleted tab with the undeleted story's parameters", () => {
    const url = new URL(undeletedStoriesLink(buildLink, 'f44cbe58542a', 'Slow Mornings & Tea'), 'http://x');
    expect(url.pathname).toBe('/me/stories/deleted');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      undeletedPost: 'true',
      undeletedPostId: 'f44cbe58542a',
      undeletedPostTitle: 'Slow Mornings & Tea',
      tab: 'deleted',
    });
  });
});
