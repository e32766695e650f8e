import { defineParcel } from '@inkpot/shared-contracts';
import { SignInModal } from '../features/sign-in-modal/components/sign-in-modal.tsx';

export default defineParcel(SignInModal);
