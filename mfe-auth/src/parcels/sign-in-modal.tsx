import { defineParcel } from '@inkpot/shared-contracts';
import { useState, type ComponentProps } from 'react';
import { OneTapGate } from '../features/one-tap/components/one-tap-gate.tsx';
import { SignInModal } from '../features/sign-in-modal/components/sign-in-modal.tsx';

/**
 * On every page: the sign-in modal (and the confirmation after a sign-in), and the gate of the
 * Google one-tap card, whose code loads only for readers who qualify. One-tap is
 * hidden while the modal is open (the hide-one-tap flag): two sign-in offers never show at once.
 */
export function SignInSurface(props: ComponentProps<typeof SignInModal>) {
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <>
      <OneTapGate {...props} hidden={modalOpen} />
      <SignInModal {...props} onOpenChange={setModalOpen} />
    </>
  );
}

export default defineParcel(SignInSurface);
