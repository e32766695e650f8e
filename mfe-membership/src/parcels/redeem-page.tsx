import { defineParcel, type RemotePageProps } from '@inkpot/shared-contracts';
import { RedeemPage } from '../features/membership-pages/components/redeem-page.tsx';

export default defineParcel<RemotePageProps>(RedeemPage);
