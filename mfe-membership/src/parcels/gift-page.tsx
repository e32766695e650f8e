import { defineParcel, type RemotePageProps } from '@inkpot/shared-contracts';
import { GiftPage } from '../features/membership-pages/components/gift-page.tsx';

export default defineParcel<RemotePageProps>(GiftPage);
