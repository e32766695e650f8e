import { NoncedStyle } from '@inkpot/shared-contracts';
import type { LocalOverrideState } from '../../page-contract/preloaded-state.ts';

/**
 * Fixed to the bottom of the window, so it never moves the page; the page can scroll past it. With
 * the devtool on, its toggle sits in the bottom right corner: the banner keeps clear of it.
 */
const BANNER_CSS = `
.ink-local-override{position:fixed;left:0;right:0;bottom:0;z-index:2147483000;display:flex;flex-wrap:wrap;
align-items:center;gap:4px 12px;padding:8px 16px;background:#fff4ce;color:#3d2f00;border-top:2px solid #b58900;
font-size:14px;line-height:20px;box-shadow:0 -2px 8px rgba(0,0,0,.12)}
.ink-local-override__text{flex:1 1 320px;min-width:0;overflow-wrap:anywhere}
.ink-local-override code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
.ink-local-override__clear{flex:none;padding:4px 12px;border:1px solid #3d2f00;border-radius:16px;color:#3d2f00;
text-decoration:none;background:#fff}
body:has(.ink-local-override){padding-bottom:96px}
body:has(#inkpot-devtool) .ink-local-override{padding-right:128px}
.ink-local-override__clear:focus-visible{outline:2px solid #1a8917;outline-offset:2px}
`;

/** The page at the same path with the override cleared (the edge drops its cookie). */
export function clearOverrideHref(location: Pick<Location, 'pathname'>): string {
  return `${location.pathname}?override=off`;
}

/**
 * Says that one remote of this page comes from a developer's server, without the integrity check
 * every released remote has, and offers to clear it (a full page load: the edge decides overrides).
 */
export function LocalOverrideBanner({
  override,
  location,
}: {
  override: LocalOverrideState | undefined;
  /** The page's location (the shell's, the same on the server and in the browser). */
  location: Pick<Location, 'pathname'>;
}) {
  if (override?.status !== 'applied') return null;
  return (
    <aside className="ink-local-override" aria-label="Local override" data-testid="local-override-banner">
      <NoncedStyle>{BANNER_CSS}</NoncedStyle>
      <span className="ink-local-override__text">
        Local override: <strong>{override.remote}</strong> is loaded from <code>{override.manifestUrl}</code>
        {override.expiresAt ? ` until ${new Date(override.expiresAt).toUTCString()}` : ''}. No integrity check (SRI)
        applies to its files.
      </span>
      <a className="ink-local-override__clear" href={clearOverrideHref(location)}>
        Clear override
      </a>
    </aside>
  );
}
