import { bannerHeightCss, isPlainClick, NoncedStyle, type ShellConfig } from '@inkpot/shared-contracts';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useMemo, type MouseEvent } from 'react';
import type { PreloadedState } from '../../page-contract/preloaded-state.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { ShellServices } from '../lib/services.ts';
import { SignInFallback, StaticFooter, StaticSidebar, ToastFallback } from '../fallbacks/remote-fallbacks.tsx';
import { StaticTopBar } from '../fallbacks/static-top-bar.tsx';
import { RemoteSlot } from '../remote-loading/remote-slot.tsx';
import { PreloadContext } from '../routing/link.tsx';
import { ShellContext, useShell, type ShellContextValue } from '../routing/page-props.ts';
import { createPagePreloader } from '../routing/preload-page.ts';
import { RouterView, useResolution } from '../routing/router-view.tsx';
import { useCurrent } from './use-current.ts';
import { RouteAnnouncer } from './route-announcer.tsx';
import { useExpectedBanner } from './use-expected-banner.ts';
import { LocalOverrideBanner } from '../local-override/local-override-banner.tsx';

/**
 * While the banner stack loads or waits for its facts, a box expected to hold a banner has the
 * banner's height (no layout shift); once the stack has decided, its banner sizes it.
 */
const BANNER_RESERVATION_CSS = bannerHeightCss(
  ".ink-shell__banner--expected[data-state='loading'],.ink-shell__banner--expected:has([data-banner-pending])",
);

/** The page's providers: shell context (services, viewer, routing mode, flags), Apollo, link preloading. */
export function ShellApp({ services, state }: { services: ShellServices; state: PreloadedState }) {
  const viewer = useCurrent(services.bus.state('viewer'), 'viewer', state.viewer);
  const location = useCurrent(services.bus.state('location'), 'location');
  const context = useMemo<ShellContextValue>(
    () => ({
      services,
      config: state.config,
      flags: state.flags,
      mode: state.routing.mode,
      documentStatus: state.routing.status,
      viewer,
      ...(state.banner && { bannerFacts: state.banner }),
    }),
    [services, state, viewer],
  );
  const preload = useMemo(() => createPagePreloader(context), [context]);
  // The tree has hydrated the edge's HTML (or rendered itself): the page is ready.
  useEffect(() => services.performance?.ready(), [services]);
  return (
    <ShellContext value={context}>
      <ApolloProvider client={services.apollo}>
        <PreloadContext value={preload}>
          <Shell />
          <LocalOverrideBanner override={state.localOverride} location={location} />
        </PreloadContext>
      </ApolloProvider>
    </ShellContext>
  );
}

const MAIN_ID = 'main';

/**
 * The skip link (WCAG 2.4.1), the page's first stop for the keyboard: past the banners, the top
 * bar and the sidebar, into the page. A plain link before the page is hydrated; then it moves the
 * focus without adding `#main` to the address (the host reads fragments: settings tabs, modals).
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main || !isPlainClick(event)) return;
  event.preventDefault();
  main.focus();
}

/**
 * The page: named slots filled by remote parcels around the host's own page content. Slots are
 * mounted once and survive client-side navigation; the layout only changes what is around the
 * page (the wordmark layout hides the top bar).
 */
export function Shell() {
  const { services, config, viewer, flags, bannerFacts } = useShell();
  const { productName, hosts } = config satisfies ShellConfig;
  const current = useCurrent(services.navigation.location$, 'location');
  // Browsers never send the fragment: until the page is hydrated the host renders the location as
  // the server saw it (a settings tab or #giftMembership takes over right after).
  const hydrated = useHydrated();
  const location = useMemo(() => (hydrated || !current.hash ? current : { ...current, hash: '' }), [hydrated, current]);
  const resolution = useResolution(location);
  const { loader, mountProps } = services;
  // The host's own fallbacks publish and listen as 'shell'; one handle for the page's life.
  const shellBus = useMemo(() => services.bus.forSender('shell'), [services]);
  const isHome = location.routeName === 'home';
  const layout = resolution.kind === 'page' || resolution.kind === 'loading' ? resolution.layout : 'basic';
  const expectedBanner = useExpectedBanner(viewer, location, flags, bannerFacts);
  return (
    <div className="ink-shell" data-layout={layout} data-banner-expected={expectedBanner ?? ''}>
      <NoncedStyle>{BANNER_RESERVATION_CSS}</NoncedStyle>
      <a className="ink-skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        Skip to content
      </a>
      {/* The banner this page will show is known before the first paint: its box is held until the
          banner stack has decided, so the page does not move when it appears. */}
      <RemoteSlot
        slot="banner-area"
        className={expectedBanner ? 'ink-shell__banner--expected' : undefined}
        remote="membership"
        parcel="banner-stack"
        loader={loader}
        props={mountProps}
      />
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
        {/* The navigation remote's sidebar, a signed-in reader's: a column on wide
            screens, an overlay on narrow ones. A visitor's page does not load it; it comes when
            the reader signs in. Its column is reserved while it loads, so the page does not move. */}
        {viewer.status === 'signed-in' && (
          <RemoteSlot
            slot="sidebar"
            className="ink-shell__sidebar"
            remote="navigation"
            parcel="sidebar"
            loader={loader}
            props={mountProps}
            fallback={<StaticSidebar viewer={viewer} />}
          />
        )}
        <main className="ink-shell__main" id={MAIN_ID} tabIndex={-1} data-route={location.routeName ?? ''}>
          <RouterView location={location} resolution={resolution} />
        </main>
      </div>
      <RemoteSlot
        slot="footer"
        remote="navigation"
        parcel="footer"
        loader={loader}
        props={mountProps}
        fallback={<StaticFooter hosts={hosts} buildLink={services.navigation.buildLink} />}
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
        onSettled={services.onToastsReady}
      />
      <RouteAnnouncer pathname={location.pathname} focusTargetId={MAIN_ID} />
    </div>
  );
}
