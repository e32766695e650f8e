import { useHydrated, useObservableValue, type MountProps, type ShellLocation } from '@inkpot/shared-contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { REACTIVATE_HASH } from '../model/reactivation.ts';

// Its own chunk: the modal's code loads only when it opens.
const ReactivationModal = lazy(() => import('./reactivation-modal.tsx'));

export const REACTIVATED_MESSAGE = 'Your membership has been reactivated.';

/**
 * Opens the reactivation modal from #reactivateMembership, from the bus event
 * `membership/reactivate-open` (account menu, settings page) and from the reactivate banner.
 * Nothing shows before the page is hydrated (the parcel has mounted).
 */
export function ReactivationController({ bus, navigation, apollo }: Pick<MountProps, 'bus' | 'navigation' | 'apollo'>) {
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  useEffect(() => {
    const subscription = bus.on('membership/reactivate-open').subscribe(() => setRequested(true));
    return () => subscription.unsubscribe();
  }, [bus]);

  const fromHash = location?.hash === REACTIVATE_HASH;
  const close = useCallback(() => {
    setRequested(false);
    if (location && location.hash === REACTIVATE_HASH) {
      navigation.navigate(`${location.pathname}${location.search}`, { replace: true });
    }
  }, [location, navigation]);
  const reactivated = useCallback(() => {
    close();
    bus.publish('toast/show', { message: REACTIVATED_MESSAGE, style: 'success' });
  }, [bus, close]);

  const visible = hydrated && (requested || fromHash);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ReactivationModal apollo={apollo} visible={visible} onClose={close} onReactivated={reactivated} />
    </Suspense>
  );
}
