/** The sign-in flow's pure rules: what counts as an email, where a reader may be sent, what the mail says. */
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@inkpot/shared-contracts/sign-in-errors';
import type { ChallengeOperation } from './login-codes.ts';
import type { OutgoingMail } from './mailer.ts';

export const PRODUCT = 'Inkpot';

/** Texts the clients show as they are. */
export const SIGN_IN_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  unrecognizedEmail: "Sorry, we didn't recognize that email.",
  captchaFailed: 'reCAPTCHA verification failed.',
  codeFormat: 'Login code must be 6 digits.',
  codeNotFound: 'Invalid code. Please request a new code.',
  rateLimited: TOO_MANY_ATTEMPTS_MESSAGE,
  addressRateLimited: 'Too many sign-in emails were asked for this address. Please try again later.',
  unknownOperation: 'Unknown sign-in operation: use login or register.',
  unknownType: 'Unknown sign-in email type: use LOGIN_CODE or LINK.',
} as const;

export { normalizeEmail } from './email-address.ts';

/**
 * Where to send the reader after sign-in: a path on our own origin, never another site (an open
 * redirect would turn the magic link into a phishing tool). Anything else means the home page.
 */
export function safeRedirect(raw: string | null | undefined, publicUrl: string): string | null {
  if (!raw || raw.length > 2000) return null;
  const origin = new URL(publicUrl).origin;
  if (raw.startsWith('/') && (raw.startsWith('//') || raw.startsWith('/\\'))) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  // '//host' as a Location is another site, whatever origin it was parsed against.
  if (url.origin !== origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A username proposal from the address's local part: letters and digits, at most 20. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  return (
    local
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20) || 'reader'
  );
}

/** 'jane.doe@x.test' reads as 'Jane Doe' until the reader picks a name. */
export function displayNameFromEmail(email: string): string {
  const words = (email.split('@')[0] ?? '').split(/[._+-]+/).filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return name || 'Reader';
}

export function signInMail(input: {
  email: string;
  operation: ChallengeOperation;
  code: string;
  link: string;
}): OutgoingMail {
  if (input.operation === 'verify') {
    return {
      to: input.email,
      subject: `Verify your email address for ${PRODUCT}`,
      text: [
        `Confirm that this is your email address for ${PRODUCT} by opening this link:`,
        '',
        input.link,
        '',
        'The link expires in 10 minutes and works once.',
      ].join('\n'),
      link: input.link,
    };
  }
  const action = input.operation === 'register' ? `finish creating your ${PRODUCT} account` : `sign in to ${PRODUCT}`;
  return {
    to: input.email,
    subject: input.operation === 'register' ? `Finish creating your ${PRODUCT} account` : `Sign in to ${PRODUCT}`,
    text: [
      `Click the magic link below to ${action}:`,
      '',
      input.link,
      '',
      `Or enter this code: ${input.code}`,
      '',
      'The link and the code expire in 10 minutes and work once.',
      "If you didn't ask for this email, you can ignore it.",
    ].join('\n'),
    code: input.code,
    link: input.link,
  };
}
