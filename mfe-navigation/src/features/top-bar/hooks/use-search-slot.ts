import type { Slots, Telemetry } from '@inkpot/shared-contracts';
import { useEffect, useRef } from 'react';

/**
 * A ref for the element the host fills with the search remote. A host that fails to fill it is
 * reported, and the top bar stays up without a search box.
 */
export function useSearchSlot(slots: Slots, telemetry: Telemetry) {
  const slotRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slotRef.current;
    if (!element) return;
    try {
      const handle = slots.fill('search', element);
      return () => handle.unmount();
    } catch (error) {
      telemetry.reportError(error, { slot: 'search' });
    }
  }, [slots, telemetry]);
  return slotRef;
}
