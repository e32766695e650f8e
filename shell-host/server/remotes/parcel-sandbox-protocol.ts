/**
 * The messages between the edge and its parcel sandboxes (parcel-sandbox.ts, parcel-sandbox-child.ts).
 * Types only: the child imports nothing of the edge's but these (erased when Node strips them).
 */
import type { ParcelRenderRequest } from '../../page-contract/render.ts';

/** Render one parcel; `build.code` comes the first time a sandbox is asked for that build. */
export interface RenderMessage {
  type: 'render';
  id: number;
  build: { key: string; url: string; code?: string };
  parcel: string;
  remote: ParcelRenderRequest['remote'];
  data: ParcelRenderRequest['data'];
  page: ParcelRenderRequest['page'];
  nonce: string;
  api: { origin: string; headers: Readonly<Record<string, string>> };
}

/** The page can wait no longer for render `id`. */
export interface AbortMessage {
  type: 'abort';
  id: number;
}

export type ToSandbox = RenderMessage | AbortMessage;

/** The answer to render `id`: the parcel's HTML (null: left to the browser), or why it failed. */
export type FromSandbox = { id: number; html: string | null; contractVersion: string } | { id: number; error: string };
