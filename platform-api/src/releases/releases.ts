/**
 * The remote release registry: releases, channels (stable and a canary), the
 * append-only history, and a content-addressed snapshot of the whole composition after every
 * change. Every change runs in one transaction. A release a rollback moved away from is marked
 * rolled back, and a revoked one is never served again: a snapshot says which of its
 * releases are withdrawn, and the edge serves such a snapshot only with a signed QA link.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import {
  HOST_RELEASE_NAME,
  type Composition,
  type HostRelease,
  type ReleaseName,
  type RemoteRelease,
  type WithdrawnRelease,
} from '@inkpot/shared-contracts/registry';
import type { RemoteName } from '@inkpot/shared-contracts/remotes';
import type { Database } from '../db/client.ts';
import { compositionSnapshots, releaseHistory, remoteChannels, remoteReleases } from '../db/schema.ts';
import type { HostSurface } from './contract-diff.ts';
import type { ReleaseFacts, ReleaseSizes } from './release-gate.ts';

type ReleaseRow = typeof remoteReleases.$inferSelect;

/** The one row a statement must give (a foreign key or a `returning`); a broken invariant otherwise. */
function only<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`The release registry lost ${what}.`);
  return row;
}

export interface NewRelease {
  remote: ReleaseName;
  version: string;
  /** Where the remote's manifest is; none for the host, whose files the edge serves itself. */
  manifestUrl: string | null;
  manifestIntegrity: string;
  entryIntegrity: string;
  /** Of the server build, for a remote that has one. */
  serverIntegrity?: string | undefined;
  contractVersion: string;
  /** A host release has no facts but the contract surface it provides, when its deploy recorded it. */
  facts: (ReleaseFacts & { sizes: ReleaseSizes; build?: Record<string, unknown> }) | { surface?: HostSurface };
}

export class ReleaseError extends Error {
  readonly status: 404 | 409;
  constructor(status: 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

export const toRemoteRelease = (row: ReleaseRow): RemoteRelease => ({
  name: row.remote as RemoteName,
  version: row.version,
  manifestUrl: row.manifestUrl ?? '',
  contractVersion: row.contractVersion,
  integrity: row.manifestIntegrity,
  entryIntegrity: row.entryIntegrity,
  ...(row.serverIntegrity !== null && { serverIntegrity: row.serverIntegrity }),
});

/** Registers a release; the same version twice is fine only with the same files. */
export async function registerRelease(db: Database, release: NewRelease, actor: string): Promise<ReleaseRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, release.remote), eq(remoteReleases.version, release.version)));
    if (existing) {
      if (
        existing.manifestIntegrity === release.manifestIntegrity &&
        existing.manifestUrl === release.manifestUrl &&
        existing.serverIntegrity === (release.serverIntegrity ?? null)
      ) {
        return existing;
      }
      throw new ReleaseError(
        409,
        `${release.remote}@${release.version} is already registered with other files; releases are immutable (build a new version).`,
      );
    }
    const row = only(
      await tx
        .insert(remoteReleases)
        .values({ ...release, createdBy: actor })
        .returning(),
      'a new release',
    );
    await tx.insert(releaseHistory).values({
      remote: release.remote,
      action: 'register',
      releaseId: row.id,
      actor,
      detail: { manifestUrl: release.manifestUrl },
    });
    return row;
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function releaseByVersion(tx: Tx | Database, remote: string, version: string): Promise<ReleaseRow> {
  const [row] = await tx
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
  if (!row)
    throw new ReleaseError(404, `${remote} has no release ${version}; \`npm run releases -- ${remote}\` lists them.`);
  return row;
}

const releaseById = async (tx: Tx | Database, id: number) =>
  only(await tx.select().from(remoteReleases).where(eq(remoteReleases.id, id)), `release ${id}`);

/** A revoked release is never served again, by any path. */
function refuseRevoked(release: ReleaseRow, because = ''): void {
  if (release.withdrawn !== 'revoked') return;
  throw new ReleaseError(
    409,
    `${release.remote}@${release.version}${because} was revoked${release.withdrawnNote ? ` (${release.withdrawnNote})` : ''}: it cannot be promoted, canaried or rolled back to; deploy a new version.`,
  );
}

export const toHostRelease = (row: ReleaseRow): HostRelease => ({
  version: row.version,
  integrity: row.manifestIntegrity,
  ...(row.serverIntegrity !== null && { serverIntegrity: row.serverIntegrity }),
});

