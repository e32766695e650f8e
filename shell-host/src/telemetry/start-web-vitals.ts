import type { ReleaseAttribution } from './attribution.ts';
import {
  createVitalsCollector,
  PERFORMANCE_CLIENT_NAME,
  PERFORMANCE_REPORT_PATH,
  timingEvents,
  type PerformanceReport,
} from './web-vitals-report.ts';

/** Sends a report so that it outlives the page (keepalive), to the intake on the page's own origin. */
const sendReport = (report: PerformanceReport) =>
  void fetch(PERFORMANCE_REPORT_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);

/**
 * Measures the page view's Core Web Vitals (LCP, INP, CLS, FCP, TTFB, with attribution) with
 * `web-vitals`, loaded apart from the page's first scripts (its observers read buffered entries),
 * and reports them once, when the page is first hidden.
 */
export async function startWebVitals({
  appVersion,
  pageToken,
  attribution,
}: {
  appVersion: string;
  pageToken?: string | undefined;
  attribution: ReleaseAttribution;
}) {
  const collector = createVitalsCollector(sendReport, {
    client: { name: PERFORMANCE_CLIENT_NAME, version: appVersion },
    ...(pageToken ? { page: pageToken } : {}),
    context: { releaseOfUrl: (url) => attribution.ofUrl(url) },
    timings: () =>
      timingEvents(
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined,
        performance.getEntriesByType('resource') as PerformanceResourceTiming[],
      ),
  });
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import(
    /* webpackChunkName: "web-vitals" */ 'web-vitals/attribution'
  );
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on((metric) => collector.record(metric));
  // After web-vitals' own listeners (registered above), which report LCP, CLS and INP on hiding.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collector.flush();
  });
  addEventListener('pagehide', () => collector.flush());
}
