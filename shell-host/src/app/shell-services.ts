import {
  createEventBus,
  type MountProps,
  type RemoteName,
  type SlotHandle,
  type Slots,
  type BusEventMap,
} from '@inkpot/shared-contracts';
import { createApolloClient } from '../data/apollo-client.ts';
import { staticSearchForm } from '../fallbacks/static-top-bar.tsx';
import { createShellNavigation } from '../navigation/shell-navigation.ts';
import { mountRemoteParcel } from '../remote-loading/mount-remote-parcel.ts';
import { createRemoteLoader } from '../remote-loading/remote-loader.ts';
import { createRemoteRuntime } from '../remote-loading/remote-runtime.ts';
import { createReleaseAttribution, releaseLabel, telemetryForRelease } from '../telemetry/attribution.ts';
import { reportUncaughtErrors, trackPerformanceByRelease } from '../telemetry/page-attribution.ts';
import { createTelemetry, httpTelemetrySink } from '../telemetry/telemetry.ts';
import { monitorSession } from '../telemetry/session-monitoring.ts';
import { startWebVitals } from '../telemetry/start-web-vitals.ts';
import { PERFORMANCE_CLIENT_NAME } from '../telemetry/web-vitals-report.ts';
import { createPagePerformance } from '../telemetry/page-performance.ts';
import { resolveRoute } from '../routing/resolve-route.ts';
import { trackingPolicy } from '../telemetry/tracking-policy.ts';
import { pageKindOfRoute } from '@inkpot/shared-contracts/page-type';
import { mountPropsOf } from '../lib/mount-props.ts';
import type { PreloadedState } from '../../page-contract/preloaded-state.ts';
import type { ShellServices } from '../lib/services.ts';
import { recoverSession } from '../lib/session-recovery.ts';
import { reportLocalOverride } from '../local-override/report-local-override.ts';
import { browserStorage } from '../lib/browser-storage.ts';

export const ERROR_REPORT_PATH = '/_/api/reports/errors';

/** Shown when the page is opened with `updatedPayment=1`. */
export const UPDATED_PAYMENT_TOAST = 'Your payment method has been updated successfully.';

