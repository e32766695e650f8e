import type { RemoteName, RemoteRelease, Telemetry } from '@inkpot/shared-contracts';
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { combinedEntriesPlugin } from './combined-entries-plugin.ts';
import { crossOriginScriptsPlugin } from './cross-origin-scripts-plugin.ts';
import { integrityPlugin } from './integrity-plugin.ts';
import { remoteErrorPlugin } from './remote-error-plugin.ts';
import { startRemoteCache } from './remote-cache.ts';
import type { FederationRuntime } from './remote-loader.ts';

export interface RemoteRuntimeOptions {
  releases: readonly RemoteRelease[];
  telemetry: Pick<Telemetry, 'track'>;
}

export interface RemoteRuntime {
  /** What the remote loader loads parcels through. */
  runtime: FederationRuntime;
  /** A release mounted: keep it in this browser (last known good). */
  keep(remote: RemoteName): void;
}

/**
 * The federated build's remote runtime: Module Federation's, with the page's plugins (the
 * combined remote entries, CORS scripts, integrity, errors as values), and the remote cache worker for last known good copies.
 * The monolith build replaces this module with remote-runtime.monolith.ts
 * (config/webpack/monolith.mjs).
 */
export function createRemoteRuntime({ releases, telemetry }: RemoteRuntimeOptions): RemoteRuntime {
  if (!getInstance()) throw new Error('Inkpot cannot start: the Module Federation runtime is missing.');
  registerPlugins([
    combinedEntriesPlugin(),
    crossOriginScriptsPlugin(),
    integrityPlugin(releases),
    remoteErrorPlugin(),
  ]);
  const remoteCache = startRemoteCache({ releases, telemetry });
  return { runtime: { registerRemotes, loadRemote }, keep: (remote) => remoteCache.keep(remote) };
}
