import type { MountProps, ParcelName, RemoteName } from '@inkpot/shared-contracts';
import { Component, createContext, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { mountRemoteParcel } from './mount-remote-parcel.ts';
import type { RemoteLoader } from './remote-loader.ts';

/** Exposed as data-state for tests and tooling. */
export type SlotState = 'loading' | 'mounted' | 'fallback';

export interface RemoteSlotProps {
  loader: RemoteLoader;
  props: (remote: RemoteName) => MountProps;
  remote: RemoteName;
  parcel: ParcelName;
  /** Which layout slot this is, for styling and tests. */
  slot: string;
  fallback?: ReactNode;
  className?: string;
  /** Called once the slot has settled (its parcel mounted, or its fallback shown). */
  onSettled?: () => void;
  /** Inline slots (a marker inside a line of text) use span elements. */
  inline?: boolean;
}

/**
 * Told of every parcel a render places (the server's render provides it: the document head then
 * preloads exactly those parcels' files). Never provided in the browser.
 */
export const ParcelUseContext = createContext<((remote: RemoteName, parcel: ParcelName) => void) | null>(null);

/** A layout slot filled by a remote parcel, with its fallback and its own error boundary. */
export function RemoteSlot(slotProps: RemoteSlotProps) {
  const { loader, props, remote, slot } = slotProps;
  use(ParcelUseContext)?.(remote, slotProps.parcel);
  const onError = (error: unknown) => {
    const version = loader.versionOf(remote);
    props(remote).telemetry.reportError(error, {
      area: 'slot',
      slot,
      remote,
      version,
      release: `${remote}@${version}`,
    });
  };
  return (
    <SlotErrorBoundary fallback={slotProps.fallback} slot={slotProps.slot} onError={onError}>
      <ParcelSlot {...slotProps} />
    </SlotErrorBoundary>
  );
}

function ParcelSlot({ loader, props, remote, parcel, slot, fallback, className, onSettled, inline }: RemoteSlotProps) {
  const element = useRef<HTMLElement>(null);
  const [state, setState] = useState<SlotState>('loading');
  const settled = state !== 'loading';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  useEffect(() => {
    if (!element.current) return;
    const handle = mountRemoteParcel({
      loader,
      remote,
      parcel,
      element: element.current,
      props,
      onFallback: (show) => setState(show ? 'fallback' : 'mounted'),
    });
    return () => handle.unmount();
  }, [loader, props, remote, parcel]);

  const Box = inline ? 'span' : 'div';
  return (
    <Box
      className={className}
      data-slot={slot}
      data-remote={remote}
      data-release={`${remote}@${loader.versionOf(remote)}`}
      data-state={state}
    >
      <Box ref={element as RefObject<HTMLDivElement & HTMLSpanElement>} hidden={state === 'fallback'} />
      {state === 'fallback' && (fallback ?? null)}
    </Box>
  );
}

class SlotErrorBoundary extends Component<
  { slot: string; fallback?: ReactNode; children: ReactNode; onError: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    // Reported (and so written to the console) with the slot's release.
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
