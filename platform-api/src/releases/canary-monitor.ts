/**
 * Watches canaries: the host tells, once per remote per page, whether the release it
 * got mounted (`remote.loaded`) or failed for good (`remote.failed`), with its name and version.
 * While a remote has a canary, the outcomes of its canary and of its stable release are counted
 * on its channel, each by the cohort the page was served in, and after every batch the canary
 * analysis (canary-analysis.ts) compares the two, with the whole-page p75 LCP and INP of each
 * cohort since the canary started (the release-health read model): its verdict is kept on the
 * channel, each new verdict is recorded with its numbers (canary_decisions), and a failing canary is
 * rolled back by itself, recorded as `canary-rollback` with the analysis. Web vitals come later than
 * outcomes (when a page is hidden), so a trusted performance report of a canary's page asks for
 * another look too (reviewCanaries).
 *
 * Anyone can send events, so an outcome counts only for a page the edge served: it carries the
 * page's signed token (config/page-token.mjs), which names the releases that page got and which of
 * them were canaries, and each page counts once per remote, whatever is sent again. Outcomes
 * without a valid token are stored as untrusted and never count.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isRemoteName, type RemoteName } from '@inkpot/shared-contracts/remotes';
import type { Database } from '../db/client.ts';
import { canaryDecisions, canaryPageOutcomes, remoteChannels, remoteReleases } from '../db/schema.ts';
import { PAGE_TOKEN_TTL_S, readPageToken, type ServedPage } from '../environment.ts';
import { canaryVitalsOf } from '../telemetry/release-health.ts';
import { analyseCanary, CANARY_RULES, type CanaryAnalysis } from './canary-analysis.ts';
import { changeChannel, ReleaseError } from './releases.ts';

export const CANARY_MONITOR_ACTOR = 'canary-monitor';

export interface RemoteOutcome {
  remote: RemoteName;
  version: string;
  ok: boolean;
  /** The page's signed token (the edge's `pageToken`), when the event carried one. */
  page?: string;
}

/** The outcomes among some client events (`remote.loaded` / `remote.failed`); anything else is skipped. */
export function remoteOutcomesOf(
  events: readonly { name: string; data: unknown; page?: string | undefined }[],
): RemoteOutcome[] {
  return events.flatMap((event) => {
    if (event.name !== 'remote.loaded' && event.name !== 'remote.failed') return [];
    const data = (event.data ?? {}) as { remote?: unknown; version?: unknown };
    if (!isRemoteName(data.remote) || typeof data.version !== 'string') return [];
    return [
      {
        remote: data.remote,
        version: data.version,
        ok: event.name === 'remote.loaded',
        ...(typeof event.page === 'string' && { page: event.page }),
      },
    ];
  });
}

export type Cohort = 'canary' | 'stable';

/** An outcome that counts: of a page the edge served, with the cohort it was served that release in. */
export interface CountedOutcome extends RemoteOutcome {
  cohort: Cohort;
}

/**
 * The cohort an outcome counts in, or null: the page's token must check with `pageKey` and name
 * `remote@version`, as a canary (the canary's cohort) or not (stable's).
 */
export function cohortOf(outcome: RemoteOutcome, pageKey: string | null, now: number): Cohort | null {
  const page = readPageToken(pageKey, outcome.page, now);
  const release = `${outcome.remote}@${outcome.version}`;
  if (!page?.releases.includes(release)) return null;
  return page.canaries.includes(release) ? 'canary' : 'stable';
}

interface LiveCanary {
  remote: RemoteName;
  canary: string;
  stable: string;
}

interface ChannelCounts {
  canaryLoaded: number;
  canaryFailed: number;
  stableLoaded: number;
  stableFailed: number;
  verdict: unknown;
}

/**
 * The outcomes that count: of a page the edge served with that release, of a remote that has a
 * canary now (its canary or its stable release), the first of each page and remote, this batch or
 * any earlier one. Each page is recorded at once, so the same page sent twice, here or to another
 * API process, counts once.
 */
