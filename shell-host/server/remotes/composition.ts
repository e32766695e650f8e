/**
 * Which release of each remote a page gets: the registry's composition (the API's
 * `GET /_/composition`, cached briefly, the last good answer kept while the API is away), over the
 * registry file the build writes (the offline default, and every remote never deployed through the
 * registry); a canary goes to its percentage of visitors, the same visitors every time. A snapshot
 * (`?composition=<id>`) holding a release rolled back or revoked since is drawn only for a signed
 * QA link (docs/architecture/releases.md).
 */
import { createHash } from 'node:crypto';
import { QA_LINK_EXPIRES_PARAM, QA_LINK_SIGNATURE_PARAM, verifyQaLink } from '@inkpot/config/local-override';
import {
  compositionSchema,
  type Composition,
  type RemoteRegistry,
  type RemoteRelease,
} from '@inkpot/shared-contracts/registry';

export const COMPOSITION_PATH = '/_/composition';
/** How long a composition is served before the API is asked again: a release reaches readers within it. */
export const COMPOSITION_TTL_MS = 2000;
/** How long a snapshot is kept before the API is asked again: a rollback or revocation withdraws its links within it. */
export const SNAPSHOT_TTL_MS = 10_000;
/** Past this many kept snapshots, the expired ones are dropped. */
const SNAPSHOTS_KEPT = 200;
const COMPOSITION_TIMEOUT_MS = 800;

/**
 * A visitor's place (0-9999) in a remote's canary: a hash of the remote and the visitor id, so a
 * visitor keeps their answer and two remotes' canaries do not reach the same visitors.
 */
export function canaryBucket(visitorId: string, remote: string): number {
  return createHash('sha256').update(`${remote}:${visitorId}`).digest().readUInt32BE(0) % 10_000;
}

export const inCanary = (visitorId: string, remote: string, percent: number) =>
  canaryBucket(visitorId, remote) < Math.round(percent * 100);

/**
 * The registry a page gets: the file's releases, replaced remote by remote by the composition's
 * stable ones, and by a canary for the visitors in it (none for a visitor without an id yet).
 */
export function registryFor(
  file: RemoteRegistry,
  composition: Composition | null,
  visitorId: string | null,
): { registry: RemoteRegistry; canaries: string[] } {
  if (!composition) return { registry: file, canaries: [] };
  const chosen = new Map<string, RemoteRelease>(file.remotes.map((release) => [release.name, release]));
  for (const release of composition.stable) chosen.set(release.name, release);
  const canaries: string[] = [];
  for (const { release, percent } of composition.canaries) {
    if (visitorId && inCanary(visitorId, release.name, percent)) {
      chosen.set(release.name, release);
      canaries.push(`${release.name}@${release.version}`);
    }
  }
  const order = file.remotes.map((release) => release.name);
  const remotes = [...chosen.values()].sort(
    (a, b) => (order.indexOf(a.name) + 1 || 99) - (order.indexOf(b.name) + 1 || 99) || a.name.localeCompare(b.name),
  );
  return { registry: { ...file, remotes, composition: composition.id }, canaries };
}

export interface QaLinkRules {
  /** The key QA links are checked with (config/local-override.mjs qaLinkKeyOf); null: none is valid. */
  key: string | null;
  /** Milliseconds. */
  now?: () => number;
}

/**
 * The snapshot a page may be drawn from: one whose releases all still stand, for anyone who has its
 * id; one with a release rolled back or revoked since, only for a valid signed QA link
 * (`composition_expires`, `composition_signature`). Null otherwise: the page gets the current
 * composition, and does not claim the snapshot.
 */
export function servableSnapshot(
  snapshot: Composition | null,
  query: Readonly<Record<string, unknown>>,
  rules: QaLinkRules,
): Composition | null {
  if (!snapshot?.withdrawn?.length) return snapshot;
  const single = (value: unknown) => (typeof value === 'string' ? value : null);
  const verdict = verifyQaLink(
    {
      composition: snapshot.id,
      expires: single(query[QA_LINK_EXPIRES_PARAM]),
      signature: single(query[QA_LINK_SIGNATURE_PARAM]),
    },
    { key: rules.key, now: (rules.now ?? Date.now)() },
  );
  return verdict.ok ? snapshot : null;
}

