/**
 * The remote cache worker (a service worker, scope `/`): keeps the files of remote releases that
 * mounted in this browser and answers for them when their origin does not (last-known-good.ts).
 * It answers only for the remotes' origins (named in its URL by the page), and only when the
 * network fails: a page always gets what the origin serves when the origin answers.
 */
import {
  answersFor,
  cacheNameOf,
  isKeepReleaseMessage,
  KEPT_RELEASES_PER_REMOTE,
  networkFirst,
  ORIGIN_PARAM,
  releaseFilesOf,
  remoteOfCache,
  type KeepReleaseMessage,
  type LastKnownGoodMessage,
} from './last-known-good.ts';
import { sha384Integrity } from '@inkpot/shared-contracts/integrity';

// The DOM library this package compiles with has no service worker types: the little used here.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface ServiceWorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { get(id: string): Promise<{ postMessage(message: unknown): void } | undefined> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;
const origins = new Set(new URL(worker.location.href).searchParams.getAll(ORIGIN_PARAM));

// A new worker (other remote origins) takes over at once; pages it does not control yet are left alone.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener('fetch', (event) => {
  if (!answersFor(event.request, origins)) return;
  event.respondWith(
    networkFirst({
      request: event.request,
      fetch: (request) => fetch(request),
      kept: (url) => caches.match(url),
      onLastKnownGood: (url) => {
        const message: LastKnownGoodMessage = { type: 'inkpot/last-known-good', url };
        event.waitUntil(worker.clients.get(event.clientId).then((client) => client?.postMessage(message)));
      },
    }),
  );
});

worker.addEventListener('message', (event) => {
  if (isKeepReleaseMessage(event.data)) event.waitUntil(keep(event.data.release).catch(() => {}));
});

/** Fetches a file for keeping; null unless the origin answers it whole. */
async function fetched(url: string): Promise<Response | null> {
  const response = await fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => null);
  return response?.ok ? response : null;
}

/**
 * Keeps a release that mounted: every file its manifest names, then the manifest, so a kept
 * manifest always has its files. Bytes that do not match the release's integrity are not kept.
 * Files already kept are immutable (content-hashed names) and not fetched again.
 */
async function keep(release: KeepReleaseMessage['release']) {
  if (!origins.has(new URL(release.manifestUrl).origin)) return;
  const manifest = await fetched(release.manifestUrl);
  if (!manifest) return;
  const manifestBytes = await manifest.clone().arrayBuffer();
  if (release.integrity && (await sha384Integrity(manifestBytes)) !== release.integrity) return;
  const { entry, files } = releaseFilesOf(JSON.parse(new TextDecoder().decode(manifestBytes)), release.manifestUrl);

  const cacheName = cacheNameOf(release);
  const cache = await caches.open(cacheName);
  for (const file of files) {
    if (await cache.match(file)) continue;
    const response = await fetched(file);
    if (!response) return;
    if (file === entry && release.entryIntegrity) {
      const bytes = await response.clone().arrayBuffer();
      if ((await sha384Integrity(bytes)) !== release.entryIntegrity) return;
    }
    await cache.put(file, response);
  }
  await cache.put(release.manifestUrl, manifest);

  // The remote's other kept releases: none answers for this manifest URL (the registry file's
  // releases share one), and only the newest few are kept.
  const others = (await caches.keys()).filter((name) => remoteOfCache(name) === release.name && name !== cacheName);
  for (const name of others) await (await caches.open(name)).delete(release.manifestUrl);
  for (const name of others.slice(0, Math.max(0, others.length - (KEPT_RELEASES_PER_REMOTE - 1)))) {
    await caches.delete(name);
  }
}
