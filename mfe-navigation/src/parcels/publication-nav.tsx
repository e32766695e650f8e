import { defineParcel } from '@inkpot/shared-contracts';
import { PublicationNav } from '../features/publication-nav/components/publication-nav.tsx';

export default defineParcel(PublicationNav);
