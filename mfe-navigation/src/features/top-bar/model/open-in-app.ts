import type { FeatureFlags, ShellNavigation } from '@inkpot/shared-contracts';

/** The open-in-app link: this flag changes the link for Android. */
export const ANDROID_OPEN_IN_APP_FLAG = 'disable_branch_openinapp_android';

export const OPEN_IN_APP_EVENTS = { viewed: 'openInApp.viewed', clicked: 'openInApp.clicked' } as const;

export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

/**
 * The gate exposure an Android browser logs when the bar is drawn (LogGateExposure): the gate
 * decides its link there; anywhere else it decides nothing, so nothing is logged.
 */
export function openInAppGateExposure(userAgent: string): { gateId: string } | null {
  return isAndroid(userAgent) ? { gateId: ANDROID_OPEN_IN_APP_FLAG } : null;
}

/**
 * Where 'Open in app' leads for the page at `pageUrl` (absolute). By default the app-link route
 * `/m/app` with the page as redirect: the native app claims that link (the site's app
 * association files), and without the app the route offers the download. On Android with
 * `disable_branch_openinapp_android`, an Android intent for the page itself instead, which opens
 * the app that handles the page's address and falls back to the download page.
 */
export function openInAppHref(
  pageUrl: string,
  { userAgent, flags, buildLink }: { userAgent: string; flags: FeatureFlags; buildLink: ShellNavigation['buildLink'] },
): string {
  const page = new URL(pageUrl);
  if (isAndroid(userAgent) && flags[ANDROID_OPEN_IN_APP_FLAG] === true) {
    const fallback = new URL(buildLink('downloadApp'), page.origin).href;
    const scheme = page.protocol.replace(':', '');
    return `intent://${page.host}${page.pathname}${page.search}#Intent;scheme=${scheme};S.browser_fallback_url=${encodeURIComponent(fallback)};end`;
  }
  return buildLink('mobileApp', {}, { redirect: page.href });
}
