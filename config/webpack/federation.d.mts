/** Packages that must be one instance at run time, by import request, each with its owning package. */
export declare const SINGLETONS: Readonly<Record<string, string>>;
/** What a remote's server build takes from the edge: the singletons and react-dom/server. */
export declare const SERVER_PROVIDED: readonly string[];
export declare const SERVER_BUILD_FILE: string;
export declare function sharedSingletons(
  packageDir: string,
): Record<string, { singleton: true; requiredVersion: string }>;
export declare const federationName: (remote: string) => string;
export declare const FEDERATION_VERSION: string;
