/** Where the page's consumer publishes the federation bundler runtime for the remote entries. */
export const BUNDLER_RUNTIME_GLOBAL = '_INKPOT_FEDERATION_BUNDLER_RUNTIME';
/** Where @module-federation's inject-external-runtime-core-plugin publishes runtime-core. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
