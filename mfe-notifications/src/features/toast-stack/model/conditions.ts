import type { ToastKind } from '@inkpot/shared-contracts';

/** The 28 EU and UK countries whose logged-out visitors get the privacy banner. */
export const EU_UK_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
]);

/** Accepting the privacy banner stores consent here (and grants tracking). */
export const PRIVACY_CONSENT_KEY = 'inkpot.privacyConsent';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function hasAcceptedPrivacy(storage: Storage): boolean {
  try {
    return storage.getItem(PRIVACY_CONSENT_KEY) !== null;
  } catch {
    return false;
  }
}

export function acceptPrivacy(storage: Storage, now = Date.now()): void {
  try {
    storage.setItem(PRIVACY_CONSENT_KEY, JSON.stringify({ accepted: true, at: now }));
  } catch {
    // Without storage the banner comes back on the next page; nothing else to do.
  }
}

export interface ToastConditionInput {
  signedIn: boolean;
  country: string | null;
  privacyAccepted: boolean;
  /** The viewer's, when signed in: empty means the address is not verified. */
  emailObfuscated: string | null;
  isSuspended: boolean;
}

/** The toasts a page starts with, in order. */
export function conditionToasts(input: ToastConditionInput): ToastKind[] {
  const toasts: ToastKind[] = [];
  if (!input.signedIn && input.country && EU_UK_COUNTRIES.has(input.country.toUpperCase()) && !input.privacyAccepted) {
    toasts.push({ kind: 'privacy-banner' });
  }
  if (input.signedIn && input.isSuspended) toasts.push({ kind: 'user-suspended' });
  if (input.signedIn && input.emailObfuscated === '') toasts.push({ kind: 'verify-email' });
  return toasts;
}