/** The composition now: each remote's stable release and the canaries, the host's release, with its snapshot id. */
export async function currentComposition(db: Tx | Database): Promise<Composition> {
  const all = await db.select().from(remoteChannels);
  const hostChannel = all.find((channel) => channel.remote === HOST_RELEASE_NAME);
  const channels = all.filter((channel) => channel !== hostChannel);
  const host = hostChannel ? toHostRelease(await releaseById(db, hostChannel.stableReleaseId)) : undefined;
  const ids = channels.flatMap((channel) => [
    channel.stableReleaseId,
    ...(channel.canaryReleaseId ? [channel.canaryReleaseId] : []),
  ]);
  const rows = ids.length ? await db.select().from(remoteReleases).where(inArray(remoteReleases.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, toRemoteRelease(row)]));
  const release = (id: number) => only(byId.has(id) ? [byId.get(id) as RemoteRelease] : [], `release ${id}`);
  const stable = channels
    .map((channel) => release(channel.stableReleaseId))
    .sort((a, b) => a.name.localeCompare(b.name));
  const canaries = channels
    .flatMap((channel) =>
      channel.canaryReleaseId !== null && channel.canaryPercent > 0
        ? [{ release: release(channel.canaryReleaseId), percent: channel.canaryPercent }]
        : [],
    )
    .sort((a, b) => a.release.name.localeCompare(b.release.name));
  return { id: snapshotId(stable, canaries, host), stable, canaries, ...(host && { host }) };
}

/** Content-addressed: the same releases make the same id (a composition without a host release keeps its id). */
export function snapshotId(
  stable: Composition['stable'],
  canaries: Composition['canaries'],
  host?: HostRelease,
): string {
  return createHash('sha256')
    .update(JSON.stringify({ stable, canaries, ...(host && { host }) }))
    .digest('hex')
    .slice(0, 16);
}

async function saveSnapshot(tx: Tx): Promise<Composition> {
  const composition = await currentComposition(tx);
  await tx
    .insert(compositionSnapshots)
    .values({
      id: composition.id,
      releases: {
        stable: composition.stable,
        canaries: composition.canaries,
        ...(composition.host && { host: composition.host }),
      },
    })
    .onConflictDoNothing();
  return composition;
}

