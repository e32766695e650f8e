import type { RemoteRelease, Telemetry } from '@inkpot/shared-contracts';

/** `remote@version` (or `host@version`): whose release a report or a timing is about. */
export const releaseLabel = (name: string, version: string) => `${name}@${version}`;

/** `https://origin/path/file.js:line:column`, as Chrome, Firefox and Safari print stack frames. */
const FRAME_URL = /(https?:\/\/[^\s()'"@]+):\d+:\d+/g;

/** The script URLs of a stack, innermost frame first. */
export function scriptUrlsOf(stack: string | null | undefined): string[] {
  return stack ? [...stack.matchAll(FRAME_URL)].map((match) => match[1] ?? '') : [];
}

export interface ReleaseAttribution {
  /** `host@<version>`: what is not a remote's. */
  readonly host: string;
  /** The release whose files `url` is one of; the host's for any other script. */
  ofUrl(url: string | null | undefined): string;
  /**
   * The release an error comes from: the first remote script among the file it was thrown in and
   * its stack frames (innermost first), so a remote's error that passes through a shared
   * singleton (React, maybe served from another remote or the host) is still the remote's.
   */
  ofError(error: unknown, fileName?: string | null): string;
}

/**
 * Maps script URLs to releases from the composition the page got: a release's files are served
 * beside its manifest (webpack's `publicPath: 'auto'`), so its folder names it. The longest folder
 * wins (two releases of one origin under versioned paths), and the host's own asset folder
 * counts too, so a remote served from the page's origin never claims the host's files.
 */
export function createReleaseAttribution(
  releases: readonly Pick<RemoteRelease, 'name' | 'version' | 'manifestUrl'>[],
  host: { version: string; assetBase?: string },
): ReleaseAttribution {
  const hostRelease = releaseLabel('host', host.version);
  const folders = [
    ...releases.map((release) => ({
      base: new URL('.', release.manifestUrl).href,
      release: releaseLabel(release.name, release.version),
      remote: true,
    })),
    ...(host.assetBase ? [{ base: new URL(host.assetBase).href, release: hostRelease, remote: false }] : []),
  ].sort((a, b) => b.base.length - a.base.length);

  const folderOf = (url: string) => folders.find((folder) => url.startsWith(folder.base)) ?? null;

  return {
    host: hostRelease,
    ofUrl: (url) => (url ? folderOf(url)?.release : null) ?? hostRelease,
    ofError(error, fileName) {
      const stack = error instanceof Error ? error.stack : null;
      for (const url of [fileName ?? '', ...scriptUrlsOf(stack)]) {
        const folder = url ? folderOf(url) : null;
        if (folder?.remote) return folder.release;
      }
      return hostRelease;
    },
  };
}

/**
 * The telemetry a remote's parcels get: every error they report names their release, whatever
 * the remote's own code puts in `extra` (the host knows which release it mounted).
 */
export function telemetryForRelease(telemetry: Telemetry, release: string): Telemetry {
  return {
    track: (name, data) => telemetry.track(name, data),
    reportError: (error, extra = {}) => telemetry.reportError(error, { ...extra, release }),
  };
}
