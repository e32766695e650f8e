/** Verifies a reCAPTCHA-style token for an action (spec 02 §4.2: sign-up uses action 'signup'). */
export interface CaptchaVerifier {
  verify(token: string | null | undefined, action: string): Promise<boolean>;
}

/** The development verifier's accepted token; documented in the API README. */
export const DEV_CAPTCHA_TOKEN = 'inkpot-dev-captcha-pass';

/** Accepts exactly the documented development token; every other value fails the challenge. */
export function localCaptchaVerifier(): CaptchaVerifier {
  return { verify: async (token) => token === DEV_CAPTCHA_TOKEN };
}
