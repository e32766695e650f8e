import { describe, expect, it, jest } from '@jest/globals';
import { monitorSession } from './session-monitoring.ts';
import { trackingPolicy } from './tracking-policy.ts';

const telemetry = () => ({ track: jest.fn(), reportError: jest.fn() });

describe('session monitoring', () => {
  it('reports a monitored page once, then each click on a link or button with its slot', () => {
    document.body.innerHTML =
      '<div data-slot="top-bar"><a href="/new-story"><span>Write</span></a></div><button aria-label="Close">×</button><p>text</p>';
    const events = telemetry();
    const policy = trackingPolicy({ viewerIsBot: false, flags: { enable_track_user_interactions: true } });
    const stop = monitorSession(document, events, policy);
    document.querySelector('span')?.click();
    document.querySelector('button')?.click();
    document.querySelector('p')?.click();
    expect(events.track.mock.calls).toEqual([
      ['session.monitored', { sampleRate: 1, replayRate: 0 }],
      ['interaction.click', { element: 'a', label: 'Write', slot: 'top-bar' }],
      ['interaction.click', { element: 'button', label: 'Close', slot: 'page' }],
    ]);
    stop();
    document.querySelector('span')?.click();
    expect(events.track).toHaveBeenCalledTimes(3);
  });

  it('reports nothing from a page the draw left out', () => {
    document.body.innerHTML = '<a href="/">Home</a>';
    const events = telemetry();
    monitorSession(
      document,
      events,
      trackingPolicy({ viewerIsBot: false, flags: {} }, () => 0.5),
    );
    document.querySelector('a')?.click();
    expect(events.track).not.toHaveBeenCalled();
  });
});
