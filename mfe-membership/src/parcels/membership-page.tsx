import { defineParcel, type RemotePageProps } from '@inkpot/shared-contracts';
import { MembershipLandingPage } from '../features/membership-pages/components/membership-landing-page.tsx';

export default defineParcel<RemotePageProps>(MembershipLandingPage);
