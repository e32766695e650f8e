import type { ShellConfig } from '@inkpot/shared-contracts';

// What every account picker implements, apart from the loader that picks one: the pickers and
// the one-tap card import these, the loader imports the pickers.

/** What the prompt reports back. */
export interface OneTapPromptHandlers {
  /** The reader picked an account; the credential is its ID token. */
  onCredential(credential: string): void;
  /** The reader closed the prompt: a dismissal (one-tap stays away for the hide time). */
  onDismissed(): void;
  /** The prompt could not be shown or failed (blocked by the browser, no session at the provider, ...). */
  onUnavailable(reason: string): void;
}

/**
 * The account chooser behind the one-tap card (docs/remotes/auth.md): Google Identity Services in
 * production, the local OpenID provider's picker in development and tests.
 */
export interface OneTapAccountPicker {
  prompt(handlers: OneTapPromptHandlers): void;
  /** Takes the prompt away (one-tap is hidden); safe to call at any time, more than once. */
  cancel(): void;
}

export type OneTapPickerConfig = NonNullable<ShellConfig['googleOneTap']>;
