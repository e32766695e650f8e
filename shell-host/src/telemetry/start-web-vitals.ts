import { GRAPHQL_HEADERS } from '@inkpot/shared-contracts';
import type { ReleaseAttribution } from './attribution.ts';
import {
  createVitalsCollector,
  PERFORMANCE_CLIENT_NAME,
  PERFORMANCE_REPORT_PATH,
  timingEvents,
  type PerformanceReport,
  type VitalsCollector,
} from './web-vitals-report.ts';

/**
 * Sends a report so that it outlives the page (keepalive), to the intake on the page's own origin,
 * naming the client in a header as well (`lite/<version>`, as GraphQL requests do).
 */
const sendReport = (report: PerformanceReport) =>
  void fetch(PERFORMANCE_REPORT_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [GRAPHQL_HEADERS.frontendApp]: `lite/${report.client.version}` },
    body: JSON.stringify(report),
  }).catch(() => undefined);

/**
 * Measures the page view's Core Web Vitals (LCP, INP, CLS, FCP, TTFB, with attribution) with
 * `web-vitals`, loaded apart from the page's first scripts (its observers read buffered entries),
 * and reports them once, when the page is first hidden, with the page's other performance events
 * (`add`: ready, preloads). Returns the collector at once; the library comes later.
 */
export function startWebVitals({
  appVersion,
  pageToken,
  attribution,
}: {
  appVersion: string;
  pageToken?: string | undefined;
  attribution: ReleaseAttribution;
}): VitalsCollector {
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
  void import(/* webpackChunkName: "web-vitals" */ 'web-vitals/attribution').then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on((metric) => collector.record(metric));
      // After web-vitals' own listeners (registered above), which report LCP, CLS and INP on hiding.
      addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') collector.flush();
      });
      addEventListener('pagehide', () => collector.flush());
    },
    (error: unknown) => console.warn('[inkpot] Web vitals could not be measured:', error),
  );
  return collector;
}
