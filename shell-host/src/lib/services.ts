import type { ApolloClient } from '@apollo/client';
import type { EventBus, MountProps, RemoteName, ShellNavigation } from '@inkpot/shared-contracts';
import type { RemoteLoader } from '../remote-loading/remote-loader.ts';
import type { PagePerformance } from '../telemetry/page-performance.ts';
import type { ShellTelemetry } from '../telemetry/telemetry.ts';

/**
 * The page's single instances (bus, Apollo, telemetry, loader, navigation) and mount props, as the
 * layout, the routes and the pages use them. The browser's composition root (app/shell-services.ts)
 * and the server's render (server-render/server-services.ts) each build one.
 */
export interface ShellServices {
  bus: EventBus;
  navigation: ShellNavigation & { dispose(): void; initialSearch: string };
  telemetry: ShellTelemetry;
  apollo: ApolloClient;
  loader: RemoteLoader;
  /** The one props object a parcel of `remote` is mounted with. */
  mountProps(remote: RemoteName): MountProps;
  /** The toast slot has settled: the toasts raised at start-up are shown now. */
  onToastsReady(): void;
  /** The session's xsrf token for calls outside GraphQL (image uploads); null for visitors, absent on the server. */
  xsrf?: () => string | null;
  /** The page's performance events (ready, preloads): a tracked page's in the browser only. */
  performance?: PagePerformance;
}
