// Imports nothing: the API's config checks its email lists with it as the sign-in does.

const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

/** The sign-in email check (docs/remotes/auth.md) on the trimmed address; the lower-cased address is what challenges and accounts are keyed by. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}
