import { isBuiltin } from 'node:module';
import vm from 'node:vm';
import { SERVER_BUILD_FILE, SERVER_PROVIDED } from '@inkpot/config/federation';
import type { ParcelName, RemoteRelease } from '@inkpot/shared-contracts';
import { isCompatibleContract } from '@inkpot/shared-contracts/contract-version';
import { sha384Integrity } from '@inkpot/shared-contracts/integrity';
import type { RemoteServerModule, ServerParcelRequest } from '@inkpot/shared-contracts/server-parcels';
import { remoteFileCache } from './remote-file-cache.ts';

/**
 * Renders one remote parcel of a page into HTML through its release's server build, or null: the
 * release has no server build (or none that loads), the parcel is not one it renders, or the page
 * could not wait. The slot is then the empty box the browser mounts the parcel into.
 */
export type ServerParcelRenderer = (
  release: RemoteRelease,
  parcel: ParcelName,
  request: ServerParcelRequest,
) => Promise<string | null>;

const PROVIDED = new Set(SERVER_PROVIDED);

/** How the edge requires its own packages (`createRequire(import.meta.url)` in server/main.ts). */
export type EdgeRequire = (id: string) => unknown;

/**
 * Runs a server build's CommonJS file. Its `require` gives the edge's own singletons (one React
 * renders the page and the parcel; one Apollo Client) and Node's built-ins; anything else was the
 * build's to bundle, and asking for it is the build's error. The code is the remote's, as trusted as
 * the browser code of the same release (it is not a sandbox), and run only if it is the code the
 * release registry vouched for (serverBuildUrl).
 */
export function evaluateServerBuild(code: string, url: string, edgeRequire: EdgeRequire): RemoteServerModule {
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, {
    filename: url,
  }) as (exports: unknown, require: (id: string) => unknown, module: { exports: unknown }) => void;
  const module = { exports: {} as unknown };
  wrapper.call(
    module.exports,
    module.exports,
    (id) => {
      if (PROVIDED.has(id) || isBuiltin(id)) return edgeRequire(id);
      throw new Error(`${url} asked for "${id}", which the edge does not provide: a server build bundles it.`);
    },
    module,
  );
  const exported = module.exports as Partial<RemoteServerModule> | null;
  if (typeof exported?.prerenderParcel !== 'function' || typeof exported.contractVersion !== 'string')
    throw new Error(`${url} is not a server build: it exports no prerenderParcel and contractVersion.`);
  return exported as RemoteServerModule;
}

export const SERVER_BUILD_LOOKUP_TIMEOUT_MS = 250;
export const SERVER_BUILD_MAX_AGE_MS = 60_000;

/**
 * Where the edge reads a release's server build, with the integrity it must match as the URL's
 * fragment (never sent; it makes the release's build its own cache entry). A release the registry
 * registered (it has the manifest's integrity) runs server code only with the build's integrity
 * too: null without one, and its parcels render in the browser. A release of the local registry
 * file (a development build, no integrity at all) runs its build as its browser code loads, unchecked.
 */
export function serverBuildUrl(release: RemoteRelease): string | null {
  const url = new URL(SERVER_BUILD_FILE, release.manifestUrl);
  if (release.serverIntegrity) url.hash = release.serverIntegrity;
  else if (release.integrity) return null;
  return url.href;
}

/**
 * The edge's renderer of remote parcels: each release's server build is fetched from the remote's
 * origin once, checked and kept (a minute, then read again in the background: a development URL is not
 * versioned). A page never waits long for a build it has not seen (`timeoutMs`, then the slot goes
 * to the browser and the next page has it); a release without one (404) is remembered as such.
 */
export function remoteServerParcels({
  require: edgeRequire,
  fetch: fetchImpl = (...args) => fetch(...args),
  timeoutMs = SERVER_BUILD_LOOKUP_TIMEOUT_MS,
  maxAgeMs = SERVER_BUILD_MAX_AGE_MS,
  logger = console,
}: {
  require: EdgeRequire;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxAgeMs?: number;
  logger?: Pick<Console, 'warn'>;
}): ServerParcelRenderer {
  const buildOf = remoteFileCache<RemoteServerModule>({
    max: 100,
    timeoutMs,
    maxAgeMs,
    read: async (key) => {
      const url = new URL(key);
      const integrity = url.hash.slice(1);
      url.hash = '';
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`it answered ${response.status}`);
        const bytes = await response.arrayBuffer();
        if (integrity && (await sha384Integrity(bytes)) !== integrity)
          throw new Error(`it does not match the release's serverIntegrity ${integrity}: not run`);
        return evaluateServerBuild(new TextDecoder().decode(bytes), url.href, edgeRequire);
      } catch (error) {
        logger.warn(
          `[edge] The server build ${url.href} could not be loaded; its parcels render in the browser:`,
          error,
        );
        return null;
      }
    },
  });
  return async (release, parcel, request) => {
    const url = serverBuildUrl(release);
    const build = url === null ? null : await buildOf(url, request.signal);
    if (!build || request.signal.aborted || !isCompatibleContract(build.contractVersion)) return null;
    return build.prerenderParcel(parcel, request);
  };
}
