import type { ShellConfig } from '@inkpot/shared-contracts';

/** Runs the bot check for an action and resolves its token, or null when it failed. */
export type RunCaptcha = (action: string) => Promise<string | null>;

/**
 * The token the API's development verifier accepts (platform-api/src/auth/captcha.ts,
 * DEV_CAPTCHA_TOKEN), and only in development, as the issue allows.
 */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'inkpot-dev-captcha-pass';

/** reCAPTCHA v3's script, with the site key it renders for. */
export const recaptchaScriptUrl = (siteKey: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Loads the reCAPTCHA script once per page (the CSP allows it only when a site key is configured). */
function loadRecaptcha(siteKey: string): () => Promise<Grecaptcha> {
  let loading: Promise<Grecaptcha> | null = null;
  return () => {
    loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = recaptchaScriptUrl(siteKey);
      script.async = true;
      script.onload = () => {
        const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else reject(new Error('The reCAPTCHA script loaded without grecaptcha.'));
      };
      script.onerror = () => {
        script.remove();
        reject(new Error('The reCAPTCHA script could not be loaded.'));
      };
      document.head.append(script);
    }).catch((error: unknown) => {
      loading = null; // the next sign-up tries again
      throw error;
    });
    return loading;
  };
}

/**
 * The captcha of the page (sign-up runs it): Google reCAPTCHA v3 with the deployment's site key
 * (shell config `captcha`); without one, the development token in development, and a failed check
 * anywhere else (the reader sees RECAPTCHA_FAILED and its 'Need help?' link, the gap is reported)
 * rather than a token the API refuses there.
 */
export function createCaptcha(config: ShellConfig, reportError: (error: unknown) => void): RunCaptcha {
  const captcha = config.captcha;
  if (captcha) {
    const recaptcha = loadRecaptcha(captcha.siteKey);
    return async (action) => {
      try {
        return await (await recaptcha()).execute(captcha.siteKey, { action });
      } catch (error) {
        reportError(error);
        return null;
      }
    };
  }
  if (config.environment === 'development' || config.environment === 'test')
    return async () => DEVELOPMENT_CAPTCHA_TOKEN;
  return async (action) => {
    reportError(new Error(`No reCAPTCHA site key is configured for the "${action}" check.`));
    return null;
  };
}
