/** Verifies a reCAPTCHA-style token for an action (sign-up uses action 'signup'). */
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
  /** The host name of our site (PUBLIC_URL's): a token solved on any other site fails. */
  hostname: string;
  timeoutMs?: number;
}

/** What siteverify answers; every field is checked, none is trusted to be there. */
interface SiteverifyAnswer {
  success?: unknown;
  action?: unknown;
  score?: unknown;
  hostname?: unknown;
}

/**
 * A token passes only when siteverify says success, for the expected action, with a score at or
 * above the threshold, solved on our own host name. A missing score (a v2 or Enterprise key's
 * answer, or a changed API) or a missing host name fails: an answer we cannot check is a refusal.
 */
export function passesSiteverify(
  answer: SiteverifyAnswer,
  expected: { action: string; minScore: number; hostname: string },
): boolean {
  return (
    answer.success === true &&
    answer.action === expected.action &&
    typeof answer.score === 'number' &&
    Number.isFinite(answer.score) &&
    answer.score >= expected.minScore &&
    typeof answer.hostname === 'string' &&
    answer.hostname.toLowerCase() === expected.hostname.toLowerCase()
  );
}

/**
 * Google reCAPTCHA v3: the token is sent to siteverify with the secret and the answer checked by
 * passesSiteverify. An unreachable or slow provider fails the check (the reader sees
 * RECAPTCHA_FAILED and may try again), never passes it.
 */
export function recaptchaVerifier({
  secret,
  verifyUrl,
  minScore,
  hostname,
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
        const answer = (await response.json()) as SiteverifyAnswer | null;
        return (
          answer !== null && typeof answer === 'object' && passesSiteverify(answer, { action, minScore, hostname })
        );
      } catch {
        return false;
      }
    },
  };
}

/** The verifier a deployment runs with (see RECAPTCHA_SECRET in config.ts); the site is PUBLIC_URL's host. */
export function captchaVerifierFor(config: {
  deployed: boolean;
  PUBLIC_URL: string;
  RECAPTCHA_SECRET?: string | undefined;
  RECAPTCHA_VERIFY_URL: string;
  RECAPTCHA_MIN_SCORE: number;
}): CaptchaVerifier {
  if (config.RECAPTCHA_SECRET)
    return recaptchaVerifier({
      secret: config.RECAPTCHA_SECRET,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
      minScore: config.RECAPTCHA_MIN_SCORE,
      hostname: new URL(config.PUBLIC_URL).hostname,
    });
  return config.deployed ? refusingCaptchaVerifier() : localCaptchaVerifier();
}
