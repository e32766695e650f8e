import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { CONTRACT_VERSION } from '../contract-version.ts';
import type { MountProps } from './mount-props.ts';
import { releaseHeldClicks } from '../dom/held-clicks.ts';
import { takeServerParcelState } from './server-parcel-state.ts';

/** What each exposed module of a remote exports: the parcel and the contract it was built against. */
export interface RemoteParcelModule {
  contractVersion: string;
  parcel: {
    bootstrap: (props: unknown) => Promise<unknown>;
    mount: (props: unknown) => Promise<unknown>;
    unmount: (props: unknown) => Promise<unknown>;
    update?: (props: unknown) => Promise<unknown>;
  };
}

export interface ParcelOptions {
  /**
   * For a parcel the remote's server build renders (server-parcels.tsx): takes the server's state
   * (what the server rendered from) before the parcel hydrates the server's HTML, so its first
   * render is the same.
   */
  adoptServerState?(state: unknown): void;
}

/**
 * Wraps a React root component as a single-spa parcel stamped with this contract version. A
 * parcel the host places with more than the mount props (e.g. a follow button's target) says so in `P`.
 * A render error inside the parcel is reported and leaves the slot empty instead of a broken UI.
 * A parcel whose element holds the server's HTML (and its state) hydrates it instead of rendering.
 */
export function defineParcel<P extends MountProps = MountProps>(
  rootComponent: React.FunctionComponent<P>,
  options: ParcelOptions = {},
): RemoteParcelModule {
  // Read by single-spa-react within the mount call, set for that call only.
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  const parcel = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent,
    renderType: () => renderType,
    suppressComponentDidCatchWarning: true,
    errorBoundary: (error, _info, props) => {
      props.telemetry.reportError(error, { remote: props.remote.name, version: props.remote.version });
      return <></>;
    },
  });
  // Mounting and updating render as transitions: React renders the parcel's tree in slices and
  // yields to the browser between them, so a remote mounting never holds input for one long task.
  const inTransition =
    <A,>(lifecycle: (props: A) => Promise<unknown>) =>
    (props: A): Promise<unknown> => {
      let done: Promise<unknown> = Promise.resolve();
      React.startTransition(() => {
        done = lifecycle(props);
      });
      return done;
    };
  const mountInTransition = inTransition(parcel.mount);
  const mount = (props: Parameters<typeof parcel.mount>[0] & { domElement?: Element }): Promise<unknown> => {
    const server = takeServerParcelState(props.domElement);
    if (server) {
      try {
        options.adoptServerState?.(server.state);
        renderType = 'hydrateRoot';
      } catch (error) {
        // A state the parcel cannot take: it renders itself, reported.
        props.domElement?.replaceChildren();
        props.telemetry.reportError(error, { remote: props.remote.name, version: props.remote.version });
      }
    }
    try {
      const mounted = mountInTransition(props);
      // Clicks on the server's buttons of this parcel were held until it could answer them.
      const element = props.domElement;
      return server && element ? mounted.then(() => releaseHeldClicks(element)) : mounted;
    } finally {
      renderType = 'createRoot';
    }
  };
  return {
    contractVersion: CONTRACT_VERSION,
    parcel: {
      bootstrap: parcel.bootstrap,
      mount,
      unmount: parcel.unmount,
      ...(parcel.update && { update: inTransition(parcel.update) }),
    } as RemoteParcelModule['parcel'],
  };
}
