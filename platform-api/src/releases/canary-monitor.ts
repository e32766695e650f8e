/**
 * Watches canaries (issue 14): the host tells, once per remote per page, whether the release it
 * got mounted (`remote.loaded`) or failed for good (`remote.failed`), with its name and version.
 * Outcomes of a remote's current canary are counted on its channel; a canary that fails on too
 * many pages over a minimum sample is rolled back by itself, recorded as `canary-rollback`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isRemoteName, type RemoteName } from '@inkpot/shared-contracts/remotes';
import type { Database } from '../db/client.ts';
import { remoteChannels, remoteReleases } from '../db/schema.ts';
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
}

/** The outcomes among some client events (`remote.loaded` / `remote.failed`); anything else is skipped. */
export function remoteOutcomesOf(events: readonly { name: string; data: unknown }[]): RemoteOutcome[] {
  return events.flatMap((event) => {
    if (event.name !== 'remote.loaded' && event.name !== 'remote.failed') return [];
    const data = (event.data ?? {}) as { remote?: unknown; version?: unknown };
    if (!isRemoteName(data.remote) || typeof data.version !== 'string') return [];
    return [{ remote: data.remote, version: data.version, ok: event.name === 'remote.loaded' }];
  });
}

/** Counts outcomes that concern a current canary and rolls back a failing one. Returns the remotes rolled back. */
export async function recordRemoteOutcomes(db: Database, outcomes: readonly RemoteOutcome[]): Promise<RemoteName[]> {
  const byRelease = new Map<string, { remote: RemoteName; version: string; loaded: number; failed: number }>();
  for (const { remote, version, ok } of outcomes) {
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
