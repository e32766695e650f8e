export interface HostReleaseFiles {
  version: string;
  integrity: string;
  serverIntegrity: string;
}
export declare function hostReleaseOf(build: {
  browser: string;
  server: string;
  packageVersion: string;
}): HostReleaseFiles;
export declare function publishHost(options: {
  browser: string;
  server: string;
  packageVersion: string;
  dir: string;
}): HostReleaseFiles & { outcome: 'published' | 'already published' };
