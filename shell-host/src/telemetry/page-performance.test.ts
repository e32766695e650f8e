import type { ViewerState } from '@inkpot/shared-contracts';
import { createPagePerformance, MAX_PRELOADS_PER_PAGE, readyEvent } from './page-performance.ts';
import { trackingPolicy } from './tracking-policy.ts';

const member: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'u1', name: 'Ada', username: 'ada', imageId: null, isMember: true },
};

function harness({ viewerIsBot = false, flags = {} as Record<string, unknown>, viewer = member as ViewerState } = {}) {
  const added: [string, Record<string, unknown>][] = [];
  let clock = 0;
  const performance = createPagePerformance((type, data) => added.push([type, data]), {
    tracked: trackingPolicy({ viewerIsBot, flags }).tracked,
    now: () => clock,
    pageKind: () => 'post',
    viewer: () => viewer,
  });
  return { performance, added, at: (ms: number) => void (clock = ms) };
}

describe("the page's performance events", () => {
  it('labels the ready metric with the page type and the access class', () => {
    expect(readyEvent({ at: 812.6, pageKind: 'user-profile', viewer: member })).toEqual({
      type: 'ready',
      data: { value: 813, pageType: 'profile', loggedIn: true, member: true },
    });
    expect(readyEvent({ at: 10, pageKind: 'settings', viewer: { status: 'visitor' } }).data).toEqual({
      value: 10,
      pageType: 'other',
      loggedIn: false,
      member: false,
    });
  });

  it('is ready once, and tells each preload and its success with the preloaded page type', () => {
    const { performance, added, at } = harness();
    at(640);
    performance.ready();
    performance.ready();
    at(2000);
    const succeeded = performance.preloadStarted('publication-about');
    at(2150);
    succeeded();
    succeeded();
    // A preload that failed tells its start only.
    performance.preloadStarted('tag-inkpot');
    expect(added).toEqual([
      ['ready', { value: 640, pageType: 'post', loggedIn: true, member: true }],
      ['page_preload', { value: 2000, pageType: 'collection-about' }],
      ['page_preload_success', { value: 150, pageType: 'collection-about', startedAt: 2000 }],
      ['page_preload', { value: 2150, pageType: 'tag' }],
    ]);
  });

  it(`reports at most ${MAX_PRELOADS_PER_PAGE} preloads a page`, () => {
    const { performance, added } = harness();
    for (let i = 0; i < MAX_PRELOADS_PER_PAGE + 5; i += 1) performance.preloadStarted('post')();
    expect(added.filter(([type]) => type === 'page_preload')).toHaveLength(MAX_PRELOADS_PER_PAGE);
    expect(added.filter(([type]) => type === 'page_preload_success')).toHaveLength(MAX_PRELOADS_PER_PAGE);
  });

  it('sends nothing for bots or readers with dont_track_user', () => {
    for (const facts of [{ viewerIsBot: true }, { flags: { dont_track_user: true } }]) {
      const { performance, added } = harness(facts);
      performance.ready();
      performance.preloadStarted('post')();
      expect(added).toEqual([]);
    }
  });
});
