import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import type { HostRelease } from '@inkpot/shared-contracts/registry';
import { sha384Integrity } from '@inkpot/shared-contracts/integrity';
import type { ShellRenderer } from '../../page-contract/render.ts';
import { oncePerFailure } from '../observability/failure-log.ts';

/**
 * A promoted host release as the edge serves it: its document template and its server render,
 * both checked against the integrity the release registry holds for them.
 */
export interface LoadedHost {
  version: string;
  template: string;
  /** Absent when the release has no server build the registry vouches for: its pages render in the browser. */
  render?: ShellRenderer;
}

export interface HostReleaseStore {
  /** The release, loaded (once per version) and checked; null when its files are missing or do not match. */
  load(release: HostRelease): Promise<LoadedHost | null>;
  /**
   * `/_/shell/*` from the promoted release, when there is one: its unhashed files (the manifest, the
   * remote cache worker) are the current ones. Mounted before the edge's own build.
   */
  assets(current: () => Promise<string | null>, setHeaders: AssetHeaders): RequestHandler;
  /**
   * `/_/shell/*` from every other release on disk, after the edge's own build: a tab opened before a
   * deploy (or a rollback) still finds the chunks it asks for, and never an older release's unhashed
   * files in place of the current ones.
   */
  olderAssets(current: () => Promise<string | null>, setHeaders: AssetHeaders): RequestHandler;
}

/** Where `npm run deploy -- shell` puts a release's files, under the releases folder. */
export const hostReleaseFiles = (dir: string, version: string) => ({
  browser: path.join(dir, version, 'browser'),
  template: path.join(dir, version, 'browser', 'index.html'),
  render: path.join(dir, version, 'server', 'render.cjs'),
});

/** The headers of one of the host's files (caching, the cache worker's scope): the edge's own rules. */
export type AssetHeaders = (res: ServerResponse, file: string) => void;
/** A file's bytes as the integrity check takes them. */
const bytesOf = (buffer: Buffer): ArrayBuffer =>
  buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

/** How often the list of releases on disk is read again (a deploy adds one). */
const LIST_EVERY_MS = 5000;

/** The host releases under `dir` (HOST_RELEASES_DIR): what the edge serves once the registry promotes one. */
export function hostReleaseStore({
  dir,
  logger = console,
  now = Date.now,
}: {
  dir: string;
  logger?: Pick<Console, 'error'>;
  now?: () => number;
}): HostReleaseStore {
  const loaded = new Map<string, Promise<LoadedHost | null>>();
  const failure = oncePerFailure(
    logger,
    (message) => `[edge] The promoted host release cannot be served; serving the edge's own build: ${message}`,
  );

  async function read(release: HostRelease): Promise<LoadedHost | null> {
    const files = hostReleaseFiles(dir, release.version);
    if (!existsSync(files.template)) throw new Error(`shell@${release.version} has no files in ${dir}`);
    const template = readFileSync(files.template);
    if ((await sha384Integrity(bytesOf(template))) !== release.integrity)
      throw new Error(`shell@${release.version}'s index.html does not match the registry's integrity`);
    if (!release.serverIntegrity) return { version: release.version, template: template.toString('utf8') };
    const server = readFileSync(files.render);
    if ((await sha384Integrity(bytesOf(server))) !== release.serverIntegrity)
      throw new Error(`shell@${release.version}'s render.cjs does not match the registry's serverIntegrity`);
    // A CommonJS bundle: its exports are read through require.
    const { renderShellPage } = createRequire(import.meta.url)(files.render) as { renderShellPage: ShellRenderer };
    return { version: release.version, template: template.toString('utf8'), render: renderShellPage };
  }

  const statics = new Map<string, RequestHandler>();
  const staticOf = (version: string, setHeaders: AssetHeaders) => {
    let handler = statics.get(version);
    if (!handler) {
      handler = express.static(hostReleaseFiles(dir, version).browser, { index: false, setHeaders });
      statics.set(version, handler);
    }
    return handler;
  };
  let versions: string[] = [];
  let listedAt = -Infinity;
  const onDisk = () => {
    if (now() - listedAt > LIST_EVERY_MS) {
      listedAt = now();
      versions = existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && existsSync(hostReleaseFiles(dir, entry.name).template))
            .map((entry) => entry.name)
            .sort()
            .reverse()
        : [];
    }
    return versions;
  };

  return {
    load(release) {
      let found = loaded.get(release.version);
      if (!found) {
        found = read(release).then(
          (host) => {
            failure.succeeded();
            return host;
          },
          (error: unknown) => {
            failure.failed(error instanceof Error ? error.message : error);
            // Not kept: the files may arrive (a deploy copying them to this machine).
            loaded.delete(release.version);
            return null;
          },
        );
        loaded.set(release.version, found);
      }
      return found;
    },
    assets(current, setHeaders) {
      return async (req, res, next) => {
        const promoted = await current();
        if (promoted) staticOf(promoted, setHeaders)(req, res, next);
        else next();
      };
    },
    olderAssets(current, setHeaders) {
      return async (req, res, next) => {
        const promoted = await current();
        const order = onDisk().filter((version) => version !== promoted);
        const tryNext = (index: number) => {
          const version = order[index];
          if (version === undefined) next();
          else staticOf(version, setHeaders)(req, res, () => tryNext(index + 1));
        };
        tryNext(0);
      };
    },
  };
}
