import type { Readable } from 'node:stream';
import type { ApolloLink, NormalizedCacheObject } from '@apollo/client';
import type { ParcelName, RemoteName } from '@inkpot/shared-contracts';
import type { PreloadedState } from './preloaded-state.ts';

/**
 * What the edge asks of the host's server render and what it gets back: the host renders
 * (shell-host/src/server-render/render-page.tsx), the edge calls it and streams its answer
 * (shell-host/server/document/document-handler.ts). Both import these types from here, neither from the other.
 */

/** The data a page's queries fetched, as the browser's cache restores it. */
export type ServerApolloCache = NormalizedCacheObject;

export interface ShellRenderRequest {
  /** The preloaded state the document embeds: the browser hydrates from the same. */
  state: PreloadedState;
  /** The request's path and query. */
  url: string;
  /** The response's CSP nonce, for the style and script elements React writes. */
  nonce: string;
  /** Where the page's queries go: the API's GraphQL address with the reader's cookies (or a link, in tests). */
  /** The API as the reader: their cookie, and headers such as the request id the edge passes on. */
  api: { graphqlUrl: string; cookie?: string | undefined; headers?: Record<string, string> } | { link: ApolloLink };
  /** How long data and render may take before the page is left to the browser. */
  budgetMs: number;
  /**
   * Renders a placed parcel through its remote's server build (the edge's, see
   * server/remote-server-parcels.ts), or null to leave it to the browser. Without it every slot is
   * an empty box.
   */
  renderParcel?: (request: ParcelRenderRequest) => Promise<string | null>;
  logger?: Pick<Console, 'error' | 'warn'>;
}

/**
 * What a remote's server build needs to render one parcel of the page, as data: the build runs in a
 * process of its own (server/parcel-sandbox.ts), which makes the parcel's mount props again from the
 * page (serverParcelProps), exactly as this render made them.
 */
export interface ParcelRenderRequest {
  remote: RemoteName;
  parcel: ParcelName;
  /** The parcel's own props beyond the mount props (a search page's request, a follow button's target). */
  data: Readonly<Record<string, unknown>>;
  page: ServerParcelPage;
  signal: AbortSignal;
}

/** The page a parcel is rendered for: its preloaded state, its URL and the data its queries fetched. */
export interface ServerParcelPage {
  state: PreloadedState;
  url: string;
  cache: ServerApolloCache;
}

/** A remote parcel the page places. */
export interface ParcelUse {
  remote: RemoteName;
  parcel: ParcelName;
}

export type ShellRender =
  /**
   * The page's HTML (the root's content, streamed), the Apollo cache its queries filled, and the
   * remote parcels it places (their files are worth preloading).
   */
  | { kind: 'server'; html: Readable; cache: ServerApolloCache; parcels: ParcelUse[] }
  /** The server could not render the page in time or without errors: the browser renders it. */
  | { kind: 'client'; reason: string };

export type ShellRenderer = (request: ShellRenderRequest) => Promise<ShellRender>;

/** What the parcel sandbox hands the host's serverParcelProps: the page, and the parcel's remote and own props. */
export interface ServerParcelPropsInput extends ServerParcelPage {
  remote: RemoteName;
  /** The parcel's own props beyond the mount props (ParcelRenderRequest.data). */
  data: Readonly<Record<string, unknown>>;
}
