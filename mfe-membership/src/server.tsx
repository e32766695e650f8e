import type { RemotePageProps } from '@inkpot/shared-contracts';
import {
  currentViewer,
  defineServerParcels,
  type ServerParcelRender,
  type ServerParcelRequest,
} from '@inkpot/shared-contracts/server-parcels';
import { GiftPage } from './features/membership-pages/components/gift-page.tsx';
import { MembershipLandingPage } from './features/membership-pages/components/membership-landing-page.tsx';
import { PlansPage } from './features/membership-pages/components/plans-page.tsx';
import { RedeemPage } from './features/membership-pages/components/redeem-page.tsx';

/**
 * The membership pages that need no reader's data, rendered on the server so they are in the
 * document: /membership, /plans and the gift page are the same for everyone; the redeem page needs
 * only whether the reader is signed in (a viewer not known yet is left to the browser). The
 * manage-membership page reads the reader's membership and stays in the browser.
 */
const samePageForEveryone =
  (Page: (props: RemotePageProps) => React.ReactElement) =>
  async ({ props }: ServerParcelRequest): Promise<ServerParcelRender> => ({
    element: <Page {...(props as RemotePageProps)} />,
    state: null,
  });

export async function prerenderRedeemPage({ props }: ServerParcelRequest): Promise<ServerParcelRender | null> {
  const status = currentViewer(props)?.status;
  if (status !== 'visitor' && status !== 'signed-in') return null;
  return { element: <RedeemPage {...(props as RemotePageProps)} />, state: null };
}

export const { contractVersion, prerenderParcel } = defineServerParcels({
  'membership-page': samePageForEveryone(MembershipLandingPage),
  'gift-page': samePageForEveryone(GiftPage),
  'plans-page': samePageForEveryone(PlansPage),
  'redeem-page': prerenderRedeemPage,
});
