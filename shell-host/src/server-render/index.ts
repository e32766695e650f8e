// The entry of the host's server build (dist-server/render.cjs), which the edge loads.
export { renderShellPage } from './render-page.tsx';
export type { ShellRender, ShellRenderer, ShellRenderRequest } from './render-page.tsx';
