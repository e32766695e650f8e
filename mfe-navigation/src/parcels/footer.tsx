import { defineParcel } from '@inkpot/shared-contracts';
import { Footer } from '../features/footer/components/footer.tsx';

export default defineParcel(Footer);
