import type { Telemetry } from '@inkpot/shared-contracts';
import type { TrackingPolicy } from './tracking-policy.ts';

/** The longest label an interaction event carries. */
const MAX_LABEL = 60;

/**
 * A monitored session's page reports it once (`session.monitored`, with its sample and replay
 * rates) and then each click on a link or button (`interaction.click`: the slot it is in, what it
 * is and its name). An unmonitored page reports nothing. Returns the way to stop.
 */
export function monitorSession(doc: Document, telemetry: Telemetry, policy: TrackingPolicy): () => void {
  if (!policy.monitored) return () => {};
  telemetry.track('session.monitored', { sampleRate: policy.sampleRate, replayRate: policy.replayRate });
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('a, button, [role="button"]') : null;
    if (!target) return;
    const label = (target.getAttribute('aria-label') ?? target.textContent ?? '').replace(/\s+/g, ' ').trim();
    telemetry.track('interaction.click', {
      element: target.tagName.toLowerCase(),
      label: label.slice(0, MAX_LABEL),
      slot: target.closest('[data-slot]')?.getAttribute('data-slot') ?? 'page',
    });
  };
  doc.addEventListener('click', onClick, { capture: true });
  return () => doc.removeEventListener('click', onClick, { capture: true });
}
