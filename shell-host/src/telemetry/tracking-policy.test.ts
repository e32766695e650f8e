import { describe, expect, it } from '@jest/globals';
import { DEFAULT_MONITORING_SAMPLE_RATE, trackingPolicy } from './tracking-policy.ts';

const reader = { viewerIsBot: false, flags: {} };

describe('the tracking policy', () => {
  it('tracks readers, but not bots or a reader with dont_track_user', () => {
    expect(trackingPolicy(reader).tracked).toBe(true);
    expect(trackingPolicy({ viewerIsBot: true, flags: {} }).tracked).toBe(false);
    expect(trackingPolicy({ viewerIsBot: false, flags: { dont_track_user: true } }).tracked).toBe(false);
  });

  it('lets an untracked page send only what says which release drew it', () => {
    const bot = trackingPolicy({ viewerIsBot: true, flags: {} });
    expect(['remote.loaded', 'remote.failed', 'remote.timing', 'remote.last-known-good'].map(bot.sends)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['client.navigate', 'homepage.viewed', 'upsell.viewed', 'nav.remoteMenu'].map(bot.sends)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(trackingPolicy(reader).sends('client.navigate')).toBe(true);
  });

  it('monitors 1 percent of sessions by default, every one with the tracking or replay flag', () => {
    expect(trackingPolicy(reader).sampleRate).toBe(DEFAULT_MONITORING_SAMPLE_RATE);
    expect(trackingPolicy(reader, () => 0.009).monitored).toBe(true);
    expect(trackingPolicy(reader, () => 0.01).monitored).toBe(false);
    const interactions = trackingPolicy(
      { viewerIsBot: false, flags: { enable_track_user_interactions: true } },
      () => 0.99,
    );
    expect([interactions.sampleRate, interactions.replayRate, interactions.monitored]).toEqual([1, 0, true]);
    const replay = trackingPolicy({ viewerIsBot: false, flags: { enable_session_replay_recording: true } });
    expect([replay.sampleRate, replay.replayRate]).toEqual([1, 1]);
  });

  it('never monitors what it does not track, whatever the flags', () => {
    const bot = trackingPolicy(
      { viewerIsBot: true, flags: { enable_track_user_interactions: true, enable_session_replay_recording: true } },
      () => 0,
    );
    expect([bot.sampleRate, bot.replayRate, bot.monitored]).toEqual([0, 0, false]);
  });
});
