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

/** Refuses every token: a deployment without a configured provider never lets a sign-up through. */
export function refusingCaptchaVerifier(): CaptchaVerifier {
  return { verify: async () => false };
}

export interface RecaptchaSettings {
  secret: string;
  /** Google's siteverify endpoint (another URL only for a test's stand-in). */
  verifyUrl: string;
  /** reCAPTCHA v3's score below which a token fails (0 bot ... 1 human). */
  minScore: number;
  timeoutMs?: number;
}

/**
 * Google reCAPTCHA v3: the token is sent to siteverify with the secret; it passes when Google
 * says success, for the same action, at or above the score. An unreachable or slow provider fails
 * the check (the reader sees RECAPTCHA_FAILED and may try again), never passes it.
 */
export function recaptchaVerifier({
  secret,
  verifyUrl,
  minScore,
  timeoutMs = 5000,
}: RecaptchaSettings): CaptchaVerifier {
  return {
    async verify(token, action) {
      if (!token) return false;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown; action?: unknown; score?: unknown };
        return (
          answer.success === true &&
          answer.action === action &&
          (typeof answer.score !== 'number' || answer.score >= minScore)
        );
      } catch {
        return false;
      }
    },
  };
}

/** The verifier a deployment runs with (see RECAPTCHA_SECRET in config.ts). */
export function captchaVerifierFor(config: {
  deployed: boolean;
  RECAPTCHA_SECRET?: string | undefined;
  RECAPTCHA_VERIFY_URL: string;
  RECAPTCHA_MIN_SCORE: number;
}): CaptchaVerifier {
  if (config.RECAPTCHA_SECRET)
    return recaptchaVerifier({
      secret: config.RECAPTCHA_SECRET,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
      minScore: config.RECAPTCHA_MIN_SCORE,
    });
  return config.deployed ? refusingCaptchaVerifier() : localCaptchaVerifier();
}
