import type { ShellConfig } from '@inkpot/shared-contracts';

/** Runs the bot check for an action and resolves its token, or null when it failed. */
export type RunCaptcha = (action: string) => Promise<string | null>;

/**
 * The token the API's development verifier accepts (platform-api/src/auth/captcha.ts,
 * DEV_CAPTCHA_TOKEN). Outside production the check passes with it, as the issue allows.
 */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'inkpot-dev-captcha-pass';

/**
 * The captcha of the page: the development one outside production. Production has no provider
 * site key in the shell config yet, so there the check fails (the reader sees RECAPTCHA_FAILED
 * and its 'Need help?' link) and the gap is reported, rather than sending a token that cannot pass.
 */
export function createCaptcha(config: ShellConfig, reportError: (error: unknown) => void): RunCaptcha {
  if (config.environment !== 'production') return async () => DEVELOPMENT_CAPTCHA_TOKEN;
  return async (action) => {
    reportError(new Error(`No reCAPTCHA provider is configured for the "${action}" check.`));
    return null;
  };
}
