import { defineParcel } from '@inkpot/shared-contracts';
import { BannerStack } from '../features/banner-stack/components/banner-stack.tsx';

export default defineParcel(BannerStack);
