import { oncePerFailure } from '../observability/failure-log.ts';
import { isIP } from 'node:net';
import { LRUCache } from 'lru-cache';
import { z } from 'zod/mini';
import { SESSION_TIMEOUT_MS } from '../api/session.ts';

/** The mode a request's host is routed in, and whether finding it out failed. */
export interface HostRouting {
  mode: { kind: 'default' } | { kind: 'user'; username: string } | { kind: 'collection'; collectionSlug: string };
  failed: boolean;
}

export type CustomDomainLookup = (hostHeader: string | undefined) => Promise<HostRouting>;

export const DEFAULT_ROUTING: HostRouting = { mode: { kind: 'default' }, failed: false };

/** How long an answer (a custom domain, or "not one") is kept; a domain change shows after this. */
export const CUSTOM_DOMAIN_TTL_MS = 60_000;
/** A failed lookup is kept briefly so an API outage is not asked (and logged) on every request. */
export const CUSTOM_DOMAIN_FAILURE_TTL_MS = 5_000;
const MAX_CACHED_HOSTS = 10_000;

const answerSchema = z.union([
  z.object({ kind: z.literal('collection'), collectionSlug: z.string() }),
  z.object({ kind: z.literal('user'), username: z.string() }),
]);

/** The host name of a Host header, lower case, without port, brackets or trailing dot. */
export function hostNameOf(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  try {
    return new URL(`http://${hostHeader}`).hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** Hosts that are never a custom domain: the app's own, localhost, and bare addresses. */
export function isOwnOrLocalHost(hostName: string, appHostName: string): boolean {
  return (
    hostName === appHostName || hostName === 'localhost' || hostName.endsWith('.localhost') || isIP(hostName) !== 0
  );
}

export interface CustomDomainOptions {
  apiUrl: string;
  /** `config.hosts.app`; requests for its host are routed in default mode without asking. */
  appUrl: string;
  logger?: Pick<Console, 'error'>;
  ttlMs?: number;
  failureTtlMs?: number;
  /** For tests: the clock lru-cache measures TTLs with. */
  perf?: { now(): number };
}

/**
 * Finds the routing mode of a request's host from the API (`GET /_/api/custom-domains/:host`),
 * keeping answers, both positive and negative, for a short TTL. Concurrent requests for one host
 * share one lookup. A failed lookup routes in default mode, logged once per kind of failure.
 */
export function apiCustomDomainLookup({
  apiUrl,
  appUrl,
  logger = console,
  ttlMs = CUSTOM_DOMAIN_TTL_MS,
  failureTtlMs = CUSTOM_DOMAIN_FAILURE_TTL_MS,
  perf,
}: CustomDomainOptions): CustomDomainLookup {
  const appHostName = new URL(appUrl).hostname;
  const log = oncePerFailure(
    logger,
    (message, hostName) =>
      `[edge] Custom-domain lookup for ${hostName} failed (${message}); routing it in default mode.`,
  );
  const cache = new LRUCache<string, HostRouting>({
    max: MAX_CACHED_HOSTS,
    ttl: ttlMs,
    // An injected clock is read on every check rather than once per millisecond.
    ...(perf ? { perf, ttlResolution: 0 } : {}),
    async fetchMethod(hostName, _stale, { options, signal }) {
      try {
        const response = await fetch(new URL(`/_/api/custom-domains/${encodeURIComponent(hostName)}`, apiUrl), {
          signal: AbortSignal.any([signal, AbortSignal.timeout(SESSION_TIMEOUT_MS)]),
        });
        if (response.status === 404 || response.status === 400) return DEFAULT_ROUTING;
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const parsed = answerSchema.safeParse(await response.json());
        if (!parsed.success) throw new Error('the API answered a custom domain of an unknown shape');
        log.succeeded();
        return { mode: parsed.data, failed: false };
      } catch (error) {
        log.failed(error, hostName);
        options.ttl = failureTtlMs;
        return { mode: { kind: 'default' }, failed: true };
      }
    },
  });

  return async function lookup(hostHeader) {
    const hostName = hostNameOf(hostHeader);
    if (!hostName || isOwnOrLocalHost(hostName, appHostName)) return DEFAULT_ROUTING;
    return (await cache.fetch(hostName)) ?? DEFAULT_ROUTING;
  };
}
