import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { CONTRACT_VERSION } from '../contract-version.ts';
import type { MountProps } from './mount-props.ts';

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

/**
 * Wraps a React root component as a single-spa parcel stamped with this contract version. A
 * parcel the host places with more than the mount props (e.g. a follow button's target) says so in `P`.
 * A render error inside the parcel is reported and leaves the slot empty instead of a broken UI.
 */
export function defineParcel<P extends MountProps = MountProps>(
  rootComponent: React.FunctionComponent<P>,
): RemoteParcelModule {
  const parcel = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent,
    renderType: 'createRoot',
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
  return {
    contractVersion: CONTRACT_VERSION,
    parcel: {
      bootstrap: parcel.bootstrap,
      mount: inTransition(parcel.mount),
      unmount: parcel.unmount,
      ...(parcel.update && { update: inTransition(parcel.update) }),
    } as RemoteParcelModule['parcel'],
  };
}
