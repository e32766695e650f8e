import { defineParcel, type FollowButtonProps } from '@inkpot/shared-contracts';
import { FollowButton } from '../features/follow-button/components/follow-button.tsx';

export default defineParcel<FollowButtonProps>(FollowButton);
