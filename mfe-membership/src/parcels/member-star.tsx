import { defineParcel, type MemberStarProps } from '@inkpot/shared-contracts';
import { MemberStar } from '../features/popovers/components/member-star.tsx';

export default defineParcel<MemberStarProps>(MemberStar);
