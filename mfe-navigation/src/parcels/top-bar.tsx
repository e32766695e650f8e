import { defineParcel } from '@inkpot/shared-contracts';
import { TopBar } from '../features/top-bar/components/top-bar.tsx';

export default defineParcel(TopBar);
