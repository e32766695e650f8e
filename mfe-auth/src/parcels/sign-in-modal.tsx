import { defineParcel } from '@inkpot/shared-contracts';
import type { ComponentProps } from 'react';
import { OneTapGate } from '../features/one-tap/components/one-tap-gate.tsx';
import { SignInModal } from '../features/sign-in-modal/components/sign-in-modal.tsx';

/**
 * On every page: the sign-in modal (and the confirmation after a sign-in), and the gate of the
 * Google one-tap card (spec 02 §4.4), whose code loads only for readers who qualify.
 */
function SignInSurface(props: ComponentProps<typeof SignInModal>) {
  return (
    <>
      <OneTapGate {...props} />
      <SignInModal {...props} />
    </>
  );
}

export default defineParcel(SignInSurface);
