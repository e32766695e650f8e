/** Where the page's consumer publishes the federation bundler runtime for the remote entries. */
export const BUNDLER_RUNTIME_GLOBAL = '_INKPOT_FEDERATION_BUNDLER_RUNTIME';
