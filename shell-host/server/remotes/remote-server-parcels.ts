import { SERVER_BUILD_FILE } from '@inkpot/config/federation';
import type { RemoteRelease } from '@inkpot/shared-contracts';
import { isCompatibleContract } from '@inkpot/shared-contracts/contract-version';
import { sha384Integrity } from '@inkpot/shared-contracts/integrity';
import type { ParcelRenderRequest } from '../../page-contract/render.ts';
import type { ServerBuildOutcome } from '../observability/edge-metrics.ts';
import type { CheckedServerBuild, ParcelSandbox, SandboxRender } from './parcel-sandbox.ts';
import { remoteFileCache } from './remote-file-cache.ts';

/**
 * Renders one remote parcel of a page into HTML through its release's server build, or null: the
 * release has no server build the registry vouches for (or none that loads), the parcel is not one
 * it renders, or the page could not wait. The slot is then the empty box the browser mounts the
 * parcel into.
 */
export type ServerParcelRenderer = (
  release: RemoteRelease,
  request: Omit<ParcelRenderRequest, 'remote'> & Pick<SandboxRender, 'nonce' | 'api'>,
) => Promise<string | null>;

export const SERVER_BUILD_LOOKUP_TIMEOUT_MS = 250;
export const SERVER_BUILD_MAX_AGE_MS = 60_000;

/**
 * Where the edge reads a release's server build, with the integrity it must match as the URL's
 * fragment (never sent; it makes the release's build its own cache entry), or null: a release
 * whose registry entry (the API's registry or the registry file `npm run build` writes) holds no
 * `serverIntegrity` runs no server code, and its parcels render in the browser.
 */
export function serverBuildUrl(release: RemoteRelease): string | null {
  if (!release.serverIntegrity) return null;
  const url = new URL(SERVER_BUILD_FILE, release.manifestUrl);
  url.hash = release.serverIntegrity;
  return url.href;
}

/**
 * The edge's renderer of remote parcels: each release's server build is fetched from the remote's
 * origin once, checked against its integrity and kept (a minute, then read again in the
 * background), and run in the remote's parcel sandbox, never in the edge. A page never waits long
 * for a build it has not seen (`timeoutMs`, then the slot goes to the browser and the next page
 * has it); a release without one (404) is remembered as such.
 */
export function remoteServerParcels({
  sandbox,
  fetch: fetchImpl = (...args) => fetch(...args),
  timeoutMs = SERVER_BUILD_LOOKUP_TIMEOUT_MS,
  maxAgeMs = SERVER_BUILD_MAX_AGE_MS,
  logger = console,
  onOutcome = () => undefined,
}: {
  sandbox: ParcelSandbox;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxAgeMs?: number;
  logger?: Pick<Console, 'warn'>;
  /** Told what became of each parcel asked for (the edge's metrics count it per remote@version). */
  onOutcome?: (release: RemoteRelease, outcome: ServerBuildOutcome) => void;
}): ServerParcelRenderer {
  const buildOf = remoteFileCache<CheckedServerBuild>({
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
        if ((await sha384Integrity(bytes)) !== integrity)
          throw new Error(`it does not match the release's serverIntegrity ${integrity}: not run`);
        return { key, url: url.href, code: new TextDecoder().decode(bytes) };
      } catch (error) {
        logger.warn(
          `[edge] The server build ${url.href} could not be loaded; its parcels render in the browser:`,
          error,
        );
        return null;
      }
    },
  });
  return async (release, { signal, ...request }) => {
    const url = serverBuildUrl(release);
    const build = url === null ? null : await buildOf(url, signal);
    if (signal.aborted) {
      onOutcome(release, 'late');
      return null;
    }
    if (!build) {
      onOutcome(release, 'no-build');
      return null;
    }
    const rendered = await sandbox.render({ ...request, remote: release.name, build }, signal);
    const html = rendered && isCompatibleContract(rendered.contractVersion) ? rendered.html : null;
    onOutcome(release, html !== null ? 'rendered' : signal.aborted ? 'late' : 'refused');
    return html;
  };
}