/** The page's single instances (bus, Apollo, telemetry, loader, navigation) and mount props. */
export function createShellServices(state: PreloadedState): ShellServices {
  const bus = createEventBus();
  bus.setState('viewer', state.viewer);
  let xsrf = state.session.xsrf;
  const navigation = createShellNavigation(bus, {
    mode: state.routing.mode,
    mainOrigin: new URL(state.config.hosts.app).origin,
  });
  // Every report names the release it is about: script URLs map to the composition's releases.
  const attribution = createReleaseAttribution(state.registry.remotes, {
    version: state.config.appVersion,
    assetBase: new URL(__webpack_public_path__, window.location.href).href,
  });
  const tracking = trackingPolicy({ viewerIsBot: state.viewerIsBot ?? false, flags: state.flags });
  // The access class the page is ready with: a session recovered after load counts as it is then.
  let viewer = state.viewer;
  bus.state('viewer').subscribe((current) => (viewer = current));
  const telemetry = createTelemetry(
    httpTelemetrySink(state.config.graphqlUrl, ERROR_REPORT_PATH, () => xsrf),
    {
      sends: tracking.sends,
      storage: browserStorage(),
      release: (error) => attribution.ofError(error),
      ...(state.pageToken ? { pageToken: state.pageToken } : {}),
      errorContext: () => ({
        client: PERFORMANCE_CLIENT_NAME,
        build: state.config.appVersion,
        userId: viewer.status === 'signed-in' ? viewer.viewer.id : null,
        userAgent: navigator.userAgent,
        location: window.location.href,
      }),
    },
  );
  reportUncaughtErrors(window, telemetry, attribution);
  trackPerformanceByRelease(telemetry, attribution);
  monitorSession(document, telemetry, tracking);
  // Web vitals, readiness and preloads: tracked pages only (never bots, never dont_track_user).
  const vitals = tracking.tracked
    ? startWebVitals({ appVersion: state.config.appVersion, pageToken: state.pageToken, attribution })
    : null;
  const performance = createPagePerformance((type, data) => vitals?.add(type, data), {
    tracked: tracking.tracked,
    pageKind: () => pageKindOf(state),
    viewer: () => viewer,
  });
  bus.on('analytics/track').subscribe(({ name, data }) => telemetry.track(name, data));
  reportLocalOverride(state.localOverride, { telemetry });
  window.addEventListener('pagehide', () => telemetry.pageHidden());

  let routeName: string | null = null;
  let path: string | null = null;
  navigation.location$.subscribe((location) => {
    const to = `${location.pathname}${location.search}`;
    // Every navigation after the page's first location is the client's own.
    if (path !== null && to !== path)
      telemetry.track('client.navigate', { from: path, to, routeName: location.routeName });
    path = to;
    routeName = location.routeName;
  });
  const apollo = createApolloClient(state.config.graphqlUrl, {
    appVersion: state.config.appVersion,
    xsrf: () => xsrf,
    currentPage: () => ({ path: `${location.pathname}${location.search}`, routeMetric: routeName }),
  });

  if (state.viewer.status === 'loading') {
    recoverSession({ fetch: (...args) => fetch(...args) }).then(
      (session) => {
        xsrf = session.xsrf;
        bus.setState('viewer', session.viewer);
      },
      (error: unknown) => {
        // Still unknown after every retry: the page goes on as a visitor's, and says why in telemetry.
        telemetry.reportError(error, { area: 'session' });
        bus.setState('viewer', { status: 'visitor' });
      },
    );
  }

  // Module Federation's runtime in the federated build; the monolith's static import map in the other.
  const remotes = createRemoteRuntime({ releases: state.registry.remotes, telemetry });
  const loader = createRemoteLoader({
    runtime: remotes.runtime,
    releases: state.registry.remotes,
    onFailure: (error) =>
      telemetry.reportError(error, {
        remote: error.remote,
        version: error.version,
        release: releaseLabel(error.remote, error.version),
        reason: error.reason,
      }),
    // Attributed to the release: the registry rolls a failing canary back with these.
    // A release that mounted is kept in this browser: the last known good copy when its origin is down.
    onOutcome: ({ remote, version, ok, reason }) => {
      telemetry.track(ok ? 'remote.loaded' : 'remote.failed', {
        remote,
        version,
        release: releaseLabel(remote, version),
        ...(reason ? { reason } : {}),
      });
      // Not a developer's override: its files have no integrity to keep them by, and are not a release.
      const overridden = state.localOverride?.status === 'applied' && state.localOverride.remote === remote;
      if (ok && !overridden) remotes.keep(remote);
    },
  });

  const slots: Slots = {
    fill(name, element): SlotHandle {
      if (name !== 'search') throw new Error(`Unknown slot "${name}"`);
      const parcelHost = document.createElement('div');
      const fallback = staticSearchForm(document);
      fallback.hidden = true;
      element.replaceChildren(parcelHost, fallback);
      element.dataset.slot = 'search';
      element.dataset.release = `search@${loader.versionOf('search')}`;
      element.dataset.state = 'loading';
      const handle = mountRemoteParcel({
        loader,
        remote: 'search',
        parcel: 'search-box',
        element: parcelHost,
        props: mountProps,
        onFallback: (show) => {
          fallback.hidden = !show;
          parcelHost.hidden = show;
          element.dataset.state = show ? 'fallback' : 'mounted';
        },
      });
      return { unmount: () => (handle.unmount(), element.replaceChildren()) };
    },
  };

  const propsCache = new Map<RemoteName, MountProps>();
  function mountProps(remote: RemoteName): MountProps {
    let props = propsCache.get(remote);
    if (!props) {
      props = mountPropsOf(remote, {
        bus,
        apollo,
        navigation,
        state,
        loader,
        // What a parcel reports (its boundary's render errors included) names the release mounted.
        telemetryOf: (name) => telemetryForRelease(telemetry, releaseLabel(name, loader.versionOf(name))),
        slots,
        // Read at click time: a session recovered after load brings its token later.
        session: { xsrf: () => xsrf },
      });
      propsCache.set(remote, props);
    }
    return props;
  }

  // Toasts raised at start-up (by the host, or by a remote that mounted first, such as the sign-in
  // confirmation) wait until the toast slot has settled: the bus does not replay events.
  const shellBus = bus.forSender('shell');
  const startupToasts: BusEventMap['toast/show'][] = [];
  const early = bus.on('toast/show').subscribe((toast) => startupToasts.push(toast));
  let toastsReady = false;
  const onToastsReady = () => {
    if (toastsReady) return;
    toastsReady = true;
    early.unsubscribe();
    setTimeout(() => startupToasts.splice(0).forEach((toast) => shellBus.publish('toast/show', toast)));
  };
  if (new URLSearchParams(navigation.initialSearch).get('updatedPayment') === '1') {
    startupToasts.push({ message: UPDATED_PAYMENT_TOAST, style: 'success' });
  }

  return {
    bus,
    navigation,
    telemetry,
    apollo,
    loader,
    mountProps,
    onToastsReady,
    xsrf: () => xsrf,
    performance,
  };
}

/** The kind of page the edge served (its page name, as the page token names it). */
function pageKindOf(state: PreloadedState): string {
  if (state.routing.status === 404) return 'not-found';
  const resolution = resolveRoute({
    pathname: window.location.pathname,
    hash: '',
    mode: state.routing.mode,
    viewer: state.viewer,
    flags: state.flags,
    hosts: state.config.hosts,
  });
  return resolution.kind === 'page' ? pageKindOfRoute(resolution.route.name, resolution.page) : resolution.kind;
}