/** An error with its cause's code: fetch says "fetch failed" whatever went wrong. */
const describeFailure = (error: unknown) => {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return `${String(error)}${typeof code === 'string' ? ` (${code})` : ''}`;
};

export interface CompositionSource {
  /** The composition in force; null when the registry has never answered (the file alone then). */
  current(): Promise<Composition | null>;
  /** A snapshot by id (`?composition=<id>`), with its withdrawn releases; null when there is none. */
  snapshot(id: string): Promise<Composition | null>;
}

/**
 * The API's composition, cached for COMPOSITION_TTL_MS; a failure keeps the last good one and logs
 * once. Snapshots are cached for SNAPSHOT_TTL_MS: their releases never change, but which of them are
 * withdrawn does.
 */
export function apiComposition(
  apiUrl: string,
  options: {
    ttlMs?: number;
    snapshotTtlMs?: number;
    logger?: Pick<Console, 'error' | 'info'>;
    now?: () => number;
  } = {},
): CompositionSource {
  const { ttlMs = COMPOSITION_TTL_MS, snapshotTtlMs = SNAPSHOT_TTL_MS, logger = console, now = Date.now } = options;
  let lastGood: Composition | null = null;
  let fetchedAt = -Infinity;
  let pending: Promise<Composition | null> | null = null;
  let failing = false;

  const fetchComposition = async (path: string): Promise<Composition | null> => {
    const response = await fetch(new URL(path, apiUrl), { signal: AbortSignal.timeout(COMPOSITION_TIMEOUT_MS) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return compositionSchema.parse(await response.json());
  };

  const refresh = async () => {
    try {
      const answeredBefore = lastGood;
      lastGood = await fetchComposition(COMPOSITION_PATH);
      if (failing) logger.info(`[edge] The release registry answers${answeredBefore ? ' again' : ''}.`);
      failing = false;
    } catch (error) {
      // At start-up the edge may be asked before the API listens: pages get the file's releases.
      if (!failing) {
        logger.error(
          `[edge] The release registry did not answer (${lastGood ? 'serving the last composition' : 'serving the registry file until it does'}): ${describeFailure(error)}`,
        );
      }
      failing = true;
    } finally {
      fetchedAt = now();
      pending = null;
    }
    return lastGood;
  };

  const snapshots = new Map<string, { snapshot: Composition; fetchedAt: number }>();
  const keep = (id: string, snapshot: Composition) => {
    if (snapshots.size >= SNAPSHOTS_KEPT) {
      for (const [kept, { fetchedAt }] of snapshots) if (now() - fetchedAt >= snapshotTtlMs) snapshots.delete(kept);
    }
    if (snapshots.size < SNAPSHOTS_KEPT) snapshots.set(id, { snapshot, fetchedAt: now() });
  };
  return {
    current() {
      if (now() - fetchedAt < ttlMs) return Promise.resolve(lastGood);
      pending ??= refresh();
      // While the registry fails, pages get the last good composition at once: an API that hangs
      // would otherwise hold every page for the lookup's timeout, every TTL.
      return failing ? Promise.resolve(lastGood) : pending;
    },
    async snapshot(id) {
      if (!/^[0-9a-f]{16}$/.test(id)) return null;
      const known = snapshots.get(id);
      if (known && now() - known.fetchedAt < snapshotTtlMs) return known.snapshot;
      snapshots.delete(id);
      try {
        const found = await fetchComposition(`${COMPOSITION_PATH}/${id}`);
        if (found) keep(id, found);
        return found;
      } catch (error) {
        logger.error(`[edge] Composition snapshot ${id} could not be read: ${String(error)}`);
        return null;
      }
    },
  };
}

/** The visitor id from the request's cookie, else from the cookie the API just set. */
export function visitorIdOf(
  cookieHeader: string | undefined,
  setCookies: readonly string[],
  name: string,
): string | null {
  const pattern = new RegExp(`(?:^|;\\s*)${name}=([0-9a-f]{32})(?:;|$)`);
  return (
    pattern.exec(cookieHeader ?? '')?.[1] ?? setCookies.map((cookie) => pattern.exec(cookie)?.[1]).find(Boolean) ?? null
  );
}
