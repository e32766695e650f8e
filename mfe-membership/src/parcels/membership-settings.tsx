import { defineParcel, type MountProps } from '@inkpot/shared-contracts';
import { MembershipSettings } from '../features/membership-pages/components/membership-settings.tsx';

export default defineParcel<MountProps>(MembershipSettings);
