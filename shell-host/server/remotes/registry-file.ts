import { readFile, stat } from 'node:fs/promises';
import { remoteRegistrySchema, REGISTRY_SCHEMA_VERSION, type RemoteRegistry } from '@inkpot/shared-contracts/registry';

const EMPTY: RemoteRegistry = { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes: [] };

/** The file's size and time of change as one string, or null when it is not there. */
type Stamp = string | null;

/**
 * Reads the release registry file, re-reading it only when it changed, so a new release or a
 * rollback takes effect on the next page load without restarting or rebuilding anything.
 * A broken file keeps the last good registry and logs why.
 *
 * Whether it changed is asked of the file system once for all the pages that arrive while a look
 * is under way: they share the next look, which starts after they arrived, so none of them misses
 * a change made before it (a look per page was a thirtieth of the edge's time on a busy home page).
 * `statFile` is for tests.
 */
export function registryFile(
  path: string,
  logger: Pick<Console, 'error'> = console,
  statFile: (path: string) => Promise<{ mtimeMs: number; size: number }> = stat,
) {
  let lastGood: RemoteRegistry = EMPTY;
  let lastStamp = '';
  // Concurrent requests that see the same new stamp share one read (and never the stale value).
  let reading: Promise<RemoteRegistry> = Promise.resolve(EMPTY);
  /** The look under way, and the one that follows it for the pages that came meanwhile. */
  let looking: Promise<Stamp> | null = null;
  let waiting: Promise<Stamp> | null = null;

  const read = async (): Promise<RemoteRegistry> => {
    try {
      const parsed = remoteRegistrySchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
      if (!parsed.success) {
        throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      }
      lastGood = parsed.data;
    } catch (error) {
      logger.error(`[edge] Ignoring the invalid remote registry ${path} (keeping the previous one): ${String(error)}`);
    }
    return lastGood;
  };

  const look = (): Promise<Stamp> =>
    statFile(path).then(
      (info) => `${info.mtimeMs}:${info.size}`,
      () => null,
    );
  const stampNow = (): Promise<Stamp> => {
    if (!looking) {
      looking = look().finally(() => {
        looking = null;
      });
      return looking;
    }
    waiting ??= looking.then(() => {
      waiting = null;
      return stampNow();
    });
    return waiting;
  };

  return async function current(): Promise<RemoteRegistry> {
    const stamp = await stampNow();
    if (stamp === null) {
      if (lastStamp !== 'missing') {
        logger.error(`[edge] The remote registry ${path} is missing; remotes will show their fallbacks.`);
      }
      lastStamp = 'missing';
      return lastGood;
    }
    if (stamp !== lastStamp) {
      lastStamp = stamp;
      reading = read();
    }
    return reading;
  };
}
