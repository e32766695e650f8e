import {
  createVitalsCollector,
  slotOwnerOf,
  timingEvents,
  vitalEvent,
  type PerformanceReport,
  type VitalMetric,
} from './web-vitals-report.ts';

const context = { releaseOfUrl: (url: string) => (url.includes(':3004') ? 'search@2.0.0' : 'host@1.0.0') };

function page() {
  document.body.innerHTML = `
    <main><h1 id="title">Title</h1></main>
    <div data-slot="search" data-release="search@2.0.0"><form><input id="box" /></form></div>`;
  return {
    title: document.getElementById('title') as HTMLElement,
    box: document.getElementById('box') as HTMLElement,
  };
}

const metric = (name: string, value: number, attribution: Record<string, unknown> = {}) =>
  ({ name, value, rating: 'good', navigationType: 'navigate', attribution }) as unknown as VitalMetric;

describe('web vitals as performance events', () => {
  it('attributes LCP to the slot and remote@version that drew the element, and to none outside slots', () => {
    const { title, box } = page();
    const lcp = (element: Element) =>
      metric('LCP', 1834.6, {
        lcpEntry: { element },
        target: '#x',
        timeToFirstByte: 100.2,
        resourceLoadDelay: 0,
        resourceLoadDuration: 0,
        elementRenderDelay: 1734.4,
      });
    expect(vitalEvent(lcp(box), context)).toEqual({
      type: 'lcp',
      data: {
        value: 1835,
        rating: 'good',
        navigationType: 'navigate',
        slot: 'search',
        release: 'search@2.0.0',
        target: '#x',
        parts: { timeToFirstByte: 100, resourceLoadDelay: 0, resourceLoadDuration: 0, elementRenderDelay: 1734 },
      },
    });
    expect(vitalEvent(lcp(title), context).data).not.toHaveProperty('release');
  });

  it("attributes INP to its target's slot, else to the release of its longest script", () => {
    const { title, box } = page();
    const inp = (target: Element, script?: string) =>
      metric('INP', 240, {
        processedEventEntries: [{ target }],
        interactionTarget: 'input',
        inputDelay: 10,
        processingDuration: 200,
        presentationDelay: 30,
        ...(script && { longestScript: { entry: { sourceURL: script } } }),
      });
    expect(vitalEvent(inp(box), context).data).toMatchObject({ slot: 'search', release: 'search@2.0.0' });
    expect(vitalEvent(inp(title, 'http://localhost:3004/chunk.js'), context).data).toMatchObject({
      release: 'search@2.0.0',
    });
    expect(vitalEvent(inp(title, 'http://localhost:3004/chunk.js'), context).data).not.toHaveProperty('slot');
  });

  it('keeps CLS unitless and attributes it to the node of the largest shift', () => {
    const { box } = page();
    const cls = vitalEvent(metric('CLS', 0.123456, { largestShiftSource: { node: box } }), context);
    expect(cls).toMatchObject({ type: 'cls', data: { value: 0.1235, release: 'search@2.0.0' } });
    expect(vitalEvent(metric('TTFB', 80.4), context)).toEqual({
      type: 'ttfb',
      data: { value: 80, rating: 'good', navigationType: 'navigate' },
    });
  });

  it('finds the slot of a text node too', () => {
    const { box } = page();
    const text = document.createTextNode('x');
    box.parentElement?.append(text);
    expect(slotOwnerOf(text)).toEqual({ slot: 'search', release: 'search@2.0.0' });
    expect(slotOwnerOf(null)).toBeNull();
  });

  it('sends one report per page view, with each metric at its latest value and the page token', () => {
    page();
    const send = jest.fn();
    const collector = createVitalsCollector(send, {
      client: { name: 'inkpot-shell', version: '1.0.0' },
      page: 'token',
      context,
    });
    collector.flush();
    expect(send).not.toHaveBeenCalled();
    collector.record(metric('FCP', 900));
    collector.record(metric('CLS', 0.01, {}));
    collector.record(metric('CLS', 0.05, {}));
    collector.flush();
    collector.record(metric('TTFB', 50));
    collector.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toMatchObject({
      client: { name: 'inkpot-shell', version: '1.0.0' },
      page: 'token',
      events: [
        { type: 'fcp', data: { value: 900 } },
        { type: 'cls', data: { value: 0.05 } },
      ],
    });
  });

  it("sends the page's own events with the first report, later ones in a report of their own, and warns of unsupported types", () => {
    const send = jest.fn();
    const logger = { warn: jest.fn() };
    const collector = createVitalsCollector(send, {
      client: { name: 'inkpot-shell', version: '1.0.0' },
      page: 'token',
      context,
      logger,
    });
    collector.add('ready', { value: 420, pageType: 'homepage', loggedIn: false, member: false });
    collector.add('page_preload', { value: 900, pageType: 'post' });
    collector.add('page_preloaded', { value: 1 });
    expect(logger.warn).toHaveBeenCalledWith('[inkpot] Unsupported performance event type "page_preloaded": not sent.');
    collector.record(metric('LCP', 1500, {}));
    collector.flush();
    collector.add('page_preload_success', { value: 120, pageType: 'post' });
    collector.record(metric('INP', 80, { processedEventEntries: [] }));
    collector.flush();
    collector.flush();
    expect(send.mock.calls.map(([report]: [PerformanceReport]) => report.events.map((event) => event.type))).toEqual([
      ['lcp', 'ready', 'page_preload'],
      ['page_preload_success'],
    ]);
    expect(send.mock.calls[1][0]).toMatchObject({ client: { name: 'inkpot-shell' }, page: 'token' });
  });

  it('sends a report with only page events when no vital was measured', () => {
    const send = jest.fn();
    const collector = createVitalsCollector(send, { client: { name: 'inkpot-shell', version: '1' }, context });
    collector.add('ready', { value: 300, pageType: 'other', loggedIn: true, member: true });
    collector.flush();
    expect(send).toHaveBeenCalledWith({
      client: { name: 'inkpot-shell', version: '1' },
      events: [{ type: 'ready', data: { value: 300, pageType: 'other', loggedIn: true, member: true } }],
    });
  });

  it('adds navigation timing and the resources fetched within 2.5 s, their count and bytes', () => {
    const navigation = {
      type: 'navigate',
      responseStart: 80.4,
      domInteractive: 400.6,
      domContentLoadedEventEnd: 420,
      loadEventEnd: 900,
      transferSize: 12_000,
    } as PerformanceNavigationTiming;
    const resource = (startTime: number, transferSize: number, initiatorType = 'script') =>
      ({ startTime, transferSize, initiatorType }) as PerformanceResourceTiming;
    expect(timingEvents(navigation, [resource(100, 5000), resource(2400, 1000, 'img'), resource(2600, 9000)])).toEqual([
      {
        type: 'nav',
        data: {
          navigationType: 'navigate',
          responseStart: 80,
          domInteractive: 401,
          domContentLoaded: 420,
          load: 900,
          transferBytes: 12_000,
        },
      },
      { type: 'resource', data: { windowMs: 2500, count: 2, transferBytes: 6000, scriptBytes: 5000 } },
    ]);
  });
});
