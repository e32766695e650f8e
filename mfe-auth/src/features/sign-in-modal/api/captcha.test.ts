import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import type { ShellConfig } from '@inkpot/shared-contracts';
import { createCaptcha, DEVELOPMENT_CAPTCHA_TOKEN, recaptchaScriptUrl } from './captcha.ts';

const baseConfig = createTestMountProps('auth').props.config;
const withConfig = (config: Partial<ShellConfig>): ShellConfig => ({ ...baseConfig, ...config });
const recaptchaScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith('https://www.google.com/recaptcha/'),
  );

afterEach(() => {
  for (const script of recaptchaScripts()) script.remove();
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

describe('the sign-up captcha', () => {
  it('runs reCAPTCHA v3 with the site key: one script, a token per action', async () => {
    const reportError = jest.fn();
    const run = createCaptcha(
      withConfig({ environment: 'production', captcha: { provider: 'recaptcha-v3', siteKey: 'site-key' } }),
      reportError,
    );
    const execute = jest.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
    const first = run('signup');
    const [script] = recaptchaScripts();
    expect(script?.src).toBe(recaptchaScriptUrl('site-key'));
    (window as { grecaptcha?: unknown }).grecaptcha = { ready: (callback: () => void) => callback(), execute };
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('token-for-signup');
    await expect(run('signup')).resolves.toBe('token-for-signup');
    expect(recaptchaScripts()).toHaveLength(1);
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'signup' });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('fails the check and reports when the script cannot load, and tries again next time', async () => {
    const reportError = jest.fn();
    const run = createCaptcha(
      withConfig({ environment: 'production', captcha: { provider: 'recaptcha-v3', siteKey: 'site-key' } }),
      reportError,
    );
    const first = run('signup');
    recaptchaScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).resolves.toBeNull();
    expect(reportError).toHaveBeenCalledWith(new Error('The reCAPTCHA script could not be loaded.'));
    expect(recaptchaScripts()).toHaveLength(0);
    void run('signup');
    expect(recaptchaScripts()).toHaveLength(1);
  });

  it('sends the development token in development only; elsewhere without a site key the check fails, reported', async () => {
    const reportError = jest.fn();
    await expect(createCaptcha(withConfig({ environment: 'development' }), reportError)('signup')).resolves.toBe(
      DEVELOPMENT_CAPTCHA_TOKEN,
    );
    for (const environment of ['staging', 'production'] as const) {
      await expect(createCaptcha(withConfig({ environment }), reportError)('signup')).resolves.toBeNull();
    }
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(recaptchaScripts()).toHaveLength(0);
  });
});
