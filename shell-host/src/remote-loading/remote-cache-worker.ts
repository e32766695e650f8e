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
  isStaleCache,
  keepRelease,
  KEPT_RELEASES_PER_REMOTE,
  networkFirst,
  ORIGIN_PARAM,
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
// Copies an earlier worker kept without checking every byte are never answered with.
worker.addEventListener('activate', (event) =>
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter(isStaleCache).map((name) => caches.delete(name)))),
  ),
);

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
 * Keeps a release that mounted, every byte checked against the integrity its composition names
 * (keepRelease), then lets the remote's older kept releases go.
 */
async function keep(release: KeepReleaseMessage['release']) {
  if (!origins.has(new URL(release.manifestUrl).origin)) return;
  const cacheName = cacheNameOf(release);
  const cache = await caches.open(cacheName);
  const outcome = await keepRelease({
    release,
    fetched,
    cache: {
      match: (url) => cache.match(url),
      put: (url, response) => cache.put(url, response),
      delete: (url) => cache.delete(url),
    },
    digest: sha384Integrity,
  });
  if (outcome !== 'kept') return;

  // The remote's other kept releases: none answers for this manifest URL (the registry file's
  // releases share one), and only the newest few are kept.
  const others = (await caches.keys()).filter((name) => remoteOfCache(name) === release.name && name !== cacheName);
  for (const name of others) await (await caches.open(name)).delete(release.manifestUrl);
  for (const name of others.slice(0, Math.max(0, others.length - (KEPT_RELEASES_PER_REMOTE - 1)))) {
    await caches.delete(name);
  }
}
