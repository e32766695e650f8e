import { OVERLAY_TOP_PROPERTY } from '../hooks/use-sidebar-overlay.ts';

/** The overlay opens below the 57 px top bar (measured as it opens: a banner or the mobile bar push it down). */
const TOP_BAR_HEIGHT_PX = 57;
const OVERLAY_TOP = `var(${OVERLAY_TOP_PROPERTY}, ${TOP_BAR_HEIGHT_PX}px)`;

/** The sidebar is 240 px wide; in library mode an icon rail of 72 px, a 1 px line and a 320 px panel. */
export const SIDEBAR_WIDTH_PX = 240;
export const ICON_RAIL_WIDTH_PX = 72;
export const LIBRARY_PANEL_WIDTH_PX = 320;

export const sidebarCss = `
.ink-sidebar { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 14px; color: #6b6b6b; }
.ink-sidebar__panel { box-sizing: border-box; width: ${SIDEBAR_WIDTH_PX}px; padding: 24px 0; background: #fff; }
.ink-sidebar__panel[hidden] { display: none; }
.ink-sidebar--column .ink-sidebar__panel { position: sticky; top: 0; max-height: 100vh; overflow-y: auto;
  border-right: 1px solid #f2f2f2; min-height: calc(100vh - ${TOP_BAR_HEIGHT_PX}px); }
.ink-sidebar--column.ink-sidebar--animated .ink-sidebar__panel { animation: ink-sidebar-in 200ms ease; }
.ink-sidebar--overlay .ink-sidebar__panel { position: fixed; top: ${OVERLAY_TOP}; bottom: 0; left: 0; z-index: 450;
  overflow-y: auto; box-shadow: rgba(0,0,0,0.15) 0 2px 10px; }
.ink-sidebar--overlay.ink-sidebar--animated .ink-sidebar__panel { animation: ink-sidebar-in 200ms ease; }
.ink-sidebar__backdrop { position: fixed; inset: ${OVERLAY_TOP} 0 0 0; z-index: 440; background: rgba(0,0,0,0.2); }
@keyframes ink-sidebar-in { from { transform: translateX(-100%); } to { transform: none; } }
@media (prefers-reduced-motion: reduce) { .ink-sidebar__panel { animation: none !important; } }
.ink-sidebar ul { margin: 0; padding: 0; list-style: none; }
.ink-sidebar__item { display: flex; align-items: center; gap: 16px; padding: 8px 24px; color: #6b6b6b; text-decoration: none; }
.ink-sidebar__item:hover { color: #242424; }
.ink-sidebar__item[aria-current='page'] { color: #242424; font-weight: 600; }
.ink-sidebar a:focus-visible, .ink-sidebar button:focus-visible { outline: 2px solid #242424; outline-offset: -2px; }
.ink-sidebar__section { margin-top: 16px; padding-top: 16px; border-top: 1px solid #f2f2f2; }
.ink-sidebar__heading { margin: 0; font: inherit; }
.ink-sidebar__entity { display: flex; align-items: center; gap: 12px; padding: 6px 24px 6px 28px; color: #6b6b6b;
  text-decoration: none; }
.ink-sidebar__entity:hover { color: #242424; }
.ink-sidebar__entity-name { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ink-sidebar__unread { position: relative; flex: none; width: 6px; height: 6px; border-radius: 50%; background: #1a8917; }
.ink-sidebar__visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: nowrap; }
.ink-sidebar__more, .ink-sidebar__retry { margin: 8px 24px 0 28px; padding: 0; border: 0; background: none; color: #6b6b6b;
  font: inherit; cursor: pointer; text-decoration: underline; }
.ink-sidebar__more:hover, .ink-sidebar__retry:hover { color: #242424; }
.ink-sidebar__end, .ink-sidebar__error, .ink-sidebar__note { margin: 8px 24px 0 28px; }
.ink-sidebar__end p, .ink-sidebar__error p { margin: 0 0 8px; line-height: 20px; }
.ink-sidebar__end a { color: #1a8917; }
.ink-sidebar__error .ink-sidebar__retry { margin: 0; }
/* Library mode: the sidebar becomes an icon rail (labels for assistive technology only, no
   Following link) beside the 'Your library' panel. */
.ink-sidebar--library { display: flex; }
.ink-sidebar--library .ink-sidebar__panel { width: ${ICON_RAIL_WIDTH_PX}px; }
.ink-sidebar--library .ink-sidebar__item { justify-content: center; padding: 8px 0; }
.ink-sidebar--library .ink-sidebar__item span { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }
.ink-sidebar--library .ink-sidebar__section { display: none; }
.ink-sidebar__library { box-sizing: border-box; width: ${LIBRARY_PANEL_WIDTH_PX + 1}px; padding: 24px;
  border-right: 1px solid #f2f2f2; }
.ink-sidebar__library-title { margin: 0 0 16px; font-size: 20px; font-weight: 600; color: #242424; }
.ink-sidebar__library-link { display: block; padding: 8px 0; color: #6b6b6b; text-decoration: none; }
.ink-sidebar__library-link:hover, .ink-sidebar__library-link[aria-current='page'] { color: #242424; }
`;
