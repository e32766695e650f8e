/**
 * Watches canaries: the host tells, once per remote per page, whether the release it
 * got mounted (`remote.loaded`) or failed for good (`remote.failed`), with its name and version.
 * Outcomes of a remote's current canary are counted on its channel; a canary that fails on too
 * many pages over a minimum sample is rolled back by itself, recorded as `canary-rollback`.
 *
 * Anyone can send events, so an outcome counts only for a page the edge served: it
 * carries the page's signed id (config/page-token.mjs), which names the canary releases that page
 * got, and each page counts once per remote, whatever is sent again. Outcomes without one never count.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { isRemoteName, type RemoteName } from '@inkpot/shared-contracts/remotes';
import type { Database } from '../db/client.ts';
import { canaryPageOutcomes, remoteChannels, remoteReleases } from '../db/schema.ts';
import { PAGE_TOKEN_TTL_S, readPageToken } from '../environment.ts';
import { changeChannel } from './releases.ts';

/** No verdict before this many pages saw the canary. */
export const CANARY_MIN_SAMPLE = 20;
/** More than this share of those pages failing rolls the canary back. */
export const CANARY_MAX_FAILURE_RATE = 0.1;
export const CANARY_MONITOR_ACTOR = 'canary-monitor';

export function canaryFailing(loaded: number, failed: number): boolean {
  const pages = loaded + failed;
  return pages >= CANARY_MIN_SAMPLE && failed / pages > CANARY_MAX_FAILURE_RATE;
}

export interface RemoteOutcome {
  remote: RemoteName;
  version: string;
  ok: boolean;
  /** The page's signed id (the edge's `canaryPage`), when the event carried one. */
  page?: string;
}

/** The outcomes among some client events (`remote.loaded` / `remote.failed`); anything else is skipped. */
export function remoteOutcomesOf(events: readonly { name: string; data: unknown }[]): RemoteOutcome[] {
  return events.flatMap((event) => {
    if (event.name !== 'remote.loaded' && event.name !== 'remote.failed') return [];
    const data = (event.data ?? {}) as { remote?: unknown; version?: unknown; page?: unknown };
    if (!isRemoteName(data.remote) || typeof data.version !== 'string') return [];
    return [
      {
        remote: data.remote,
        version: data.version,
        ok: event.name === 'remote.loaded',
        ...(typeof data.page === 'string' && { page: data.page }),
      },
    ];
  });
}

/**
 * The outcomes that count: of a page the edge served with that canary release (its token checks
 * with `pageKey` and names `remote@version`), the first of each page and remote, this batch or any
 * earlier one. Each page is recorded at once, so the same page sent twice, here or to another API
 * process, counts once.
 */
async function servedPageOutcomes(
  db: Database,
  outcomes: readonly RemoteOutcome[],
  pageKey: string | null,
  now: number,
): Promise<RemoteOutcome[]> {
  // Each page and remote once, then one statement records them all; what it inserts counts.
  const candidates = new Map<string, { outcome: RemoteOutcome; pageId: string }>();
  for (const outcome of outcomes) {
    const page = readPageToken(pageKey, outcome.page, now);
    if (!page?.releases.includes(`${outcome.remote}@${outcome.version}`)) continue;
    const key = `${page.pageId}\n${outcome.remote}`;
    if (!candidates.has(key)) candidates.set(key, { outcome, pageId: page.pageId });
  }
  if (candidates.size === 0) return [];
  const recorded = await db
    .insert(canaryPageOutcomes)
    .values(
      [...candidates.values()].map(({ outcome, pageId }) => ({ pageId, remote: outcome.remote, at: new Date(now) })),
    )
    .onConflictDoNothing()
    .returning({ pageId: canaryPageOutcomes.pageId, remote: canaryPageOutcomes.remote });
  return recorded.flatMap(({ pageId, remote }) => {
    const candidate = candidates.get(`${pageId}\n${remote}`);
    return candidate ? [candidate.outcome] : [];
  });
}

let prunedAt = Number.NEGATIVE_INFINITY;

/** Forgets, at most once a minute, the pages whose tokens have expired (they can count no more). */
async function pruneCanaryPages(db: Database, now: number): Promise<void> {
  if (now - prunedAt < 60_000) return;
  prunedAt = now;
  await db.delete(canaryPageOutcomes).where(lt(canaryPageOutcomes.at, new Date(now - PAGE_TOKEN_TTL_S * 1000)));
}

/**
 * Counts the outcomes of served pages that concern a current canary and rolls back a failing one
 * (outcomes without a valid page id are dropped). Returns the remotes rolled back.
 */
export async function recordRemoteOutcomes(
  db: Database,
  outcomes: readonly RemoteOutcome[],
  { pageKey, now }: { pageKey: string | null; now: number },
): Promise<RemoteName[]> {
  const byRelease = new Map<string, { remote: RemoteName; version: string; loaded: number; failed: number }>();
  const counted = await servedPageOutcomes(db, outcomes, pageKey, now);
  if (counted.length) await pruneCanaryPages(db, now);
  for (const { remote, version, ok } of counted) {
    const key = `${remote}@${version}`;
    const tally = byRelease.get(key) ?? { remote, version, loaded: 0, failed: 0 };
    if (ok) tally.loaded += 1;
    else tally.failed += 1;
    byRelease.set(key, tally);
  }
  // Every page tells its outcomes; most are of stable releases. One read of the (few) canaries
  // decides which outcomes count, so pages without a canary cost no write.
  const canaries = await db
    .select({ id: remoteReleases.id, remote: remoteReleases.remote, version: remoteReleases.version })
    .from(remoteChannels)
    .innerJoin(remoteReleases, eq(remoteReleases.id, remoteChannels.canaryReleaseId));
  const canaryIdOf = new Map(canaries.map((canary) => [`${canary.remote}@${canary.version}`, canary.id]));
  const rolledBack: RemoteName[] = [];
  for (const [key, { remote, version, loaded, failed }] of byRelease) {
    const canaryId = canaryIdOf.get(key);
    if (canaryId === undefined) continue;
    const [channel] = await db
      .update(remoteChannels)
      .set({
        canaryLoaded: sql`${remoteChannels.canaryLoaded} + ${loaded}`,
        canaryFailed: sql`${remoteChannels.canaryFailed} + ${failed}`,
      })
      .where(and(eq(remoteChannels.remote, remote), eq(remoteChannels.canaryReleaseId, canaryId)))
      .returning({ loaded: remoteChannels.canaryLoaded, failed: remoteChannels.canaryFailed });
    if (!channel || !canaryFailing(channel.loaded, channel.failed)) continue;
    await changeChannel(
      db,
      remote,
      {
        kind: 'rollback',
        automatic: true,
        reason: `the canary ${version} failed on ${channel.failed} of ${channel.loaded + channel.failed} pages`,
      },
      CANARY_MONITOR_ACTOR,
    );
    rolledBack.push(remote);
  }
  return rolledBack;
}
