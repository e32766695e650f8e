import type { RemoteName, RemoteRelease, Telemetry } from '@inkpot/shared-contracts';
import {
  isLastKnownGoodMessage,
  releaseOfUrl,
  remoteCacheWorkerUrl,
  type KeepReleaseMessage,
} from './last-known-good.ts';

/** The telemetry event of a remote drawn from this browser's kept copy because its origin did not answer. */
export const LAST_KNOWN_GOOD_EVENT = 'remote.last-known-good';

export interface RemoteCacheOptions {
  releases: readonly RemoteRelease[];
  telemetry: Pick<Telemetry, 'track'>;
  /** The browser's service worker container; none (nothing kept) where there is no service worker. */
  container?: ServiceWorkerContainer | undefined;
  logger?: Pick<Console, 'warn'>;
}

/**
 * The page's side of last known good (last-known-good.ts): registers the remote cache worker for
 * the page's remote origins, asks it to keep each release that mounted, and tells telemetry, once
 * per remote, when a remote was drawn from a kept copy (naming remote@version).
 */
export function startRemoteCache({
  releases,
  telemetry,
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  logger = console,
}: RemoteCacheOptions) {
  if (!container || releases.length === 0) return { keep: (_remote: RemoteName) => {} };
  const told = new Set<RemoteName>();
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isLastKnownGoodMessage(event.data)) return;
    const release = releaseOfUrl(releases, event.data.url);
    if (!release || told.has(release.name)) return;
    told.add(release.name);
    logger.warn(
      `[inkpot] ${release.name}@${release.version}: its origin did not answer; drawn from the copy this browser kept (last known good).`,
    );
    telemetry.track(LAST_KNOWN_GOOD_EVENT, { remote: release.name, version: release.version, source: 'cache' });
  });
  // The worker's messages may come before the page is parsed; they wait until now.
  container.startMessages();
  container.register(remoteCacheWorkerUrl(releases), { scope: '/' }).catch((error: unknown) => {
    logger.warn(`[inkpot] The remote cache worker did not start (no last known good copies): ${String(error)}`);
  });

  return {
    /** Keeps the remote's release of this page in the browser (it mounted: it is good). */
    keep(remote: RemoteName) {
      const release = releases.find((candidate) => candidate.name === remote);
      if (!release) return;
      const { name, version, manifestUrl, integrity, entryIntegrity } = release;
      const message: KeepReleaseMessage = {
        type: 'inkpot/keep-release',
        release: { name, version, manifestUrl, integrity, entryIntegrity },
      };
      void container.ready.then((registration) => registration.active?.postMessage(message));
    },
  };
}
