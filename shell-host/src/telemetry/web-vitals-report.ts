import type {
  CLSMetricWithAttribution,
  FCPMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import { isPerformanceEventType, type PerformanceEventType } from '@inkpot/shared-contracts/performance-events';

/** Where the page sends its performance report (the API's performance intake, through the edge). */
export const PERFORMANCE_REPORT_PATH = '/_/clientele/reports/performance/';
/** Names the page's client in the report. */
export const PERFORMANCE_CLIENT_NAME = 'inkpot-shell';

export type VitalMetric =
  | LCPMetricWithAttribution
  | INPMetricWithAttribution
  | CLSMetricWithAttribution
  | FCPMetricWithAttribution
  | TTFBMetricWithAttribution;

/** The Core Web Vitals the page measures, as performance event types. */
export type VitalEventType = 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb';

/** A page event other than the vitals: `ready` once, a preload's start and success. */
export interface PageEvent {
  type: PerformanceEventType;
  data: Record<string, string | number | boolean>;
}

/** Resources are counted when they started within this long of the navigation. */
export const RESOURCE_WINDOW_MS = 2500;

export interface TimingEvent {
  type: 'nav' | 'resource';
  data: Record<string, number | string>;
}

/**
 * The page's navigation timing (milliseconds from the navigation's start) and the resources it
 * fetched within the resource window: how many, and their bytes on the wire.
 */
export function timingEvents(
  navigation: PerformanceNavigationTiming | undefined,
  resources: readonly PerformanceResourceTiming[],
): TimingEvent[] {
  const events: TimingEvent[] = [];
  if (navigation)
    events.push({
      type: 'nav',
      data: {
        navigationType: navigation.type,
        responseStart: Math.round(navigation.responseStart),
        domInteractive: Math.round(navigation.domInteractive),
        domContentLoaded: Math.round(navigation.domContentLoadedEventEnd),
        load: Math.round(navigation.loadEventEnd),
        transferBytes: navigation.transferSize,
      },
    });
  const early = resources.filter((resource) => resource.startTime <= RESOURCE_WINDOW_MS);
  events.push({
    type: 'resource',
    data: {
      windowMs: RESOURCE_WINDOW_MS,
      count: early.length,
      transferBytes: early.reduce((sum, resource) => sum + resource.transferSize, 0),
      scriptBytes: early
        .filter((resource) => resource.initiatorType === 'script')
        .reduce((sum, resource) => sum + resource.transferSize, 0),
    },
  });
  return events;
}

export interface PerformanceEvent {
  type: VitalEventType;
  data: {
    value: number;
    rating: string;
    navigationType: string;
    /** The slot and its `remote@version` that drew the element, or ran the script, where known. */
    slot?: string;
    release?: string;
    /** A CSS selector of the element, or the script's URL. */
    target?: string;
    /** The measure's parts, in milliseconds (LCP's and INP's sub-parts). */
    parts?: Record<string, number>;
  };
}

/** Whose an element is: the remote slot around it (`data-slot`, `data-release`), if any. */
export interface SlotOwner {
  slot: string;
  release: string;
}

export function slotOwnerOf(node: Node | null | undefined): SlotOwner | null {
  const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
  const slot = element?.closest<HTMLElement>('[data-slot][data-release]');
  return slot?.dataset.slot && slot.dataset.release ? { slot: slot.dataset.slot, release: slot.dataset.release } : null;
}

export interface VitalAttributionContext {
  /** The release (`remote@version`, `host@version`) a script URL belongs to. */
  releaseOfUrl: (url: string) => string;
}

const rounded = (parts: Record<string, number>) =>
  Object.fromEntries(Object.entries(parts).map(([name, value]) => [name, Math.round(value)]));

/**
 * One metric as a performance event: its value (CLS unitless, the others in milliseconds), rating,
 * and whose it was: the slot of the LCP element, of the interaction's target (or the release of its
 * longest script), of the largest shift's node.
 */
export function vitalEvent(metric: VitalMetric, { releaseOfUrl }: VitalAttributionContext): PerformanceEvent {
  const base = {
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    navigationType: metric.navigationType,
  };
  const owned = (owner: SlotOwner | null) => (owner ? { slot: owner.slot, release: owner.release } : {});
  switch (metric.name) {
    case 'LCP': {
      const { attribution } = metric;
      return {
        type: 'lcp',
        data: {
          ...base,
          ...owned(slotOwnerOf(attribution.lcpEntry?.element)),
          ...(attribution.target && { target: attribution.target }),
          parts: rounded({
            timeToFirstByte: attribution.timeToFirstByte,
            resourceLoadDelay: attribution.resourceLoadDelay,
            resourceLoadDuration: attribution.resourceLoadDuration,
            elementRenderDelay: attribution.elementRenderDelay,
          }),
        },
      };
    }
    case 'INP': {
      const { attribution } = metric;
      const target = attribution.processedEventEntries.find((entry) => entry.target)?.target ?? null;
      const script = attribution.longestScript?.entry.sourceURL;
      const owner = slotOwnerOf(target) ?? (script ? { slot: '', release: releaseOfUrl(script) } : null);
      return {
        type: 'inp',
        data: {
          ...base,
          ...(owner && { ...(owner.slot ? { slot: owner.slot } : {}), release: owner.release }),
          ...(attribution.interactionTarget && { target: attribution.interactionTarget }),
          parts: rounded({
            inputDelay: attribution.inputDelay,
            processingDuration: attribution.processingDuration,
            presentationDelay: attribution.presentationDelay,
          }),
        },
      };
    }
    case 'CLS': {
      const { attribution } = metric;
      return {
        type: 'cls',
        data: {
          ...base,
          ...owned(slotOwnerOf(attribution.largestShiftSource?.node)),
          ...(attribution.largestShiftTarget && { target: attribution.largestShiftTarget }),
        },
      };
    }
    case 'FCP':
      return { type: 'fcp', data: base };
    case 'TTFB':
      return { type: 'ttfb', data: base };
  }
}

export interface PerformanceReport {
  client: { name: string; version: string };
  /** The page's signed token (the edge's `pageToken`): the API trusts the report only with it. */
  page?: string;
  events: (PerformanceEvent | TimingEvent | PageEvent)[];
}

/**
 * Collects one page view's metrics, each its latest value, and sends them once, in one report with
 * the navigation and resource events and the page's other events (`ready`, preloads), when the page
 * is first hidden (when LCP, CLS and INP are final); metrics reported after that are not sent.
 * Page events that come after it go in a report of their own the next time the page is hidden.
 */
export function createVitalsCollector(
  send: (report: PerformanceReport) => void,
  {
    client,
    page,
    context,
    timings = () => [],
    logger = console,
  }: {
    client: PerformanceReport['client'];
    page?: string;
    context: VitalAttributionContext;
    /** The navigation and resource events, read when the report goes. */
    timings?: () => TimingEvent[];
    logger?: Pick<Console, 'warn'>;
  },
) {
  const latest = new Map<VitalEventType, PerformanceEvent>();
  let pending: PageEvent[] = [];
  let sent = false;
  const report = (events: PerformanceReport['events']) => send({ client, ...(page ? { page } : {}), events });
  return {
    record(metric: VitalMetric) {
      if (sent) return;
      const event = vitalEvent(metric, context);
      latest.set(event.type, event);
    },
    /** Another of the page's events, sent with the next report. */
    add(type: string, data: PageEvent['data']) {
      if (!isPerformanceEventType(type)) {
        logger.warn(`[inkpot] Unsupported performance event type "${type}": not sent.`);
        return;
      }
      pending.push({ type, data });
    },
    /** The page is hidden: the report goes, once; later page events go in one of their own. */
    flush() {
      const events = pending;
      if (sent) {
        if (events.length === 0) return;
        pending = [];
        report(events);
        return;
      }
      if (latest.size === 0 && events.length === 0) return;
      sent = true;
      pending = [];
      report([...latest.values(), ...events, ...timings()]);
    },
  };
}

export type VitalsCollector = ReturnType<typeof createVitalsCollector>;
