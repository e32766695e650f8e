import { readFile, stat } from 'node:fs/promises';
import { remoteRegistrySchema, REGISTRY_SCHEMA_VERSION, type RemoteRegistry } from '@inkpot/shared-contracts/registry';

const EMPTY: RemoteRegistry = { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes: [] };

/**
 * Reads the release registry file, re-reading it only when it changed, so a new release or a
 * rollback takes effect on the next page load without restarting or rebuilding anything.
 * A broken file keeps the last good registry and logs why.
 */
export function registryFile(path: string, logger: Pick<Console, 'error'> = console) {
  let lastGood: RemoteRegistry = EMPTY;
  let lastStamp = '';
  // Concurrent requests that see the same new stamp share one read (and never the stale value).
  let reading: Promise<RemoteRegistry> = Promise.resolve(EMPTY);

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

  return async function current(): Promise<RemoteRegistry> {
    let stamp: string;
    try {
      const info = await stat(path);
      stamp = `${info.mtimeMs}:${info.size}`;
    } catch {
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
