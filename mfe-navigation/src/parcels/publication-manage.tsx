import { defineParcel } from '@inkpot/shared-contracts';
import { ManageMenu } from '../features/publication-nav/components/manage-menu.tsx';

export default defineParcel(ManageMenu);
