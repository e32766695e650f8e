import { createTelemetry, type TelemetrySink } from './telemetry.ts';

describe('telemetry queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const sink = (accept: boolean): TelemetrySink & { sendEvents: jest.Mock; sendErrors: jest.Mock } => ({
    sendEvents: jest.fn(() => Promise.resolve(accept)),
    sendErrors: jest.fn(() => Promise.resolve(accept)),
  });

  it('sends events 5 s after the first one, in one batch', async () => {
    const target = sink(true);
    const telemetry = createTelemetry(target, { error: jest.fn() });
    telemetry.track('nav.avatarMenuOpened');
    telemetry.track('homepage.footer.aboutClicked', { from: 'footer' });
    await jest.advanceTimersByTimeAsync(4999);
    expect(target.sendEvents).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(target.sendEvents).toHaveBeenCalledTimes(1);
    expect(target.sendEvents.mock.calls[0][0].map((event: { name: string }) => event.name)).toEqual([
      'nav.avatarMenuOpened',
      'homepage.footer.aboutClicked',
    ]);
    expect(telemetry.pending()).toBe(0);
  });

  it('keeps events queued when sending fails', async () => {
    const telemetry = createTelemetry(sink(false), { error: jest.fn() });
    telemetry.track('search.predictiveOpened');
    await jest.advanceTimersByTimeAsync(5000);
    expect(telemetry.pending()).toBe(1);
  });

  it('logs errors and caps them at 10 queued', async () => {
    const logger = { error: jest.fn() };
    const target = sink(true);
    const telemetry = createTelemetry(target, logger);
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
});
