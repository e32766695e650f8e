/**
 * Who the page tracks, and how closely. Bots are not tracked, and neither is a reader with the
 * `dont_track_user` flag: their pages send no analytics events and no web vitals. What keeps
 * releases healthy still goes (the `remote.*` events: which release drew the page and how it was
 * loaded, nothing of the reader), and so do error reports.
 *
 * Session monitoring (the clicks of a page, as `interaction.click` events) samples 1 percent of the
 * tracked pages, all of them when `enable_track_user_interactions` or
 * `enable_session_replay_recording` is on; the replay rate is 100 percent with the replay flag, else
 * 0 (no replay recorder runs here: the rate is reported with the monitored session, for the
 * tools that would read it).
 */
export const DEFAULT_MONITORING_SAMPLE_RATE = 0.01;

/** Events every page sends, tracked or not: they say which release drew it, and nothing of the reader. */
const RELEASE_HEALTH_EVENT = /^remote\./;

export interface TrackingFacts {
  viewerIsBot: boolean;
  flags: Readonly<Record<string, unknown>>;
}

export interface TrackingPolicy {
  /** Analytics and web vitals go out. */
  tracked: boolean;
  /** Whether an event of this name may be sent from this page. */
  sends(name: string): boolean;
  /** The share of tracked pages whose sessions are monitored, and of those, recorded. */
  sampleRate: number;
  replayRate: number;
  /** This page's draw: its clicks are reported. */
  monitored: boolean;
}

export function trackingPolicy(
  { viewerIsBot, flags }: TrackingFacts,
  random: () => number = Math.random,
): TrackingPolicy {
  const tracked = !viewerIsBot && !flags.dont_track_user;
  const replay = Boolean(flags.enable_session_replay_recording);
  const sampleRate = !tracked ? 0 : flags.enable_track_user_interactions || replay ? 1 : DEFAULT_MONITORING_SAMPLE_RATE;
  return {
    tracked,
    sends: (name) => tracked || RELEASE_HEALTH_EVENT.test(name),
    sampleRate,
    replayRate: tracked && replay ? 1 : 0,
    // A rate of 1 always draws; 0 never does.
    monitored: random() < sampleRate,
  };
}
