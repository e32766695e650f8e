import { defineParcel, type RemotePageProps } from '@inkpot/shared-contracts';
import { PlansPage } from '../features/membership-pages/components/plans-page.tsx';

export default defineParcel<RemotePageProps>(PlansPage);
