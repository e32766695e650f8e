import { abandonHeldClicks, type MountProps, type ParcelName, type RemoteName } from '@inkpot/shared-contracts';
import { Component, createContext, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { mountRemoteParcel } from './mount-remote-parcel.ts';
import type { RemoteLoader } from './remote-loader.ts';
import { SlotActivityContext } from './slot-activity.ts';

/**
 * Exposed as data-state for tests and tooling. `waiting`: a slot with `loadWhen` that has not been
 * asked for yet (nothing loads, nothing shows).
 */
export type SlotState = 'waiting' | 'loading' | 'mounted' | 'fallback';

/**
 * When a slot's parcel is wanted: called once the slot is on the page, it calls `load` at that
 * moment (at most once is needed; later calls do nothing) and returns what stops it watching.
 */
export type LoadWhen = (load: () => void) => () => void;

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
  /**
   * A parcel the page's first use does not need (one that shows nothing until something happens):
   * the slot loads it only when this says so, and the document does not preload its files. Without
   * it the parcel loads as soon as the slot mounts.
   */
  loadWhen?: LoadWhen;
}

/**
 * Told of every parcel a render places, with its props, and whether it waits to be wanted
 * (`loadWhen`). The server's render provides it: the document then preloads the files of the
 * parcels placed to load at once (and not a remote only placed waiting), and remotes with a server
 * build render theirs. Never provided in the browser.
 */
export const ParcelUseContext = createContext<
  ((remote: RemoteName, parcel: ParcelName, props: () => MountProps, waiting: boolean) => void) | null
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
  use(ParcelUseContext)?.(remote, slotProps.parcel, () => props(remote), slotProps.loadWhen !== undefined);
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
  loadWhen,
}: RemoteSlotProps) {
  const element = useRef<HTMLElement>(null);
  const [state, setState] = useState<SlotState>(loadWhen ? 'waiting' : 'loading');
  const wanted = state !== 'waiting';
  const settled = state === 'mounted' || state === 'fallback';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  // Read once: the slot is asked for once, whatever the parent renders later.
  const [waitFor] = useState(() => loadWhen);
  useEffect(() => {
    if (wanted || !waitFor) return;
    return waitFor(() => setState((current) => (current === 'waiting' ? 'loading' : current)));
  }, [wanted, waitFor]);

  const activity = use(SlotActivityContext);
  useEffect(() => {
    if (!wanted || !element.current) return;
    const loaded = activity?.started();
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
        loaded?.();
      },
    });
    return () => {
      loaded?.();
      handle.unmount();
    };
  }, [wanted, activity, loader, props, remote, parcel]);

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
      {...(waitFor && { 'data-load': 'when-wanted' })}
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
      {placeholder !== undefined && !settled && !fromServer && (
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
