import { defineParcel, type RemotePageProps } from '@inkpot/shared-contracts';
import { ManageMembershipPage } from '../features/membership-pages/components/manage-membership-page.tsx';

export default defineParcel<RemotePageProps>(ManageMembershipPage);