/** A snapshot, with which of its releases have been rolled back or revoked since (it may say so later, not now). */
export async function findSnapshot(db: Database, id: string): Promise<Composition | null> {
  const [row] = await db.select().from(compositionSnapshots).where(eq(compositionSnapshots.id, id));
  if (!row) return null;
  const releases = row.releases as Pick<Composition, 'stable' | 'canaries' | 'host'>;
  const served: { name: ReleaseName; version: string }[] = [
    ...releases.stable,
    ...releases.canaries.map((canary) => canary.release),
    ...(releases.host ? [{ name: HOST_RELEASE_NAME, version: releases.host.version } as const] : []),
  ];
  const rows = served.length
    ? await db
        .select()
        .from(remoteReleases)
        .where(
          and(
            isNotNull(remoteReleases.withdrawn),
            or(
              ...served.map((release) =>
                and(eq(remoteReleases.remote, release.name), eq(remoteReleases.version, release.version)),
              ),
            ),
          ),
        )
    : [];
  const withdrawn = rows
    .flatMap((release): WithdrawnRelease[] =>
      release.withdrawn
        ? [
            {
              name: release.remote as ReleaseName,
              version: release.version,
              reason: release.withdrawn,
              ...(release.withdrawnNote !== null && { note: release.withdrawnNote }),
            },
          ]
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
  return { id: row.id, ...releases, withdrawn };
}

export type ChannelChange =
  | { kind: 'promote'; version: string }
  | { kind: 'canary'; version: string; percent: number }
  | {
      kind: 'rollback';
      to?: string;
      reason?: string;
      automatic?: boolean;
      /** An automatic rollback drops this canary only: refused (409) once another change moved it. */
      canaryId?: number;
      /** The canary analysis that decided an automatic rollback, recorded with it (canary-analysis.ts). */
      analysis?: Record<string, unknown>;
    };

export interface ChannelChangeResult {
  remote: ReleaseName;
  action: string;
  from: string | null;
  to: string;
  composition: Composition;
}

/**
 * Moves a remote's channel: promote a release to stable, start a canary, or roll back (a canary is
 * dropped; otherwise stable goes back to the release it replaced, or to `to`). Records the change
 * and the composition it produced. A rollback marks the releases it moves away from as rolled back;
 * serving a rolled-back release again clears that; a revoked release is refused.
 */
export async function changeChannel(
  db: Database,
  remote: ReleaseName,
  change: ChannelChange,
  actor: string,
): Promise<ChannelChangeResult> {
  return db.transaction(async (tx) => {
    const [channel] = await tx.select().from(remoteChannels).where(eq(remoteChannels.remote, remote));
    const versionOf = async (id: number | null | undefined) =>
      id ? ((await tx.select().from(remoteReleases).where(eq(remoteReleases.id, id)))[0]?.version ?? null) : null;
    const now = new Date();
    let action: string;
    let target: ReleaseRow;
    let previousId: number | null = channel?.stableReleaseId ?? null;
    let detail: Record<string, unknown> = {};

    if (change.kind === 'promote' || change.kind === 'canary') {
      target = await releaseByVersion(tx, remote, change.version);
      refuseRevoked(target);
      action = change.kind;
      if (change.kind === 'canary') {
        if (remote === HOST_RELEASE_NAME)
          throw new ReleaseError(409, 'The host has no canaries: promote a release of it, or roll it back.');
        if (!channel) throw new ReleaseError(409, `${remote} has no stable release yet: promote one before a canary.`);
        if (channel.stableReleaseId === target.id) {
          throw new ReleaseError(
            409,
            `${remote}@${change.version} is already the stable release; a canary needs another.`,
          );
        }
        previousId = channel.canaryReleaseId;
        detail = { percent: change.percent };
      }
    } else {
      if (!channel) throw new ReleaseError(409, `${remote} has never been released; there is nothing to roll back.`);
      if (change.canaryId !== undefined && channel.canaryReleaseId !== change.canaryId)
        throw new ReleaseError(409, `${remote}'s canary has changed since it was judged; nothing was rolled back.`);
      if (!change.to && channel.canaryReleaseId) {
        // Rolling back during a canary drops the canary; stable stays.
        action = change.automatic ? 'canary-rollback' : 'rollback';
        target = await releaseById(tx, channel.stableReleaseId);
        previousId = channel.canaryReleaseId;
      } else if (change.to) {
        action = 'rollback';
        target = await releaseByVersion(tx, remote, change.to);
        refuseRevoked(target);
      } else {
        // The release the current stable replaced when it was promoted.
        const [promotion] = await tx
          .select()
          .from(releaseHistory)
          .where(
            and(
              eq(releaseHistory.remote, remote),
              eq(releaseHistory.action, 'promote'),
              eq(releaseHistory.releaseId, channel.stableReleaseId),
            ),
          )
          .orderBy(desc(releaseHistory.id))
          .limit(1);
        if (!promotion?.previousReleaseId) {
          throw new ReleaseError(409, `${remote} has no earlier release to roll back to.`);
        }
        action = 'rollback';
        target = await releaseById(tx, promotion.previousReleaseId);
        refuseRevoked(target, `, the release before ${(await versionOf(channel.stableReleaseId)) ?? 'stable'},`);
      }
      detail = {
        ...(change.reason ? { reason: change.reason } : {}),
        ...(change.analysis ? { analysis: change.analysis } : {}),
      };
    }

    const canary = action === 'canary';
    // A new canary (or none) starts its outcome counts, stable's beside it, and its verdict afresh
    // (canary-monitor.ts): the analysis compares the two over the canary's window only.
    const fresh = {
      canaryLoaded: 0,
      canaryFailed: 0,
      stableLoaded: 0,
      stableFailed: 0,
      canaryStartedAt: canary ? now : null,
      canaryVerdict: null,
      updatedAt: now,
    };
    const values = canary
      ? { canaryReleaseId: target.id, canaryPercent: (change as { percent: number }).percent, ...fresh }
      : { stableReleaseId: target.id, canaryReleaseId: null, canaryPercent: 0, ...fresh };
    if (channel) await tx.update(remoteChannels).set(values).where(eq(remoteChannels.remote, remote));
    else
      await tx.insert(remoteChannels).values({ remote, stableReleaseId: target.id, canaryPercent: 0, updatedAt: now });

    // Snapshots that hold what a rollback moved away from (the canary, the stable release) are no longer anyone's link.
    const leaving =
      change.kind === 'rollback' && channel
        ? [channel.canaryReleaseId, channel.stableReleaseId].filter(
            (id): id is number => id !== null && id !== target.id,
          )
        : [];
    if (change.kind === 'rollback' && leaving.length) {
      await tx
        .update(remoteReleases)
        .set({ withdrawn: 'rolled-back', withdrawnNote: change.reason ?? null, withdrawnAt: now })
        .where(and(inArray(remoteReleases.id, leaving), isNull(remoteReleases.withdrawn)));
    }
    // Served again: promoted, canaried, or rolled back to.
    if (target.withdrawn === 'rolled-back') {
      await tx
        .update(remoteReleases)
        .set({ withdrawn: null, withdrawnNote: null, withdrawnAt: null })
        .where(eq(remoteReleases.id, target.id));
    }

    const composition = await saveSnapshot(tx);
    await tx.insert(releaseHistory).values({
      remote,
      action,
      releaseId: target.id,
      previousReleaseId: previousId,
      actor,
      detail,
      snapshotId: composition.id,
    });
    return { remote, action, from: await versionOf(previousId), to: target.version, composition };
  });
}

export interface RevocationResult {
  remote: ReleaseName;
  action: 'revoke';
  version: string;
  /** The release was the canary: the canary was dropped first (stable stays). */
  droppedCanary: boolean;
  composition: Composition;
}

/**
 * Revokes a release for good: it cannot be promoted, canaried or rolled back to again, and the
 * snapshots that hold it are served only with a signed QA link. The current canary is dropped
 * first; the current stable release is refused (roll back first, so readers are never left without one).
 */
export async function revokeRelease(
  db: Database,
  remote: ReleaseName,
  { version, reason }: { version: string; reason?: string | undefined },
  actor: string,
): Promise<RevocationResult> {
  return db.transaction(async (tx) => {
    const release = await releaseByVersion(tx, remote, version);
    if (release.withdrawn === 'revoked') {
      throw new ReleaseError(
        409,
        `${remote}@${version} was already revoked${release.withdrawnAt ? ` at ${release.withdrawnAt.toISOString()}` : ''}.`,
      );
    }
    const [channel] = await tx.select().from(remoteChannels).where(eq(remoteChannels.remote, remote));
    if (channel?.stableReleaseId === release.id) {
      throw new ReleaseError(
        409,
        `${remote}@${version} is the stable release: roll back first (\`npm run rollback -- ${remote}\`), then revoke it.`,
      );
    }
    const now = new Date();
    const droppedCanary = channel?.canaryReleaseId === release.id;
    if (droppedCanary) {
      await tx
        .update(remoteChannels)
        .set({
          canaryReleaseId: null,
          canaryPercent: 0,
          canaryLoaded: 0,
          canaryFailed: 0,
          stableLoaded: 0,
          stableFailed: 0,
          canaryStartedAt: null,
          canaryVerdict: null,
          updatedAt: now,
        })
        .where(eq(remoteChannels.remote, remote));
    }
    await tx
      .update(remoteReleases)
      .set({ withdrawn: 'revoked', withdrawnNote: reason ?? null, withdrawnAt: now })
      .where(eq(remoteReleases.id, release.id));
    const composition = await saveSnapshot(tx);
    const detail = reason ? { reason } : {};
    if (droppedCanary && channel) {
      await tx.insert(releaseHistory).values({
        remote,
        action: 'rollback',
        releaseId: channel.stableReleaseId,
        previousReleaseId: release.id,
        actor,
        detail: { reason: `revoking ${version}${reason ? `: ${reason}` : ''}` },
        snapshotId: composition.id,
      });
    }
    await tx.insert(releaseHistory).values({
      remote,
      action: 'revoke',
      releaseId: release.id,
      actor,
      detail,
      snapshotId: composition.id,
    });
    return { remote, action: 'revoke', version, droppedCanary, composition };
  });
}

export interface HistoryEntry {
  at: string;
  action: string;
  version: string | null;
  previousVersion: string | null;
  actor: string;
  detail: unknown;
  snapshotId: string | null;
}

/** A remote's history, newest first, and which releases serve now. */
export async function releaseHistoryOf(db: Database, remote: ReleaseName) {
  const rows = await db
    .select()
    .from(releaseHistory)
    .where(eq(releaseHistory.remote, remote))
    .orderBy(desc(releaseHistory.id));
  const releases = await db.select().from(remoteReleases).where(eq(remoteReleases.remote, remote));
  const versionById = new Map(releases.map((release) => [release.id, release.version]));
  const [channel] = await db.select().from(remoteChannels).where(eq(remoteChannels.remote, remote));
  const history: HistoryEntry[] = rows.map((row) => ({
    at: row.at.toISOString(),
    action: row.action,
    version: row.releaseId ? (versionById.get(row.releaseId) ?? null) : null,
    previousVersion: row.previousReleaseId ? (versionById.get(row.previousReleaseId) ?? null) : null,
    actor: row.actor,
    detail: row.detail,
    snapshotId: row.snapshotId,
  }));
  return {
    remote,
    stable: channel ? (versionById.get(channel.stableReleaseId) ?? null) : null,
    /** Releases rolled back (until promoted again) or revoked. */
    withdrawn: releases.flatMap((release) =>
      release.withdrawn
        ? [
            {
              version: release.version,
              reason: release.withdrawn,
              note: release.withdrawnNote,
              at: release.withdrawnAt?.toISOString() ?? null,
            },
          ]
        : [],
    ),
    canary:
      channel?.canaryReleaseId && channel.canaryPercent > 0
        ? {
            version: versionById.get(channel.canaryReleaseId) ?? null,
            percent: channel.canaryPercent,
            startedAt: channel.canaryStartedAt?.toISOString() ?? null,
            // Pages the edge served (trusted) since the canary started, each cohort apart (canary-monitor.ts).
            pages: {
              canary: { loaded: channel.canaryLoaded, failed: channel.canaryFailed },
              stable: { loaded: channel.stableLoaded, failed: channel.stableFailed },
            },
            verdict: channel.canaryVerdict ?? null,
          }
        : null,
    history,
  };
}
