import { buildLink } from '@inkpot/shared-contracts';
import { isAndroid, openInAppGateExposure, openInAppHref } from './open-in-app.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const page = 'https://inkpot.test/@writer/a-story-1a2b3c4d5e6f?source=home';

describe('openInAppHref', () => {
  it('goes through the app-link route with the page as redirect', () => {
    const href = openInAppHref(page, { userAgent: IPHONE, flags: {}, buildLink });
    const url = new URL(href, 'https://inkpot.test');
    expect(url.pathname).toBe('/m/app');
    expect(url.searchParams.get('redirect')).toBe(page);
    expect(openInAppHref(page, { userAgent: ANDROID, flags: {}, buildLink })).toBe(href);
  });

  it('uses an Android intent for the page when disable_branch_openinapp_android is on', () => {
    const href = openInAppHref(page, {
      userAgent: ANDROID,
      flags: { disable_branch_openinapp_android: true },
      buildLink,
    });
    expect(href).toBe(
      `intent://inkpot.test/@writer/a-story-1a2b3c4d5e6f?source=home#Intent;scheme=https;S.browser_fallback_url=${encodeURIComponent('https://inkpot.test/download-app')};end`,
    );
  });

  it('keeps the app-link route elsewhere even with the flag', () => {
    const href = openInAppHref(page, {
      userAgent: IPHONE,
      flags: { disable_branch_openinapp_android: true },
      buildLink,
    });
    expect(href.startsWith('/m/app?')).toBe(true);
  });
});

describe('openInAppGateExposure', () => {
  it('names the gate on Android, and nothing elsewhere', () => {
    expect(openInAppGateExposure('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toEqual({
      gateId: 'disable_branch_openinapp_android',
    });
    expect(openInAppGateExposure('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBeNull();
  });
});

describe('isAndroid', () => {
  it('tells Android from other devices', () => {
    expect(isAndroid(ANDROID)).toBe(true);
    expect(isAndroid(IPHONE)).toBe(false);
  });
});
