import {
  currentViewer,
  defineServerParcels,
  type ServerParcelRender,
  type ServerParcelRequest,
} from '@inkpot/shared-contracts/server-parcels';
import { Footer } from './features/footer/components/footer.tsx';
import { TopBar } from './features/top-bar/components/top-bar.tsx';

/**
 * A visitor's top bar, rendered on the server so the page's first paint has it: the logo, Write,
 * Sign up and Sign in, and the account menu's button. Its search box is the search remote's, placed
 * in the browser. A signed-in reader's bar is left to the browser: the unread count, the sidebar's
 * dot and whether the sidebar is open are theirs, read in the browser (queries, local storage),
 * and rendering them empty on the server would only show them changing after hydration.
 */
export async function prerenderTopBar({ props }: ServerParcelRequest): Promise<ServerParcelRender | null> {
  if (currentViewer(props)?.status !== 'visitor') return null;
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
