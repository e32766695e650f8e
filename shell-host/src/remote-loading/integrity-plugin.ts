import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRelease } from '@inkpot/shared-contracts';
import { sha384Integrity, type IntegrityDigest } from '@inkpot/shared-contracts/integrity';
import { withoutRetry } from './retry-url.ts';

/**
 * Releases made through the registry carry the integrity of their manifest and entry.
 * The manifest is fetched here and checked before the runtime reads it; the entry's script element
 * carries its integrity, so the browser checks it. Either failing fails closed: the runtime's load
 * fails, the slot shows its fallback, and the loader reports it with the remote's name and version.
 * Releases without integrity (the registry file of a development build) load as before.
 */
export function integrityPlugin(
  releases: readonly RemoteRelease[],
  options: { digest?: IntegrityDigest; fetch?: typeof fetch } = {},
): ModuleFederationRuntimePlugin {
  const { digest = sha384Integrity, fetch: fetchImpl = (...args) => fetch(...args) } = options;
  const byManifest = new Map(
    releases.filter((release) => release.integrity).map((release) => [new URL(release.manifestUrl).href, release]),
  );
  /** Entry script URL -> its integrity, learnt from checked manifests. */
  const entries = new Map<string, string>();

  async function checkedManifest(url: string, init: RequestInit, release: RemoteRelease): Promise<Response> {
    const response = await fetchImpl(url, init);
    if (!response.ok) return response;
    // The runtime reads the answer itself: check a copy.
    const bytes = await response.clone().arrayBuffer();
    if ((await digest(bytes)) !== release.integrity) {
      throw new Error(
        `${release.name}@${release.version}: its manifest does not match the integrity the release registry holds; refused`,
      );
    }
    if (release.entryIntegrity) {
      const manifest = JSON.parse(await response.clone().text()) as {
        metaData?: { remoteEntry?: { name?: string; path?: string } };
      };
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) entries.set(new URL(`${entry.path ?? ''}${entry.name}`, url).href, release.entryIntegrity);
    }
    return response;
  }

  return {
    name: 'inkpot-integrity',
    fetch(url, init) {
      const release = byManifest.get(withoutRetry(url));
      // Without integrity, the runtime fetches as it always does.
      return release?.integrity ? checkedManifest(url, init, release) : undefined;
    },
    createScript({ url }) {
      const integrity = entries.get(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
