import { defineParcel } from '@inkpot/shared-contracts';
import { ToastStack } from '../features/toast-stack/components/toast-stack.tsx';

export default defineParcel(ToastStack);
