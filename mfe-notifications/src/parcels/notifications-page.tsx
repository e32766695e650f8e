import { defineParcel, type RemotePageProps } from '@inkpot/shared-contracts';
import { NotificationsPage } from '../features/notifications-page/components/notifications-page.tsx';

export default defineParcel<RemotePageProps>(NotificationsPage);
