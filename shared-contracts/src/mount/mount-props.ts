import type { ApolloClient } from '@apollo/client';
import type { Observable } from 'rxjs';
import type { RemoteBus } from '../bus/event-bus.ts';
import type { FeatureFlags, ShellConfig } from '../config/shell-config.ts';
import type { ShellLocation, ViewerState } from '../events/state.ts';
import type { RouteName, RouteParams } from '../routes/routes.ts';
import type { RemoteName } from '../remotes.ts';

export interface ShellNavigation {
  /** Client-side navigation owned by the host; external URLs get a full page load. */
  navigate(to: string, options?: { replace?: boolean }): void;
  buildLink(name: RouteName, params?: RouteParams, query?: Readonly<Record<string, string>>): string;
  location$: Observable<ShellLocation>;
}

export interface Telemetry {
  track(name: string, data?: Readonly<Record<string, unknown>>): void;
  reportError(error: unknown, extra?: Readonly<Record<string, unknown>>): void;
}

/** Places inside a remote's UI that the host fills with another remote's parcel. */
export type SlotName = 'search';

export interface SlotHandle {
  unmount(): void;
}

export interface Slots {
  /** Asks the host to mount whatever belongs in `name` into `element`. */
  fill(name: SlotName, element: HTMLElement): SlotHandle;
}

/** The one props object every parcel receives at mount (besides single-spa's own). */
export interface MountProps {
  contractVersion: string;
  remote: { name: RemoteName; version: string };
  bus: RemoteBus;
  apollo: ApolloClient;
  navigation: ShellNavigation;
  viewer$: Observable<ViewerState>;
  flags: FeatureFlags;
  config: ShellConfig;
  telemetry: Telemetry;
  slots: Slots;
}

/** Whom a follow button follows: a writer or a publication (spec 02 §4.7). */
export interface FollowTarget {
  type: 'user' | 'collection';
  id: string;
}

/** The notifications remote's `follow-button` parcel: mount props plus its target. */
export interface FollowButtonProps extends MountProps {
  followTarget: FollowTarget;
}
