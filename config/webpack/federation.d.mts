/** Packages that must be one instance at run time, by import request, each with its owning package. */
export declare const SINGLETONS: Readonly<Record<string, string>>;
/** What a remote's server build takes from the edge: the singletons and react-dom/server. */
export declare const SERVER_PROVIDED: readonly string[];
export declare const SERVER_BUILD_FILE: string;
/** Pure functions shared between parts (not singletons), by import request, each with its owning package. */
export declare const SHARED_FUNCTIONS: Readonly<Record<string, string>>;
export declare function sharedModules(
  packageDir: string,
): Record<string, { singleton: boolean; requiredVersion: string }>;
export declare const federationName: (remote: string) => string;
export declare const FEDERATION_VERSION: string;
