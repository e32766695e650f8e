import type { CaptchaVerifier } from './auth/captcha.ts';
import type { Mailer } from './auth/mailer.ts';
import type { RateLimits } from './auth/rate-limits.ts';

/** Replaceable collaborators: the clock, mail, captcha, rate limits (tests swap them). */
export interface ApiServices {
  now(): Date;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  rateLimits: RateLimits;
}
