import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteUnavailable } from './remote-loader.ts';

/**
 * First layer of failure handling, inside the federation runtime: whatever stage fails (the
 * request, resolving the manifest, loading the entry or the exposed module), `loadRemote`
 * resolves with a marker instead of throwing deep in the runtime, and the loader decides.
 * Shared-module failures ('beforeLoadShare') are left to the runtime's own fallback copies.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'inkpot-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeLoadShare') return undefined;
      const unavailable: RemoteUnavailable = {
        __inkpotRemoteUnavailable: true,
        lifecycle,
        message: error instanceof Error ? error.message : `${id}: ${String(error)}`,
      };
      return unavailable;
    },
  };
}
