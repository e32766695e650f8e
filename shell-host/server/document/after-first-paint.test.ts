import { runDocumentScript } from '../../src/testing/document-script.ts';
import { AFTER_FIRST_PAINT_ELEMENT_ID, afterFirstPaintHtml } from '../remotes/remote-preloads.ts';

// The document's script (src/index.html) that starts the preloads the edge kept for after the
// first paint (afterFirstPaintHtml), run as the document runs it on what the edge writes.
const runScript = () => runDocumentScript(AFTER_FIRST_PAINT_ELEMENT_ID);

const TOP_BAR = 'http://localhost:3001/top_bar.js';
const SHARED = 'http://localhost:3001/753.js';
const kept = afterFirstPaintHtml(
  [
    { href: SHARED, as: 'script' },
    { href: TOP_BAR, as: 'script' },
  ],
  'n0nce',
  'http://localhost:3000',
);
const keptLinks = () =>
  [...(document.querySelector('template')?.content.querySelectorAll('link') ?? [])].map((element) =>
    element.getAttribute('href'),
  );
const headPreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((element) => element.getAttribute('href'));

/** A stand-in for the browser's paint timing: the test reports the paints. */
class FakePaintObserver {
  static instances: FakePaintObserver[] = [];
  static supportedEntryTypes: readonly string[] = ['paint', 'largest-contentful-paint'];
  observed: unknown[] = [];
  disconnected = false;
  private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void;
  constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    this.callback = callback;
    FakePaintObserver.instances.push(this);
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  }
}

describe("the document's preloads after the first paint", () => {
  const original = window.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    FakePaintObserver.instances = [];
    FakePaintObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true });
    document.head.replaceChildren();
    document.body.innerHTML = `<div id="root"><main>Night trains</main></div>${kept}`;
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'PerformanceObserver', { value: original, configurable: true });
    jest.restoreAllMocks();
  });

  it('moves the kept links into the head when the first contentful paint is reported, and not before', () => {
    runScript();
    const [observer] = FakePaintObserver.instances;
    expect(observer?.observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(headPreloads()).toEqual([]);

    observer?.report('first-paint');
    expect(headPreloads()).toEqual([]);
    expect(observer?.disconnected).toBe(false);

    observer?.report('first-paint', 'first-contentful-paint');
    expect(observer?.disconnected).toBe(true);
    expect(headPreloads()).toEqual([SHARED]);
    expect(document.head.querySelector('link')?.getAttribute('nonce')).toBe('n0nce');
    jest.runAllTimers();
    expect(headPreloads()).toEqual([SHARED, TOP_BAR]);
    expect(keptLinks()).toEqual([]);
  });

  it('moves one link per task, so that no task starts them all', () => {
    runScript();
    FakePaintObserver.instances[0]?.report('first-contentful-paint');
    expect(headPreloads()).toEqual([SHARED]);
    jest.advanceTimersToNextTimer();
    expect(headPreloads()).toEqual([SHARED, TOP_BAR]);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersToNextTimer();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('leaves out a file the federation runtime already asked for', () => {
    const script = document.createElement('script');
    script.src = TOP_BAR;
    document.body.append(script);
    runScript();
    FakePaintObserver.instances[0]?.report('first-contentful-paint');
    jest.runAllTimers();
    expect(headPreloads()).toEqual([SHARED]);
    expect(keptLinks()).toEqual([]);
  });

  it('leaves out a file the federation runtime asks for while the others move', () => {
    runScript();
    FakePaintObserver.instances[0]?.report('first-contentful-paint');
    expect(headPreloads()).toEqual([SHARED]);
    const script = document.createElement('script');
    script.src = TOP_BAR;
    document.body.append(script);
    jest.runAllTimers();
    expect(headPreloads()).toEqual([SHARED]);
  });

  it('without paint timing, starts them after the first frame', () => {
    FakePaintObserver.supportedEntryTypes = ['resource'];
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    runScript();
    expect(FakePaintObserver.instances).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(headPreloads()).toEqual([]);
    frames[0]?.(0);
    expect(headPreloads()).toEqual([]);
    jest.runAllTimers();
    expect(headPreloads()).toEqual([SHARED, TOP_BAR]);
  });

  it('does nothing on a page without kept preloads (a page the browser renders, the monolith)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runScript();
    expect(FakePaintObserver.instances).toEqual([]);
    expect(headPreloads()).toEqual([]);
  });
});
