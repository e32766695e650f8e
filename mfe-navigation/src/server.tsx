import {
  currentViewer,
  defineServerParcels,
  type ServerParcelRender,
  type ServerParcelRequest,
} from '@inkpot/shared-contracts/server-parcels';
import { Footer } from './features/footer/components/footer.tsx';
import { TopBar } from './features/top-bar/components/top-bar.tsx';

/**
 * The top bar, rendered on the server so the page's first paint has it: the logo and Write, a
 * visitor's Sign up and Sign in, a signed-in reader's sidebar icon, bell and avatar. Its search box
 * is the search remote's, placed in the browser. What only the browser knows comes once hydrated:
 * the unread count and the sidebar's dot (queries the browser asks), whether the sidebar is open
 * (the screen, local storage). A viewer not known yet (the session lookup ran out of time) is
 * left to the browser.
 */
export async function prerenderTopBar({ props }: ServerParcelRequest): Promise<ServerParcelRender | null> {
  const status = currentViewer(props)?.status;
  if (status !== 'visitor' && status !== 'signed-in') return null;
  return { element: <TopBar {...props} />, state: null };
}

/** The footer's links are the same for every reader. */
export async function prerenderFooter({ props }: ServerParcelRequest): Promise<ServerParcelRender> {
  return { element: <Footer {...props} />, state: null };
}

export const { contractVersion, prerenderParcel } = defineServerParcels({
  'top-bar': prerenderTopBar,
  footer: prerenderFooter,
});
