import {
  isMicroblogReferrer,
  isOnSubdomain,
  ONE_TAP_COOL_DOWN_MS,
  oneTapBlock,
  shouldShowOneTap,
  type OneTapFacts,
} from './one-tap-conditions.ts';

const NOW = Date.UTC(2026, 10, 20, 12);

/** Every condition for one-tap holds. */
const qualifying: OneTapFacts = {
  viewer: 'visitor',
  flags: { enable_google_one_tap: true },
  onSubdomain: false,
  viewportWidth: 1280,
  hiddenAt: null,
  now: NOW,
  routeName: 'home',
  referrer: null,
  hasPicker: true,
};
const facts = (change: Partial<OneTapFacts>): OneTapFacts => ({ ...qualifying, ...change });

describe('one-tap conditions', () => {
  it('shows for a logged-out reader on a qualifying page when everything holds', () => {
    expect(shouldShowOneTap(qualifying)).toBe(true);
  });

  it('needs the viewer logged out and loaded', () => {
    expect(oneTapBlock(facts({ viewer: 'signed-in' }))).toBe('signed-in');
    expect(oneTapBlock(facts({ viewer: 'loading' }))).toBe('loading');
  });

  it('needs enable_google_one_tap, and enable_google_one_tap_on_subdomains on a subdomain', () => {
    expect(oneTapBlock(facts({ flags: {} }))).toBe('flag-off');
    expect(oneTapBlock(facts({ flags: { enable_google_one_tap: 'true' } }))).toBe('flag-off');
    expect(oneTapBlock(facts({ onSubdomain: true }))).toBe('subdomain-flag-off');
    expect(
      shouldShowOneTap(
        facts({ onSubdomain: true, flags: { enable_google_one_tap: true, enable_google_one_tap_on_subdomains: true } }),
      ),
    ).toBe(true);
    // The subdomain flag alone does not switch one-tap on.
    expect(oneTapBlock(facts({ onSubdomain: true, flags: { enable_google_one_tap_on_subdomains: true } }))).toBe(
      'flag-off',
    );
  });

  it('is not shown on a small screen (below 552 px)', () => {
    expect(oneTapBlock(facts({ viewportWidth: 375 }))).toBe('small-screen');
    expect(oneTapBlock(facts({ viewportWidth: 551 }))).toBe('small-screen');
    expect(shouldShowOneTap(facts({ viewportWidth: 552 }))).toBe(true);
  });

  it('waits out the cool-down after a dismissal', () => {
    expect(oneTapBlock(facts({ hiddenAt: NOW - 60_000 }))).toBe('cooling-down');
    expect(oneTapBlock(facts({ hiddenAt: NOW - ONE_TAP_COOL_DOWN_MS + 1 }))).toBe('cooling-down');
    expect(shouldShowOneTap(facts({ hiddenAt: NOW - ONE_TAP_COOL_DOWN_MS }))).toBe(true);
  });

  it('shows only on home, posts, profiles, sequences and publication homes', () => {
    for (const routeName of [
      'home',
      'post',
      'userPost',
      'collectionPost',
      'userProfile',
      'sequence',
      'sequencePost',
      'collection',
    ]) {
      expect(shouldShowOneTap(facts({ routeName }))).toBe(true);
    }
    for (const routeName of ['search', 'signIn', 'plans', 'userFollowers', null]) {
      expect(oneTapBlock(facts({ routeName }))).toBe('route');
    }
  });

  it('is suppressed for a reader from a microblog site on a screen narrower than the medium breakpoint', () => {
    expect(oneTapBlock(facts({ referrer: 'https://t.co/abc', viewportWidth: 700 }))).toBe('microblog-referrer');
    expect(shouldShowOneTap(facts({ referrer: 'https://t.co/abc', viewportWidth: 728 }))).toBe(true);
    expect(shouldShowOneTap(facts({ referrer: 'https://example.com/', viewportWidth: 700 }))).toBe(true);
  });

  it('needs an account picker', () => {
    expect(oneTapBlock(facts({ hasPicker: false }))).toBe('no-picker');
  });
});

describe('referrers and hosts', () => {
  it('knows the microblog sites, with their subdomains, and nothing else', () => {
    expect(isMicroblogReferrer('https://x.com/someone/status/1')).toBe(true);
    expect(isMicroblogReferrer('https://mobile.twitter.com/')).toBe(true);
    expect(isMicroblogReferrer('https://bsky.app/profile/a')).toBe(true);
    expect(isMicroblogReferrer('https://notx.com/')).toBe(false);
    expect(isMicroblogReferrer('not a url')).toBe(false);
    expect(isMicroblogReferrer(null)).toBe(false);
  });

  it("tells a writer's or publication's own host from the main one", () => {
    expect(isOnSubdomain('localhost', 'http://localhost:3000')).toBe(false);
    expect(isOnSubdomain('ada.inkpot.example', 'https://inkpot.example')).toBe(true);
  });
});