async function servedPageOutcomes(
  db: Database,
  outcomes: readonly RemoteOutcome[],
  live: ReadonlyMap<string, LiveCanary>,
  pageKey: string | null,
  now: number,
): Promise<CountedOutcome[]> {
  // Each page and remote once, then one statement records them all; what it inserts counts.
  const candidates = new Map<string, { outcome: CountedOutcome; pageId: string }>();
  for (const outcome of outcomes) {
    const channel = live.get(outcome.remote);
    const release = `${outcome.remote}@${outcome.version}`;
    if (!channel || (release !== channel.canary && release !== channel.stable)) continue;
    const cohort = cohortOf(outcome, pageKey, now);
    // A canary's outcome counts only from a page served it as a canary; stable's only from one served stable.
    if (cohort !== (release === channel.canary ? 'canary' : 'stable')) continue;
    const page = readPageToken(pageKey, outcome.page, now);
    if (!page) continue;
    const key = `${page.pageId}\n${outcome.remote}`;
    if (!candidates.has(key)) candidates.set(key, { outcome: { ...outcome, cohort }, pageId: page.pageId });
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

/**
 * Keeps the analysis as the canary's current verdict, and records it when the verdict changed (or
 * the canary had none): every decision the monitor reaches, with the numbers it reached it on.
 */
async function recordVerdict(
  db: Database,
  remote: RemoteName,
  releaseId: number,
  analysis: CanaryAnalysis,
  previous: unknown,
  now: number,
): Promise<void> {
  const at = new Date(now);
  const kept = { ...analysis, at: at.toISOString() };
  await db
    .update(remoteChannels)
    .set({ canaryVerdict: kept })
    .where(and(eq(remoteChannels.remote, remote), eq(remoteChannels.canaryReleaseId, releaseId)));
  if ((previous as { verdict?: string } | null)?.verdict === analysis.verdict) return;
  await db.insert(canaryDecisions).values({ remote, releaseId, verdict: analysis.verdict, numbers: analysis, at });
}

let prunedAt = Number.NEGATIVE_INFINITY;

/** Forgets, at most once a minute, the pages whose tokens have expired (they can count no more). */
async function pruneCanaryPages(db: Database, now: number): Promise<void> {
  if (now - prunedAt < 60_000) return;
  prunedAt = now;
  await db.delete(canaryPageOutcomes).where(lt(canaryPageOutcomes.at, new Date(now - PAGE_TOKEN_TTL_S * 1000)));
}

/** The remotes with a canary now, with their canary and stable releases (`remote@version`). */
async function liveCanaries(
  db: Database,
): Promise<Map<string, LiveCanary & { canaryId: number; startedAt: Date | null }>> {
  const stable = alias(remoteReleases, 'stable');
  const rows = await db
    .select({
      remote: remoteChannels.remote,
      canaryId: remoteReleases.id,
      canary: remoteReleases.version,
      stable: stable.version,
      startedAt: remoteChannels.canaryStartedAt,
    })
    .from(remoteChannels)
    .innerJoin(remoteReleases, eq(remoteReleases.id, remoteChannels.canaryReleaseId))
    .innerJoin(stable, eq(stable.id, remoteChannels.stableReleaseId));
  return new Map(
    rows.flatMap((row) =>
      isRemoteName(row.remote)
        ? [
            [
              row.remote,
              {
                remote: row.remote,
                canaryId: row.canaryId,
                startedAt: row.startedAt,
                canary: `${row.remote}@${row.canary}`,
                stable: `${row.remote}@${row.stable}`,
              },
            ] as const,
          ]
        : [],
    ),
  );
}

/**
 * Counts the outcomes of served pages for the remotes that have a canary, each in its cohort, and
 * rolls back a failing canary (outcomes without a valid page token are dropped). Returns the
 * remotes rolled back.
 */
export async function recordRemoteOutcomes(
  db: Database,
  outcomes: readonly RemoteOutcome[],
  { pageKey, now }: { pageKey: string | null; now: number },
): Promise<RemoteName[]> {
  if (outcomes.length === 0) return [];
  // Every page tells its outcomes; most are of remotes without a canary. One read of the (few)
  // canaries decides which outcomes count, so pages of those cost no write.
  const live = await liveCanaries(db);
  if (!outcomes.some((outcome) => live.has(outcome.remote))) return [];
  const counted = await servedPageOutcomes(db, outcomes, live, pageKey, now);
  if (counted.length) await pruneCanaryPages(db, now);
  const byRemote = new Map<
    RemoteName,
    { canaryLoaded: number; canaryFailed: number; stableLoaded: number; stableFailed: number }
  >();
  for (const { remote, ok, cohort } of counted) {
    const tally = byRemote.get(remote) ?? { canaryLoaded: 0, canaryFailed: 0, stableLoaded: 0, stableFailed: 0 };
    if (cohort === 'canary') tally[ok ? 'canaryLoaded' : 'canaryFailed'] += 1;
    else tally[ok ? 'stableLoaded' : 'stableFailed'] += 1;
    byRemote.set(remote, tally);
  }
  const rolledBack: RemoteName[] = [];
  for (const [remote, tally] of byRemote) {
    const channel = live.get(remote);
    if (!channel) continue;
    const [counts] = await db
      .update(remoteChannels)
      .set({
        canaryLoaded: sql`${remoteChannels.canaryLoaded} + ${tally.canaryLoaded}`,
        canaryFailed: sql`${remoteChannels.canaryFailed} + ${tally.canaryFailed}`,
        stableLoaded: sql`${remoteChannels.stableLoaded} + ${tally.stableLoaded}`,
        stableFailed: sql`${remoteChannels.stableFailed} + ${tally.stableFailed}`,
      })
      .where(and(eq(remoteChannels.remote, remote), eq(remoteChannels.canaryReleaseId, channel.canaryId)))
      .returning({
        canaryLoaded: remoteChannels.canaryLoaded,
        canaryFailed: remoteChannels.canaryFailed,
        stableLoaded: remoteChannels.stableLoaded,
        stableFailed: remoteChannels.stableFailed,
        verdict: remoteChannels.canaryVerdict,
      });
    if (counts && (await judgeCanary(db, channel, counts, now))) rolledBack.push(remote);
  }
  return rolledBack;
}

/**
 * The analysis of one canary from its channel's counts and both cohorts' web vitals since it
 * started: kept as its verdict, and a failing canary rolled back. True when it was rolled back here.
 */
async function judgeCanary(
  db: Database,
  channel: LiveCanary & { canaryId: number; startedAt: Date | null },
  counts: ChannelCounts,
  now: number,
): Promise<boolean> {
  const { remote } = channel;
  const version = channel.canary.slice(remote.length + 1);
  const vitals = await canaryVitalsOf(
    db,
    remote,
    { canary: version, stable: channel.stable.slice(remote.length + 1) },
    channel.startedAt ?? new Date(now),
  );
  const analysis = analyseCanary(
    { loaded: counts.canaryLoaded, failed: counts.canaryFailed },
    { loaded: counts.stableLoaded, failed: counts.stableFailed },
    CANARY_RULES,
    vitals,
  );
  await recordVerdict(db, remote, channel.canaryId, analysis, counts.verdict, now);
  if (analysis.verdict !== 'failing') return false;
  const slower = (['lcp', 'inp'] as const).filter((name) => analysis.vitals[name].verdict === 'regressed');
  const reason =
    analysis.failureVerdict === 'failing' || slower.length === 0
      ? `the canary ${version} failed on ${counts.canaryFailed} of ${counts.canaryLoaded + counts.canaryFailed} pages`
      : `the canary ${version} made pages slower: ${slower
          .map((name) => {
            const { canary, stable } = analysis.vitals[name];
            return `p75 ${name.toUpperCase()} ${canary.p75} ms against stable's ${stable.p75} ms`;
          })
          .join(', ')}`;
  try {
    await changeChannel(
      db,
      remote,
      { kind: 'rollback', automatic: true, canaryId: channel.canaryId, reason, analysis: { ...analysis } },
      CANARY_MONITOR_ACTOR,
    );
  } catch (error) {
    // Another look (another batch, another API process) rolled it back first, or a person replaced it.
    if (error instanceof ReleaseError && error.status === 409) return false;
    throw error;
  }
  return true;
}

/**
 * Another look at the canaries a trusted page was served, or was served the stable release of:
 * its web vitals have just reached the read model. Returns the remotes rolled back.
 */
export async function reviewCanaries(db: Database, page: ServedPage, now: number): Promise<RemoteName[]> {
  if (page.releases.length === 0) return [];
  const live = await liveCanaries(db);
  const rolledBack: RemoteName[] = [];
  for (const channel of live.values()) {
    if (!page.releases.includes(channel.canary) && !page.releases.includes(channel.stable)) continue;
    const [counts] = await db
      .select({
        canaryLoaded: remoteChannels.canaryLoaded,
        canaryFailed: remoteChannels.canaryFailed,
        stableLoaded: remoteChannels.stableLoaded,
        stableFailed: remoteChannels.stableFailed,
        verdict: remoteChannels.canaryVerdict,
      })
      .from(remoteChannels)
      .where(and(eq(remoteChannels.remote, channel.remote), eq(remoteChannels.canaryReleaseId, channel.canaryId)));
    if (counts && (await judgeCanary(db, channel, counts, now))) rolledBack.push(channel.remote);
  }
  return rolledBack;
}
