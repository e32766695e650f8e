import { exposedModules } from 'virtual:inkpot-exposed-modules';
import type { RemoteRuntime, RemoteRuntimeOptions } from './remote-runtime.ts';
import { createStaticRuntime } from './static-runtime.ts';

/**
 * The monolith build's remote runtime (it replaces remote-runtime.ts there): the remotes' exposed
 * modules are part of the host's bundle graph, each a lazy chunk, so there are no remote entries
 * to fetch and no remote copies to keep.
 */
export function createRemoteRuntime(_options: RemoteRuntimeOptions): RemoteRuntime {
  return { runtime: createStaticRuntime(exposedModules), keep: () => undefined };
}
