import type { ShellConfig } from '@inkpot/shared-contracts';

/** What the prompt reports back. */
export interface OneTapPromptHandlers {
  /** The reader picked an account; the credential is its ID token. */
  onCredential(credential: string): void;
  /** The reader closed the prompt: a dismissal (spec 02 §4.4, the hide time). */
  onDismissed(): void;
  /** The prompt could not be shown or failed (blocked by the browser, no session at the provider, ...). */
  onUnavailable(reason: string): void;
}

/**
 * The account chooser behind the one-tap card (spec 02 §4.4): Google Identity Services in
 * production, the local OpenID provider's picker in development and tests.
 */
export interface OneTapAccountPicker {
  prompt(handlers: OneTapPromptHandlers): void;
  /** Takes the prompt away (one-tap is hidden); safe to call at any time, more than once. */
  cancel(): void;
}

export type OneTapPickerConfig = NonNullable<ShellConfig['googleOneTap']>;

/** Loads only the picker this page is configured with, in its own chunk. */
export async function loadAccountPicker(config: OneTapPickerConfig): Promise<OneTapAccountPicker> {
  if (config.picker === 'google-identity-services') {
    const { createGoogleIdentityPicker } = await import(
      /* webpackChunkName: "one-tap-google" */ './google-identity-picker.ts'
    );
    return createGoogleIdentityPicker(config.clientId);
  }
  const { createLocalProviderPicker } = await import(
    /* webpackChunkName: "one-tap-local-provider" */ './local-provider-picker.ts'
  );
  return createLocalProviderPicker(config.url, config.clientId);
}
