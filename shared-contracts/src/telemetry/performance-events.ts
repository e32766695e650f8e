/**
 * The event types the performance intake takes: the product's (`ready`, the vitals, `nav`,
 * `page_preload`, `page_preload_success`) and the timing types (navigation timing, resource sizes,
 * TTFB). The host sends no other type and the API refuses any other.
 */
export const PERFORMANCE_EVENT_TYPES = [
  'ready',
  'fcp',
  'lcp',
  'fid',
  'inp',
  'cls',
  'nav',
  'page_preload',
  'page_preload_success',
  'ttfb',
  'timing',
  'resource',
] as const;
export type PerformanceEventType = (typeof PERFORMANCE_EVENT_TYPES)[number];

export const isPerformanceEventType = (type: string): type is PerformanceEventType =>
  (PERFORMANCE_EVENT_TYPES as readonly string[]).includes(type);
