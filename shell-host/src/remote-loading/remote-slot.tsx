import { abandonHeldClicks, type MountProps, type ParcelName, type RemoteName } from '@inkpot/shared-contracts';
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
  /**
   * What the slot shows while its parcel loads (in the server's HTML too), drawn the size the
   * parcel draws: for a parcel without a server build that sits in a line of text, where an empty
   * box would move the words after it when the parcel came. The document's style hides it as soon
   * as the parcel's element has content (the parcel's first commit: same frame, nothing moves).
   */
  placeholder?: ReactNode;
}

/**
 * Told of every parcel a render places, with its props (the server's render provides it: the
 * document head then preloads exactly those parcels' files, and remotes with a server build render
 * theirs). Never provided in the browser.
 */
export const ParcelUseContext = createContext<
  ((remote: RemoteName, parcel: ParcelName, props: () => MountProps) => void) | null
>(null);

/** A parcel's key in ServerParcelHtml and in the `data-server-parcel` attribute of its element. */
export const parcelKey = (remote: RemoteName, parcel: ParcelName) => `${remote}/${parcel}`;

/**
 * The parcels whose HTML the server's render has, by key: on the server their HTML (a remote's
 * server build rendered it, see server-render/render-page.tsx), in the browser the same keys found
 * in the server's HTML before hydration (with no HTML: the browser keeps what the server wrote).
 */
export const ServerParcelHtml = createContext<ReadonlyMap<string, string>>(new Map());

/** The keys of the parcels the server rendered into `root`'s HTML, for ServerParcelHtml in the browser. */
export function serverRenderedParcels(root: ParentNode): ReadonlyMap<string, string> {
  return new Map(
    [...root.querySelectorAll('[data-server-parcel]')].map((element) => [
      element.getAttribute('data-server-parcel') ?? '',
      '',
    ]),
  );
}

/** A layout slot filled by a remote parcel, with its fallback and its own error boundary. */
export function RemoteSlot(slotProps: RemoteSlotProps) {
  const { loader, props, remote, slot } = slotProps;
  use(ParcelUseContext)?.(remote, slotProps.parcel, () => props(remote));
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

function ParcelSlot({
  loader,
  props,
  remote,
  parcel,
  slot,
  fallback,
  className,
  onSettled,
  inline,
  placeholder,
}: RemoteSlotProps) {
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
      onFallback: (show) => {
        // The parcel's code did not come: a link clicked on its server HTML is followed now.
        if (show && element.current) abandonHeldClicks(element.current);
        setState(show ? 'fallback' : 'mounted');
      },
    });
    return () => handle.unmount();
  }, [loader, props, remote, parcel]);

  // The server's HTML of the parcel, which the parcel hydrates: React leaves an element's inner HTML
  // alone while the prop stays the same (the browser's is always '', the server's the HTML).
  const key = parcelKey(remote, parcel);
  const serverHtml = use(ServerParcelHtml).get(key);
  const [fromServer] = useState(serverHtml !== undefined);
  const Box = inline ? 'span' : 'div';
  return (
    <Box
      className={className}
      data-slot={slot}
      data-remote={remote}
      data-release={`${remote}@${loader.versionOf(remote)}`}
      data-state={state}
    >
      <Box
        ref={element as RefObject<HTMLDivElement & HTMLSpanElement>}
        hidden={state === 'fallback'}
        {...(fromServer && {
          'data-server-parcel': key,
          dangerouslySetInnerHTML: { __html: serverHtml ?? '' },
          suppressHydrationWarning: true,
        })}
      />
      {placeholder !== undefined && state === 'loading' && !fromServer && (
        <Box className="ink-slot-placeholder">{placeholder}</Box>
      )}
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
