// Federation runtime plugin of the page's one consumer (the host, or a remote's standalone page):
// publishes this build's webpack bundler runtime (the functions webpack's federation runtime
// modules call: remotes, consumes, initializeSharing, initContainerEntry, init, ...) for the
// remote entries, which are built without their own copy (see use-host-bundler-runtime.mjs).
// Next to it, @module-federation's own inject-external-runtime-core-plugin publishes runtime-core.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// A consumer is built with FEDERATION_HAS_EXPOSES=false, which drops initContainerEntry from its
// bundlerRuntime; the remotes' container entries need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'inkpot-provide-bundler-runtime',
    beforeInit(args) {
      // The functions only act on the webpack runtime they are handed (webpackRequire), so one
      // copy serves every remote; the per-container state stays on each remote's own
      // __webpack_require__.federation.
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
        bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
        attachShareScopeMap,
      };
      return args;
    },
  };
}
