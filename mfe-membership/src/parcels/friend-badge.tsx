import { defineParcel, type FriendBadgeProps } from '@inkpot/shared-contracts';
import { FriendBadge } from '../features/popovers/components/friend-badge.tsx';

export default defineParcel<FriendBadgeProps>(FriendBadge);
