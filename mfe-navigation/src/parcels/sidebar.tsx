import { defineParcel } from '@inkpot/shared-contracts';
import { Sidebar } from '../features/sidebar/components/sidebar.tsx';

export default defineParcel(Sidebar);
