import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CONTRACT_VERSION } from '../contract-version.ts';
import { scriptSafeJson } from '../dom/script-safe-json.ts';
import type { ViewerState } from '../events/state.ts';
import { CspNonceContext } from '../react/nonced-style.tsx';
import type { MountProps } from './mount-props.ts';
import { PARCEL_STATE_ATTRIBUTE } from './server-parcel-state.ts';

/** What the edge hands a remote's server build to render one parcel of a page. */
export interface ServerParcelRequest<P extends MountProps = MountProps> {
  /** The parcel's mount props as the browser will give them (its apollo, bus and viewer are the page's server ones). */
  props: P;
  /** The response's CSP nonce, for the style elements the parcel renders. */
  nonce: string;
  /**
   * Where the server reaches the API's public endpoints directly (not through the edge), and the
   * reader's headers to send along (their address, for the API's rate limits).
   */
  api: { origin: string; headers: Readonly<Record<string, string>> };
  /** Aborted when the page can wait no longer: the slot is then left to the browser. */
  signal: AbortSignal;
}

/**
 * A parcel's server render: the element the browser parcel renders first (it must render the
 * same from `state`), and the state its browser parcel adopts before hydrating.
 */
export interface ServerParcelRender {
  element: ReactElement;
  state: unknown;
}

/** What a remote's server build (`dist/server/parcels.cjs`) exports. */
export interface RemoteServerModule {
  contractVersion: string;
  /** The parcel's HTML for the page, or null when this parcel is left to the browser. */
  prerenderParcel(parcel: string, request: ServerParcelRequest): Promise<string | null>;
}

/**
 * The viewer a parcel's first render reads (the page's server bus replays it to the parcel's
 * subscription at once), for a server build that renders only for some viewers.
 */
export function currentViewer(props: Pick<MountProps, 'viewer$'>): ViewerState | undefined {
  let viewer: ViewerState | undefined;
  props.viewer$.subscribe((value) => (viewer = value)).unsubscribe();
  return viewer;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A remote's server build: the parcels it can render on the server, each from its request to the
 * element and state, or null to leave it to the browser. The HTML is the parcel's own root
 * (rendered apart from the host's tree, as its browser root hydrates it), then its state.
 */
export function defineServerParcels(
  parcels: Readonly<Record<string, (request: ServerParcelRequest) => Promise<ServerParcelRender | null>>>,
): RemoteServerModule {
  return {
    contractVersion: CONTRACT_VERSION,
    async prerenderParcel(parcel, request) {
      const prerender = Object.hasOwn(parcels, parcel) ? parcels[parcel] : undefined;
      const rendered = prerender ? await prerender(request) : null;
      if (!rendered || request.signal.aborted) return null;
      const html = renderToString(<CspNonceContext value={request.nonce}>{rendered.element}</CspNonceContext>);
      return (
        `${html}<script type="application/json" ${PARCEL_STATE_ATTRIBUTE} nonce="${escapeAttribute(request.nonce)}">` +
        `${scriptSafeJson(rendered.state)}</script>`
      );
    },
  };
}
