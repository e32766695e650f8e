/** @jest-environment node */
import {
  CACHEABLE_DOCUMENT,
  decideEdgeCache,
  edgeCacheHeaders,
  isInternalAddress,
  UNCACHEABLE_DOCUMENT,
  type EdgeCacheInput,
} from './edge-cache.ts';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const VISITOR = { loggedIn: false, isStaff: false, isSpoofed: false, capabilities: [] };
const STAFF = {
  loggedIn: true,
  isStaff: true,
  isSpoofed: false,
  capabilities: ['can_view_suspended_content', 'can_view_unfiltered_search'],
};

/** A visitor from the internet, through the cache worker, on an edge that caches: cacheable. */
const CACHEABLE: EdgeCacheInput = {
  edgeCachingEnabled: true,
  branchDeploy: false,
  remoteAddress: '203.0.113.7',
  userAgent: BROWSER,
  cacheWorkerUsed: true,
  viewer: VISITOR,
  page: { kind: 'other' },
};

const decide = (changes: Partial<EdgeCacheInput>) =>
  decideEdgeCache({ ...CACHEABLE, ...changes }, { error: jest.fn() });

describe('edge-cache decision', () => {
  it('caches a page by default (control group)', () => {
    expect(decide({})).toEqual({ group: 'control', reason: 'cached by default' });
  });

  it.each<[string, Partial<EdgeCacheInput>, string]>([
    ['caching is off at the edge', { edgeCachingEnabled: false }, 'the edge did not enable caching'],
    ['the session is spoofed', { viewer: { ...VISITOR, isSpoofed: true } }, 'the session is spoofed'],
    ['the reader is on loopback', { remoteAddress: '127.0.0.1' }, 'an internal address'],
    ['the reader is on a private network', { remoteAddress: '10.1.2.3' }, 'an internal address'],
    ['the reader is on 172.16/12', { remoteAddress: '172.20.0.5' }, 'an internal address'],
    ['the reader is on 192.168/16', { remoteAddress: '192.168.1.20' }, 'an internal address'],
    ['the reader is on IPv6 loopback', { remoteAddress: '::1' }, 'an internal address'],
    [
      'the reader is IPv4 loopback on a dual-stack socket',
      { remoteAddress: '::ffff:127.0.0.1' },
      'an internal address',
    ],
    ['the reader is on an IPv6 unique local network', { remoteAddress: 'fd12:3456::1' }, 'an internal address'],
    ['the viewer is staff', { viewer: { ...STAFF, loggedIn: false } }, 'a staff user'],
    [
      'the cache worker did not forward the request',
      { cacheWorkerUsed: false },
      'the cache middleware worker is not used',
    ],
    ['the reader is a bot', { userAgent: GOOGLEBOT }, 'a bot'],
    ['the reader is a headless browser', { userAgent: `${BROWSER} HeadlessChrome/131.0.0.0` }, 'a bot'],
    ['the viewer is logged in', { viewer: { ...VISITOR, loggedIn: true } }, 'a logged-in user'],
    ['the session lookup failed', { viewer: null }, 'the session lookup failed'],
    ['a lookup the page needs failed', { failedLookups: ['post lookup failed'] }, 'post lookup failed'],
  ])('disables caching when %s', (_, changes, reason) => {
    expect(decide(changes)).toEqual({ group: 'disabled', reason });
  });

  it('leaves a missing user agent to isbot, which does not call it a bot', () => {
    expect(decide({ userAgent: undefined }).group).toBe('control');
  });

  it('does not count internal addresses on a branch deploy', () => {
    expect(decide({ remoteAddress: '10.0.0.8', branchDeploy: true })).toEqual({
      group: 'control',
      reason: 'cached by default',
    });
  });

  it('gives the first reason in the spec order when several apply', () => {
    const everything: Partial<EdgeCacheInput> = {
      remoteAddress: '127.0.0.1',
      userAgent: GOOGLEBOT,
      cacheWorkerUsed: false,
      viewer: { ...STAFF, isSpoofed: true },
    };
    expect(decide({ ...everything, edgeCachingEnabled: false }).reason).toBe('the edge did not enable caching');
    expect(decide(everything).reason).toBe('the session is spoofed');
    expect(decide({ ...everything, viewer: STAFF }).reason).toBe('an internal address');
    expect(decide({ ...everything, viewer: STAFF, remoteAddress: '198.51.100.1' }).reason).toBe('a staff user');
    expect(
      decide({ ...everything, viewer: { ...VISITOR, loggedIn: true }, remoteAddress: '198.51.100.1' }).reason,
    ).toBe('the cache middleware worker is not used');
    expect(decide({ userAgent: GOOGLEBOT, viewer: { ...VISITOR, loggedIn: true } }).reason).toBe('a bot');
  });

  describe('page rules', () => {
    it('enables published posts, the home page and tag pages', () => {
      expect(decide({ page: { kind: 'post', isPublished: true, isSuspended: false } })).toEqual({
        group: 'enabled',
        reason: 'a published post',
      });
      expect(decide({ page: { kind: 'home' } })).toEqual({ group: 'enabled', reason: 'the home page' });
      expect(decide({ page: { kind: 'tag' } })).toEqual({ group: 'enabled', reason: 'a tag page' });
    });

    it('disables draft posts', () => {
      expect(decide({ page: { kind: 'post', isPublished: false, isSuspended: false } })).toEqual({
        group: 'disabled',
        reason: 'this is a draft post',
      });
    });

    it('disables suspended posts for a viewer who can view suspended content, and only then', () => {
      const suspended = { kind: 'post', isPublished: true, isSuspended: true } as const;
      expect(decide({ page: suspended, viewer: { ...VISITOR, capabilities: ['can_view_suspended_content'] } })).toEqual(
        { group: 'disabled', reason: 'a suspended post seen by a viewer who can view suspended content' },
      );
      expect(decide({ page: suspended })).toEqual({ group: 'enabled', reason: 'a published post' });
    });

    it('never lets a page rule enable what a general reason disabled', () => {
      expect(decide({ page: { kind: 'home' }, viewer: { ...VISITOR, loggedIn: true } })).toEqual({
        group: 'disabled',
        reason: 'a logged-in user',
      });
      expect(decide({ page: { kind: 'tag' }, edgeCachingEnabled: false }).group).toBe('disabled');
    });
  });

  it('logs an error and disables caching when a check fails', () => {
    const logger = { error: jest.fn() };
    expect(decideEdgeCache({ ...CACHEABLE, remoteAddress: undefined }, logger)).toEqual({
      group: 'disabled',
      reason: 'the cache checks failed',
    });
    expect(decideEdgeCache({ ...CACHEABLE, remoteAddress: 'not-an-address' }, logger).group).toBe('disabled');
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error.mock.calls[0][0]).toMatch(/edge-cache checks failed/);
  });
});

describe('isInternalAddress', () => {
  it('knows public addresses from internal ones', () => {
    for (const address of ['8.8.8.8', '203.0.113.7', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8'])
      expect(isInternalAddress(address)).toBe(false);
    for (const address of ['127.0.0.53', '169.254.10.1', 'fe80::1', '::ffff:10.0.0.1'])
      expect(isInternalAddress(address)).toBe(true);
  });
});

describe('edge-cache headers', () => {
  it('make cached documents public for shared caches only, and disabled ones private and unstored', () => {
    expect(edgeCacheHeaders({ group: 'enabled', reason: 'a published post' })).toEqual({
      'Cache-Control': CACHEABLE_DOCUMENT,
      'Inkpot-Edge-Cache': 'enabled; reason="a published post"',
    });
    expect(edgeCacheHeaders({ group: 'control', reason: 'cached by default' })['Cache-Control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
    );
    expect(edgeCacheHeaders({ group: 'disabled', reason: 'a bot' })).toEqual({
      'Cache-Control': UNCACHEABLE_DOCUMENT,
      'Inkpot-Edge-Cache': 'disabled; reason="a bot"',
    });
  });
});
