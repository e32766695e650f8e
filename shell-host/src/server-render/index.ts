// The entry of the host's server build (dist-server/render.cjs), which the edge loads (and its
// parcel sandbox, for serverParcelProps).
export { renderShellPage } from './render-page.tsx';
export type {
  ParcelRenderRequest,
  ShellRender,
  ShellRenderer,
  ShellRenderRequest,
} from '../../page-contract/render.ts';
export { serverParcelProps } from './parcel-props.ts';
export type { ServerParcelPropsInput } from '../../page-contract/render.ts';
