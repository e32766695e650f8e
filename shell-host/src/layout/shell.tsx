import type { ShellConfig, ShellLocation } from '@inkpot/shared-contracts';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import type { ShellServices } from '../app/shell-services.ts';
import { SignInFallback, StaticFooter, ToastFallback } from '../fallbacks/remote-fallbacks.tsx';
import { StaticTopBar } from '../fallbacks/static-top-bar.tsx';
import { RemoteSlot } from '../remote-loading/remote-slot.tsx';
import { PageContent } from './page-content.tsx';

/** The current location from the bus's replaying location topic, re-rendering on change. */
function useLocation(location$: Observable<ShellLocation>): ShellLocation {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = location$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [location$],
  );
  const snapshot = useCallback(() => {
    let current: ShellLocation | undefined;
    location$.subscribe((location) => (current = location)).unsubscribe();
    if (!current) throw new Error('The shell has no location: navigation publishes one at start-up.');
    return current;
  }, [location$]);
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * The page: named slots filled by remote parcels around the host's own page content. Slots are
 * mounted once and survive client-side navigation.
 */
export function Shell({ services, config }: { services: ShellServices; config: ShellConfig }) {
  const { productName, hosts } = config;
  const location = useLocation(services.navigation.location$);
  const { loader, mountProps } = services;
  // The host's own fallbacks publish and listen as 'shell'; one handle for the page's life.
  const shellBus = useMemo(() => services.bus.forSender('shell'), [services]);
  const isHome = location.routeName === 'home';
  return (
    <div className="ink-shell">
      <RemoteSlot slot="banner-area" remote="membership" parcel="banner-stack" loader={loader} props={mountProps} />
      <RemoteSlot
        slot="top-bar"
        className="ink-shell__top-bar"
        remote="navigation"
        parcel="top-bar"
        loader={loader}
        props={mountProps}
        fallback={<StaticTopBar productName={productName} isHome={isHome} />}
      />
      <div className="ink-shell__body">
        {/* The signed-in sidebar parcel arrives with the account surfaces; the slot is reserved. */}
        <aside className="ink-shell__sidebar" data-slot="sidebar" aria-label="Sidebar" hidden />
        <main className="ink-shell__main" id="main">
          <PageContent location={location} productName={productName} />
        </main>
      </div>
      <RemoteSlot
        slot="footer"
        remote="navigation"
        parcel="footer"
        loader={loader}
        props={mountProps}
        fallback={<StaticFooter hosts={hosts} />}
      />
      <RemoteSlot
        slot="modal-root"
        remote="auth"
        parcel="sign-in-modal"
        loader={loader}
        props={mountProps}
        fallback={<SignInFallback bus={shellBus} />}
      />
      <RemoteSlot
        slot="toast-root"
        remote="notifications"
        parcel="toast-stack"
        loader={loader}
        props={mountProps}
        fallback={<ToastFallback bus={shellBus} />}
      />
    </div>
  );
}
