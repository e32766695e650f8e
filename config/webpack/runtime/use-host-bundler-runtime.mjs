// Stands in for @module-federation/webpack-bundler-runtime in a remote's build: the federation
// entry of the remote imports this instead, so the remote entry carries no copy of the bundler
// runtime's functions and uses the one the page's consumer published
// (provide-bundler-runtime.mjs). The remote keeps its own @module-federation/runtime: its init()
// finds and records this container's instance (by the build identifier webpack defines per build),
// so it must not be the host's.
import './require-provided-runtime.mjs';
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];

// The shape of webpack-bundler-runtime's default export; the federation entry copies its keys onto
// this container's __webpack_require__.federation.
export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: provided.bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
