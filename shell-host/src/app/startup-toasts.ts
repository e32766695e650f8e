import type { BusEventMap, EventBus } from '@inkpot/shared-contracts';
import type { LoadWhen } from '../remote-loading/remote-slot.tsx';
import { wantedOn } from '../remote-loading/wanted-on.ts';

type Toast = BusEventMap['toast/show'];

/**
 * The toast slot's start: when its parcel is wanted, and the toasts raised before it settled.
 *
 * The toast stack shows nothing until a toast comes, so its code loads when one does (or one is
 * already waiting), or at `whenSettled`, once the page is usable (a member's condition toasts),
 * not before (`toastsWanted`, the slot's `loadWhen`).
 *
 * Toasts raised before the slot has settled (by the host, or by a remote that mounted first, such
 * as the sign-in confirmation) wait for it, the bus does not replay events, and are published again
 * once it has (`onToastsReady`, the slot's `onSettled`). A `toast/clear` meanwhile drops them, as
 * the stack would have.
 */
export function startupToasts(
  bus: EventBus,
  { initial = [], whenSettled }: { initial?: Toast[]; whenSettled: (callback: () => void) => () => void },
) {
  const shellBus = bus.forSender('shell');
  const pending = [...initial];
  const early = [
    bus.on('toast/show').subscribe((toast) => pending.push(toast)),
    bus.on('toast/clear').subscribe(() => pending.splice(0)),
  ];
  let ready = false;
  const onToastsReady = () => {
    if (ready) return;
    ready = true;
    early.forEach((subscription) => subscription.unsubscribe());
    setTimeout(() => pending.splice(0).forEach((toast) => shellBus.publish('toast/show', toast)));
  };
  const whenToast = wantedOn(bus, ['toast/show'], whenSettled);
  const toastsWanted: LoadWhen = (load) => {
    if (pending.length === 0) return whenToast(load);
    load();
    return () => undefined;
  };
  return { onToastsReady, toastsWanted };
}
