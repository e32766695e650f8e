import type { EventBus, ViewerState } from '@inkpot/shared-contracts';
import { take } from 'rxjs';

/**
 * The viewer state with the signed-in viewer's image set to `imageId`; null when there is nothing
 * to change: a visitor or another viewer by now (the session changed while the save ran), or the
 * same image already.
 */
export function viewerWithImage(state: ViewerState, viewerId: string, imageId: string | null): ViewerState | null {
  if (state.status !== 'signed-in' || state.viewer.id !== viewerId || state.viewer.imageId === imageId) return null;
  return { ...state, viewer: { ...state.viewer, imageId } };
}

/**
 * Tells the page the viewer's image changed (Settings' photo saved or removed): the host owns the
 * viewer state on the bus, and every part that draws the viewer (the navigation remote's top bar,
 * the host's own layout) renders from it, so the new image shows without a reload and no remote
 * asks the API for it.
 */
export function publishViewerImage(bus: EventBus, viewerId: string, imageId: string | null): void {
  // A state topic replays its last value at once on subscription.
  let current: ViewerState | undefined;
  bus
    .state('viewer')
    .pipe(take(1))
    .subscribe((state) => (current = state));
  const next = current && viewerWithImage(current, viewerId, imageId);
  if (next) bus.setState('viewer', next);
}
