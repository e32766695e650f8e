import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteUnavailable } from './remote-loader.ts';

/**
 * First layer of failure handling, inside the federation runtime: whatever stage fails (the
 * request, resolving the manifest, loading the entry or the exposed module), `loadRemote`
 * resolves with a marker instead of throwing deep in the runtime, and the loader decides.
 * Shared-module failures ('beforeLoadShare') are left to the runtime's own fallback copies. A
 * manifest that cannot be had ('afterResolve': not there, refused by the integrity check) is left
 * to the runtime too, which then throws with the original error, so the report says why (a marker
 * there would be read as a manifest and reported only as "not a valid manifest").
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'inkpot-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeLoadShare' || lifecycle === 'afterResolve') return undefined;
      const unavailable: RemoteUnavailable = {
        __inkpotRemoteUnavailable: true,
        lifecycle,
        message: error instanceof Error ? error.message : `${id}: ${String(error)}`,
      };
      return unavailable;
    },
  };
}
