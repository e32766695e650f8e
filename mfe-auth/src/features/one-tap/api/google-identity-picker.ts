import { cspNonce } from '@inkpot/shared-contracts/csp-nonce';
import type { OneTapAccountPicker } from './picker-contract.ts';

/** Google Identity Services, loaded only when one-tap is about to prompt. */
export const GIS_CLIENT_URL = 'https://accounts.google.com/gsi/client';

/** The part of `google.accounts.id` this picker uses (developers.google.com/identity/gsi/web/reference/js-reference). */
interface PromptMomentNotification {
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string;
}
interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: PromptMomentNotification) => void): void;
  cancel(): void;
}
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleAccountsId } } };

let loading: Promise<GoogleAccountsId> | null = null;

function loadGoogleIdentityServices(): Promise<GoogleAccountsId> {
  const existing = (window as GoogleWindow).google?.accounts?.id;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_CLIENT_URL;
    script.async = true;
    const nonce = cspNonce();
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const id = (window as GoogleWindow).google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    };
    script.onerror = () => reject(new Error(`could not load ${GIS_CLIENT_URL}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Skips that are the reader saying no (the others are the browser's or Google's doing). */
const DISMISSALS = new Set(['user_cancel', 'tap_outside']);

export function createGoogleIdentityPicker(clientId: string): OneTapAccountPicker {
  let cancelled = false;
  let id: GoogleAccountsId | null = null;
  return {
    prompt(handlers) {
      cancelled = false;
      loadGoogleIdentityServices().then(
        (accounts) => {
          if (cancelled) return;
          id = accounts;
          accounts.initialize({
            client_id: clientId,
            callback: ({ credential }) => handlers.onCredential(credential),
            auto_select: false,
            cancel_on_tap_outside: false,
            context: 'signin',
            itp_support: true,
            use_fedcm_for_prompt: true,
          });
          accounts.prompt((notification) => {
            if (notification.isNotDisplayed?.()) {
              handlers.onUnavailable(notification.getNotDisplayedReason?.() ?? 'not displayed');
            } else if (notification.isSkippedMoment?.()) {
              const reason = notification.getSkippedReason?.() ?? 'skipped';
              if (DISMISSALS.has(reason)) handlers.onDismissed();
              else handlers.onUnavailable(reason);
            }
          });
        },
        (error: unknown) => handlers.onUnavailable(String(error)),
      );
    },
    cancel() {
      cancelled = true;
      id?.cancel();
    },
  };
}
