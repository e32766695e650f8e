import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
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

/** A render error inside a parcel is reported and leaves the slot empty instead of a broken UI. */
class ParcelErrorBoundary extends React.Component<MountProps & { children?: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    const { telemetry, remote } = this.props;
    telemetry.reportError(error, { remote: remote.name, version: remote.version });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Numbers the mounted instances of this module's parcels (see defineParcel). */
let instanceCount = 0;

/**
 * Wraps a React root component as a single-spa parcel stamped with this contract version. A
 * parcel the host places with more than the mount props (e.g. a follow button's target) says so in `P`.
 * A render error inside the parcel is reported and leaves the slot empty instead of a broken UI.
 * A parcel whose element holds the server's HTML (and its state) hydrates it instead of rendering.
 *
 * Each mounted instance goes to single-spa-react under a name of its own, found again by its
 * element on update and unmount. single-spa-react keeps its React roots by name (in tables every
 * parcel of the page shares), and the host names every instance of a parcel alike
 * (`membership/member-star` for each star of a list): under one name, a later instance's root
 * replaced an earlier one's, the first unmount took the wrong root, and every later one fell back
 * to the legacy `ReactDOM.unmountComponentAtNode`, which React 19 removed (the parcel died while
 * unmounting).
 */
export function defineParcel<P extends MountProps = MountProps>(
  rootComponent: React.FunctionComponent<P>,
  options: ParcelOptions = {},
): RemoteParcelModule {
  type Props = Parameters<typeof parcel.mount>[0] & { domElement?: Element; name?: string };
  // The instance's own name, by its element (the host always gives one; without one, the parcel's name).
  const instanceNames = new WeakMap<Element, string>();
  const asInstance = (props: Props): Props => {
    const name = props.domElement && instanceNames.get(props.domElement);
    return name ? { ...props, name } : props;
  };

  // Read by single-spa-react within the mount call, set for that call only.
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  const parcel = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent,
    renderType: () => renderType,
    suppressComponentDidCatchWarning: true,
    // A class of ours, not `errorBoundary`: from that, single-spa-react makes the class once, in a
    // closure over the first instance's props, which then kept that instance's element (and the
    // page it was in) for as long as the remote was loaded.
    errorBoundaryClass: ParcelErrorBoundary as unknown as React.ComponentClass<P & AppProps>,
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
  const update = parcel.update;
  const mount = (parcelProps: Props): Promise<unknown> => {
    if (parcelProps.domElement) {
      instanceNames.set(parcelProps.domElement, `${parcelProps.name ?? 'parcel'}#${++instanceCount}`);
    }
    const props = asInstance(parcelProps);
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
      unmount: (props: Props) => parcel.unmount(asInstance(props)),
      ...(update && { update: inTransition((props: Props) => update(asInstance(props))) }),
    } as RemoteParcelModule['parcel'],
  };
}
