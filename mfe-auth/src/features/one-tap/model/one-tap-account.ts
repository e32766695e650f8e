/** The account the reader picked in the one-tap prompt, as its credential (an ID token) says. */
export interface OneTapAccount {
  /** The provider's id of the account (the ID token's `sub`), the login hint of the sign-in. */
  subject: string;
  email: string | null;
  name: string | null;
}

/**
 * Reads the claims of the picked account's ID token. The page only uses them to ask whether the
 * address is free and to hint the provider at the account; the token signs nobody in (the
 * session still comes from the provider's code flow), so its signature is not the page's to check.
 */
export function accountOfCredential(credential: string): OneTapAccount | null {
  const [, payload] = credential.split('.');
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    // base64url of UTF-8 JSON: the bytes as %XX escapes, which decodeURIComponent reads as UTF-8.
    const bytes = Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
    const json = decodeURIComponent(bytes.join(''));
    const claims = JSON.parse(json) as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || !claims.sub) return null;
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  } catch {
    return null;
  }
}

/** The entry point one-tap's sign-ins are counted under. */
export const ONE_TAP_ENTRY_POINT = 'google_one_tap';

/**
 * The Google sign-in on the auth domain for the picked account: the provider link of the modal
 * with the account as login hint, so the provider need not ask again.
 */
export function oneTapConnectLink(operation: 'login' | 'register', redirect: string, account: OneTapAccount): string {
  const query = new URLSearchParams({
    operation,
    redirect,
    entryPoint: ONE_TAP_ENTRY_POINT,
    loginHint: account.subject,
  });
  return `/m/connect/google?${query.toString()}`;
}
