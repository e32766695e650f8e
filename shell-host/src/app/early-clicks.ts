import { releaseHeldClicks } from '@inkpot/shared-contracts';
import { useEffect } from 'react';

/**
 * Once the page is hydrated (or rendered) in the browser: `<html data-hydrated>` (for tools and
 * tests), and the clicks on the server's buttons held until now are replayed (shared-contracts
 * dom/held-clicks.ts; those inside a server-rendered parcel wait for the parcel).
 */
export function useReleaseEarlyClicks(): void {
  useEffect(() => releaseHeldClicks(document.documentElement), []);
}
