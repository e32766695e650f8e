/** Shown in the email field when the address does not pass the check. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

// Allowed characters, an @, a domain, a top-level part of at least two letters.
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

/** The email field's value: trimmed on every change. */
export const trimEmail = (raw: string): string => raw.trim();

export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);

/** A Google sign-in shortcut for what looks like a Google address. */
export const suggestsGoogle = (email: string): boolean => {
  const lower = email.toLowerCase();
  return lower.includes('@gm') || lower.includes('@goo');
};
