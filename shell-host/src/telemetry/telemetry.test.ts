import {
  chunkBySize,
  createTelemetry,
  errorLocation,
  MAX_EVENT_AGE_MS,
  MAX_RETRY_DELAY_MS,
  MAX_SEND_BYTES,
  MAX_SEND_TRIES,
  TELEMETRY_STORAGE_KEY,
  type ClientEvent,
  type ErrorReport,
  type TelemetrySink,
} from './telemetry.ts';

type MockSink = TelemetrySink & { sendEvents: jest.Mock; sendErrors: jest.Mock };

const sink = (accept: boolean | (() => Promise<boolean>)): MockSink => {
  const answer = typeof accept === 'function' ? accept : () => Promise.resolve(accept);
  return { sendEvents: jest.fn(answer), sendErrors: jest.fn(answer) };
};
const quiet = () => ({ error: jest.fn(), warn: jest.fn() });
const sentNames = (target: MockSink) =>
  target.sendEvents.mock.calls.flatMap(([events]: [ClientEvent[]]) => events.map((event) => event.name));
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('telemetry queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends events 5 s after the first one, in one batch', async () => {
    const target = sink(true);
    const telemetry = createTelemetry(target, { logger: quiet() });
    telemetry.track('nav.avatarMenuOpened');
    telemetry.track('homepage.footer.aboutClicked', { from: 'footer' });
    await jest.advanceTimersByTimeAsync(4999);
    expect(target.sendEvents).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(target.sendEvents).toHaveBeenCalledTimes(1);
    expect(sentNames(target)).toEqual(['nav.avatarMenuOpened', 'homepage.footer.aboutClicked']);
    expect(telemetry.pending()).toBe(0);
  });

  it('sends only the events the page may send, and every error', async () => {
    const target = sink(true);
    const telemetry = createTelemetry(target, { logger: quiet(), sends: (name) => name.startsWith('remote.') });
    telemetry.track('client.navigate', { to: '/' });
    telemetry.track('remote.loaded', { remote: 'search' });
    telemetry.reportError(new Error('broken'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(sentNames(target)).toEqual(['remote.loaded']);
    expect(target.sendErrors).toHaveBeenCalledTimes(1);
  });

  it('reports where an error was thrown and the page it happened on, the caller naming more', async () => {
    const target = sink(true);
    let userId: string | null = null;
    const telemetry = createTelemetry(target, {
      logger: quiet(),
      errorContext: () => ({ client: 'inkpot-shell', build: '1.2.3', userId, location: 'https://inkpot.test/@rosa' }),
    });
    const error = new TypeError('x is not a function');
    error.stack = `TypeError: x is not a function\n    at render (https://inkpot.test/_/shell/main.1a.js:12:345)`;
    userId = 'u1';
    telemetry.reportError(error, { area: 'slot', location: 'https://inkpot.test/@rosa?tab=about' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(target.sendErrors.mock.calls[0][0][0]).toMatchObject({
      fileName: 'https://inkpot.test/_/shell/main.1a.js',
      lineNumber: 12,
      extra: {
        client: 'inkpot-shell',
        build: '1.2.3',
        userId: 'u1',
        area: 'slot',
        location: 'https://inkpot.test/@rosa?tab=about',
      },
    });
  });

  it.each([
    [
      'V8, in a function',
      'Error: a\n    at f (https://x.test/a.js:3:7)\n    at g (https://x.test/b.js:9:1)',
      'https://x.test/a.js',
      3,
    ],
    ['V8, at the top level', 'Error: a\n    at https://x.test/a.js:4:2', 'https://x.test/a.js', 4],
    ['Firefox', 'f@https://x.test/a.js:5:6\n@https://x.test/b.js:1:1', 'https://x.test/a.js', 5],
    [
      'a message that looks like a frame',
      'Error: at f (https://evil.test/z.js:1:1)\n    at https://x.test/a.js:7:1',
      'https://x.test/a.js',
      7,
    ],
    ['no frame with a line', 'Error: a\n    at async Promise.all (index 0)', null, null],
    [
      'a script address longer than the intake takes',
      `Error: a\n    at f (data:text/javascript,${'x'.repeat(3000)}:1:2)`,
      `data:text/javascript,${'x'.repeat(3000)}`.slice(0, 2000),
      1,
    ],
  ])('finds where an error was thrown in its stack: %s', (_case, stack, fileName, lineNumber) => {
    const firstLine = stack.split('\n')[0] ?? '';
    const message = firstLine.startsWith('Error: ') ? firstLine.slice('Error: '.length) : 'a';
    const error = new Error(message);
    error.stack = stack;
    expect(errorLocation(error)).toEqual({ fileName, lineNumber });
  });

  it('logs errors and caps them at 10 queued', async () => {
    const logger = quiet();
    const target = sink(true);
    const telemetry = createTelemetry(target, { logger });
    for (let i = 0; i < 12; i += 1) telemetry.reportError(new Error(`failure ${i}`), { remote: 'search' });
    expect(logger.error).toHaveBeenCalledTimes(12);
    expect(telemetry.pending()).toBe(10);
    await jest.advanceTimersByTimeAsync(5000);
    expect(target.sendErrors.mock.calls[0][0][0]).toMatchObject({
      name: 'Error',
      message: 'failure 0',
      extra: { remote: 'search' },
    });
  });

  it('sends a backlog over the keepalive limit in sends of at most 60 KiB, in order, each event once', async () => {
    const target = sink(true);
    const telemetry = createTelemetry(target, { logger: quiet() });
    const padding = 'x'.repeat(900);
    for (let i = 0; i < 300; i += 1) telemetry.track(`event.${i}`, { padding });
    await jest.advanceTimersByTimeAsync(5000);
    expect(target.sendEvents.mock.calls.length).toBeGreaterThan(4);
    for (const [events] of target.sendEvents.mock.calls as [ClientEvent[]][])
      expect(JSON.stringify({ variables: { events: JSON.stringify(events) } }).length).toBeLessThanOrEqual(
        MAX_SEND_BYTES,
      );
    expect(sentNames(target)).toEqual(Array.from({ length: 300 }, (_, i) => `event.${i}`));
    expect(telemetry.pending()).toBe(0);
  });

  it('retries a failed send with backoff and loses nothing, sending nothing twice', async () => {
    const answers = [false, false, true];
    const target = sink(() => Promise.resolve(answers.shift() ?? true));
    const telemetry = createTelemetry(target, { logger: quiet() });
    telemetry.track('search.predictiveOpened');
    await jest.advanceTimersByTimeAsync(5000); // first try fails
    expect(target.sendEvents).toHaveBeenCalledTimes(1);
    telemetry.track('search.predictiveQueried');
    await jest.advanceTimersByTimeAsync(9999);
    expect(target.sendEvents).toHaveBeenCalledTimes(1); // the retry waits 10 s, not 5
    await jest.advanceTimersByTimeAsync(1); // second try fails
    await jest.advanceTimersByTimeAsync(20_000); // third succeeds
    expect(target.sendEvents).toHaveBeenCalledTimes(3);
    expect(target.sendEvents.mock.calls[2][0].map((event: ClientEvent) => event.name)).toEqual([
      'search.predictiveOpened',
      'search.predictiveQueried',
    ]);
    expect(telemetry.pending()).toBe(0);
  });

  it('drops an item after 10 failed sends, with a warning, and keeps one queued later', async () => {
    const target = sink(false);
    const logger = quiet();
    const telemetry = createTelemetry(target, { logger });
    telemetry.track('search.predictiveOpened');
    await jest.advanceTimersByTimeAsync(5000); // first try
    for (let retry = 1; retry < MAX_SEND_TRIES - 1; retry += 1)
      await jest.advanceTimersByTimeAsync(Math.min(5000 * 2 ** retry, MAX_RETRY_DELAY_MS));
    expect(target.sendEvents).toHaveBeenCalledTimes(MAX_SEND_TRIES - 1);
    expect(telemetry.pending()).toBe(1);
    telemetry.track('search.predictiveQueried');
    await jest.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS); // the tenth try of the first, the first of the second
    expect(target.sendEvents).toHaveBeenCalledTimes(MAX_SEND_TRIES);
    expect(logger.warn).toHaveBeenCalledWith('[inkpot] Dropped 1 telemetry items after 10 failed sends.');
    expect(telemetry.pending()).toBe(1);
    await jest.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS);
    expect(target.sendEvents).toHaveBeenCalledTimes(MAX_SEND_TRIES + 1);
    expect(target.sendEvents.mock.calls.at(-1)?.[0].map((event: ClientEvent) => event.name)).toEqual([
      'search.predictiveQueried',
    ]);
  });

  it('never overlaps sends: a flush during a send waits for it instead of sending the same items', async () => {
    let release: (accepted: boolean) => void = () => undefined;
    const target = sink(() => new Promise<boolean>((resolve) => (release = resolve)));
    const telemetry = createTelemetry(target, { logger: quiet() });
    telemetry.track('a');
    const first = telemetry.flush();
    const second = telemetry.flush();
    release(true);
    await Promise.all([first, second]);
    expect(sentNames(target)).toEqual(['a']);
  });

  it("marks every event with its page's token, which an event kept for the next page keeps", async () => {
    const storage = memoryStorage();
    const first = createTelemetry(sink(true), { logger: quiet(), storage, pageToken: 'first-page' });
    // More than a keepalive send carries: the last ones wait for the next page.
    for (let i = 0; i < 40; i += 1) first.track('remote.failed', { padding: 'y'.repeat(2000) });
    first.pageHidden();
    const next = sink(true);
    const telemetry = createTelemetry(next, { logger: quiet(), storage, pageToken: 'next-page' });
    telemetry.track('remote.loaded', { remote: 'search' });
    await jest.advanceTimersByTimeAsync(5000);
    const sent = next.sendEvents.mock.calls.flatMap(([events]: [ClientEvent[]]) => events);
    expect(sent.at(0)).toMatchObject({ name: 'remote.failed', page: 'first-page' });
    expect(sent.at(-1)).toMatchObject({ name: 'remote.loaded', page: 'next-page' });
    const untokened = sink(true);
    createTelemetry(untokened, { logger: quiet() }).track('a');
    await jest.advanceTimersByTimeAsync(5000);
    expect(untokened.sendEvents.mock.calls[0][0][0]).not.toHaveProperty('page');
  });

  it("marks every error report with its page's token, which a report kept for the next page keeps", async () => {
    const storage = memoryStorage();
    const first = createTelemetry(sink(true), { logger: quiet(), storage, pageToken: 'first-page' });
    // More than a keepalive send carries (10 reports of about 16 KiB): the last ones wait for the next page.
    for (let i = 0; i < 10; i += 1)
      first.reportError(new TypeError(`${i} ${'x'.repeat(9000)}`), { release: 'search@2.0.0' });
    first.pageHidden();
    const next = sink(true);
    const telemetry = createTelemetry(next, { logger: quiet(), storage, pageToken: 'next-page' });
    telemetry.reportError(new Error('later'));
    await jest.advanceTimersByTimeAsync(5000);
    const sent = next.sendErrors.mock.calls.flatMap(([errors]: [ErrorReport[]]) => errors);
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.at(0)).toMatchObject({ name: 'TypeError', page: 'first-page', extra: { release: 'search@2.0.0' } });
    expect(sent.at(-1)).toMatchObject({ message: 'later', page: 'next-page' });
    const untokened = sink(true);
    createTelemetry(untokened, { logger: quiet() }).reportError(new Error('no page'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(untokened.sendErrors.mock.calls[0][0][0]).not.toHaveProperty('page');
  });

  it('sends what fits with keepalive when the page goes away and keeps the rest for the next page', async () => {
    const storage = memoryStorage();
    const first = sink(true);
    const telemetry = createTelemetry(first, { logger: quiet(), storage });
    const padding = 'y'.repeat(2000);
    for (let i = 0; i < 60; i += 1) telemetry.track(`event.${i}`, { padding });
    telemetry.pageHidden();
    expect(first.sendEvents).toHaveBeenCalledTimes(1);
    expect(first.sendEvents.mock.calls[0][1]).toEqual({ keepalive: true });
    const sentNow = sentNames(first);
    expect(sentNow.length).toBeGreaterThan(10);
    expect(sentNow.length).toBeLessThan(60);

    const next = sink(true);
    createTelemetry(next, { logger: quiet(), storage });
    expect(storage.items.has(TELEMETRY_STORAGE_KEY)).toBe(false);
    await jest.advanceTimersByTimeAsync(5000);
    expect([...sentNow, ...sentNames(next)]).toEqual(Array.from({ length: 60 }, (_, i) => `event.${i}`));
  });

  it('drops stored events older than 48 hours and ignores a broken stored backlog with a warning', async () => {
    const storage = memoryStorage();
    const now = 10 * MAX_EVENT_AGE_MS;
    const event = (name: string, age: number) => ({ name, data: {}, timestamp: now - age, service: 'lite' });
    storage.setItem(
      TELEMETRY_STORAGE_KEY,
      JSON.stringify({ events: [event('old', MAX_EVENT_AGE_MS + 1), event('recent', 1000)], errors: [] }),
    );
    const target = sink(true);
    createTelemetry(target, { logger: quiet(), storage, now: () => now });
    await jest.advanceTimersByTimeAsync(5000);
    expect(sentNames(target)).toEqual(['recent']);

    storage.setItem(TELEMETRY_STORAGE_KEY, '{"events": 3');
    const logger = quiet();
    const telemetry = createTelemetry(sink(true), { logger, storage });
    expect(telemetry.pending()).toBe(0);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('Ignored the stored telemetry backlog'));
    expect(storage.items.has(TELEMETRY_STORAGE_KEY)).toBe(false);
  });
});

describe('chunkBySize', () => {
  it('keeps order, fills each chunk up to the limit, and sets apart an item alone over it', () => {
    const { chunks, tooLarge } = chunkBySize([3, 4, 20, 2, 5, 1], (n) => n, 7);
    expect(chunks).toEqual([[3, 4], [2, 5], [1]]);
    expect(tooLarge).toEqual([20]);
  });
});
