import { BlockList, isIP } from 'node:net';
import { isbot } from 'isbot';

/**
 * The edge-cache decision (docs/architecture/edge.md#caching): a document is cached (group `control`) unless a reason
 * disables it; page rules may enable it explicitly. A disabling reason always wins.
 */
export type EdgeCacheGroup = 'control' | 'enabled' | 'disabled';

export interface EdgeCacheDecision {
  group: EdgeCacheGroup;
  reason: string;
}

/** The capability that lets a viewer see suspended posts. */
export const CAN_VIEW_SUSPENDED_CONTENT = 'can_view_suspended_content';

/** The page a document shows, as far as caching cares. */
export type EdgeCachePage =
  { kind: 'post'; isPublished: boolean; isSuspended: boolean } | { kind: 'home' } | { kind: 'tag' } | { kind: 'other' };

export interface EdgeCacheInput {
  /** `INKPOT_EDGE_CACHE`: whether this edge caches documents at all. */
  edgeCachingEnabled: boolean;
  /** A branch (preview) deployment, where readers from internal addresses are the normal case. */
  branchDeploy: boolean;
  /** The reader's address (`req.ip`, after the trusted proxies). */
  remoteAddress: string | undefined;
  userAgent: string | undefined;
  /** The request came through the cache middleware worker (it sends `Inkpot-Cache-Worker: 1`). */
  cacheWorkerUsed: boolean;
  /** What the API said about the viewer; null when the session lookup failed. */
  viewer: {
    loggedIn: boolean;
    isStaff: boolean;
    isSpoofed: boolean;
    capabilities: readonly string[];
  } | null;
  page: EdgeCachePage;
  /** The page's remote releases are the visitor's own (a canary, a requested snapshot). */
  perVisitorReleases?: boolean;
  /** Lookups this document depended on that failed (e.g. 'post lookup failed'); any disables caching. */
  failedLookups?: readonly string[];
}

export const EDGE_CACHE_REASONS = {
  notEnabled: 'the edge did not enable caching',
  sessionUnknown: 'the session lookup failed',
  spoofed: 'the session is spoofed',
  internalAddress: 'an internal address',
  staff: 'a staff user',
  noWorker: 'the cache middleware worker is not used',
  bot: 'a bot',
  loggedIn: 'a logged-in user',
  draft: 'this is a draft post',
  suspended: 'a suspended post seen by a viewer who can view suspended content',
  checksFailed: 'the cache checks failed',
  perVisitorReleases: "the visitor's own remote releases (a canary or a snapshot)",
  publishedPost: 'a published post',
  home: 'the home page',
  tag: 'a tag page',
  control: 'cached by default',
} as const;

/** Loopback, private (RFC 1918, unique local) and link-local networks. */
const INTERNAL_NETWORKS = new BlockList();
INTERNAL_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
INTERNAL_NETWORKS.addAddress('::1', 'ipv6');
INTERNAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
INTERNAL_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/** Whether an address is on an internal network; throws when it is not an address at all. */
export function isInternalAddress(address: string | undefined): boolean {
  // IPv4 clients of a dual-stack socket show up as ::ffff:a.b.c.d.
  const plain = address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = plain ? isIP(plain) : 0;
  if (!plain || family === 0) throw new Error(`"${String(address)}" is not an IP address`);
  return INTERNAL_NETWORKS.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

const disabled = (reason: string): EdgeCacheDecision => ({ group: 'disabled', reason });

/**
 * Decides whether a document may be cached by the edge cache. The first disabling reason, in the
 * order `decide` checks them, is the one given; errors while checking are logged and disable caching.
 */
export function decideEdgeCache(input: EdgeCacheInput, logger: Pick<Console, 'error'> = console): EdgeCacheDecision {
  try {
    return decide(input);
  } catch (error) {
    logger.error(`[edge] The edge-cache checks failed; not caching this page: ${String(error)}`);
    return disabled(EDGE_CACHE_REASONS.checksFailed);
  }
}

function decide(input: EdgeCacheInput): EdgeCacheDecision {
  const { viewer, page } = input;
  if (!input.edgeCachingEnabled) return disabled(EDGE_CACHE_REASONS.notEnabled);
  if (input.perVisitorReleases) return disabled(EDGE_CACHE_REASONS.perVisitorReleases);
  const [failedLookup] = input.failedLookups ?? [];
  if (failedLookup) return disabled(failedLookup);
  if (!viewer) return disabled(EDGE_CACHE_REASONS.sessionUnknown);
  if (viewer.isSpoofed) return disabled(EDGE_CACHE_REASONS.spoofed);
  if (!input.branchDeploy && isInternalAddress(input.remoteAddress))
    return disabled(EDGE_CACHE_REASONS.internalAddress);
  if (viewer.isStaff) return disabled(EDGE_CACHE_REASONS.staff);
  if (!input.cacheWorkerUsed) return disabled(EDGE_CACHE_REASONS.noWorker);
  if (isbot(input.userAgent)) return disabled(EDGE_CACHE_REASONS.bot);
  if (viewer.loggedIn) return disabled(EDGE_CACHE_REASONS.loggedIn);

  switch (page.kind) {
    case 'post':
      if (!page.isPublished) return disabled(EDGE_CACHE_REASONS.draft);
      if (page.isSuspended && viewer.capabilities.includes(CAN_VIEW_SUSPENDED_CONTENT))
        return disabled(EDGE_CACHE_REASONS.suspended);
      return { group: 'enabled', reason: EDGE_CACHE_REASONS.publishedPost };
    case 'home':
      return { group: 'enabled', reason: EDGE_CACHE_REASONS.home };
    case 'tag':
      return { group: 'enabled', reason: EDGE_CACHE_REASONS.tag };
    case 'other':
      return { group: 'control', reason: EDGE_CACHE_REASONS.control };
  }
}

/**
 * Cached documents: browsers always revalidate (max-age=0), a shared cache keeps them 60 s and
 * may serve them 30 s stale while it refetches. Disabled: nothing keeps them.
 */
export const CACHEABLE_DOCUMENT = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
export const UNCACHEABLE_DOCUMENT = 'private, no-store';

export const EDGE_CACHE_HEADER = 'Inkpot-Edge-Cache';

/** `Cache-Control` and `Inkpot-Edge-Cache` for a decision. */
export function edgeCacheHeaders(decision: EdgeCacheDecision): Record<string, string> {
  return {
    'Cache-Control': decision.group === 'disabled' ? UNCACHEABLE_DOCUMENT : CACHEABLE_DOCUMENT,
    [EDGE_CACHE_HEADER]: `${decision.group}; reason="${decision.reason.replace(/["\\]/g, '')}"`,
  };
}
