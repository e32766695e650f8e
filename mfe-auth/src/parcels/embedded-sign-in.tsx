import { defineParcel } from '@inkpot/shared-contracts';
import { EmbeddedSignIn } from '../features/sign-in-modal/components/embedded-sign-in.tsx';

export default defineParcel(EmbeddedSignIn);
