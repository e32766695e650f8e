import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inTheBrowser = () => true;
const onTheServer = () => false;

/**
 * False while a parcel renders on the server and while the browser hydrates that HTML, true from
 * then on (and at once in a parcel the browser renders itself). What only the browser knows (local
 * storage, the screen, answers to queries the server did not ask) waits for it, so hydration sees
 * the server's HTML whatever the page's cache holds by then. For a parcel's few components: the
 * host's page has its own (shell-host lib/use-hydrated.ts), a transition, since a store's switch
 * re-renders everything that reads it in one task.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inTheBrowser, onTheServer);
}
