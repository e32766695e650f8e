/**
 * Snapshots of compositions no reader was served: the current stable releases with some remotes (or
 * the host) at another registered release, for the version-skew matrix (`npm run test:skew`), which
 * runs a smoke suite against each through `?composition=<id>` without rebuilding anything. Nothing
 * a reader gets changes: channels stay as they are; only the snapshot is written (content-addressed,
 * so asking twice gives the same id). A revoked release is refused; a rolled-back one makes a
 * snapshot the edge serves only with a signed QA link, as any other.
 */
import { and, eq } from 'drizzle-orm';
import { HOST_RELEASE_NAME, type Composition, type RemoteRelease } from '@inkpot/shared-contracts/registry';
import type { Database } from '../db/client.ts';
import { compositionSnapshots, remoteReleases } from '../db/schema.ts';
import {
  currentComposition,
  findSnapshot,
  ReleaseError,
  snapshotId,
  toHostRelease,
  toRemoteRelease,
} from './releases.ts';

export interface ComposeRequest {
  /** Remote name to the version it runs in the snapshot; the others keep their stable release. */
  remotes: Record<string, string>;
  /** The host's release in the snapshot; the promoted one when absent. */
  host?: string | undefined;
}

async function registered(db: Database, name: string, version: string) {
  const [row] = await db
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, name), eq(remoteReleases.version, version)));
  if (!row)
    throw new ReleaseError(404, `${name} has no release ${version}; \`npm run releases -- ${name}\` lists them.`);
  if (row.withdrawn === 'revoked')
    throw new ReleaseError(409, `${name}@${version} was revoked: no composition may serve it again.`);
  return row;
}

export async function composeSnapshot(db: Database, request: ComposeRequest): Promise<Composition> {
  const current = await currentComposition(db);
  const stable: RemoteRelease[] = [];
  for (const release of current.stable) {
    const version = request.remotes[release.name];
    stable.push(
      version && version !== release.version ? toRemoteRelease(await registered(db, release.name, version)) : release,
    );
  }
  const unknown = Object.keys(request.remotes).filter(
    (name) => !current.stable.some((release) => release.name === name),
  );
  if (unknown.length)
    throw new ReleaseError(409, `${unknown.join(', ')} has no stable release in the registry: promote one first.`);
  const host = request.host ? toHostRelease(await registered(db, HOST_RELEASE_NAME, request.host)) : current.host;
  const id = snapshotId(stable, [], host);
  await db
    .insert(compositionSnapshots)
    .values({ id, releases: { stable, canaries: [], ...(host && { host }) } })
    .onConflictDoNothing();
  const snapshot = await findSnapshot(db, id);
  if (!snapshot) throw new Error(`The snapshot ${id} was not kept.`);
  return snapshot;
}
