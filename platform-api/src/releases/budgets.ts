import { FEDERATION_VERSION, SERVER_BUILD_FILE, SINGLETONS } from '@inkpot/config/federation';
import type { RemoteName } from '@inkpot/shared-contracts/remotes';
import type { Budget } from './release-gate.ts';

const KIB = 1024;

/**
 * What one exposed module of each remote may load before the reader shows any intent: the entry
 * plus the module's synchronous chunks, gzip, and their requests (the release gate's). Set about 15%
 * above the releases of 2026-11-23 (navigation's top bar 19.7 KiB in 3 requests, membership's
 * banner stack 29.5 KiB in 4, search's results page 28.2 KiB in 4): a release that grows past it
 * is refused until the budget is raised on purpose, here, in review. Raised since: auth from 26 to
 * 27 KiB (2026-11-28), for the metered sign-up prompt's reading meter in the sign-in flow, which put
 * its embedded-sign-in at 26.4 KiB (it reads the month's count before the reader's first click).
 */
export const RELEASE_BUDGETS: Readonly<Record<RemoteName, Budget>> = {
  navigation: { initialJsGzipBytes: 23 * KIB, initialRequests: 4 },
  auth: { initialJsGzipBytes: 27 * KIB, initialRequests: 5 },
  membership: { initialJsGzipBytes: 34 * KIB, initialRequests: 5 },
  search: { initialJsGzipBytes: 33 * KIB, initialRequests: 5 },
  notifications: { initialJsGzipBytes: 21 * KIB, initialRequests: 4 },
};

/** Packages the host provides once for the page (the build's shared singletons): no release may carry its own. */
export const SINGLETON_PACKAGES: readonly string[] = [...new Set(Object.values(SINGLETONS))];

/** The Module Federation version of the page's bundler runtime (the host's), which remotes run on. */
export { FEDERATION_VERSION };

/** Where a release keeps its server build, whose integrity the registry checks. */
export { SERVER_BUILD_FILE };
