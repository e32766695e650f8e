import { MENU_FADE_MS } from '../../../shared/menu/menu-state.ts';
import { TINT_STRIP_PX } from '../model/header-tint.ts';

export const publicationNavCss = `
.ink-pub-nav { position: relative; display: flex; align-items: center; gap: 24px; height: 56px; padding: 0 24px; box-sizing: border-box;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 14px; color: #6b6b6b; }
/* Over the bar's top edge, so the bar keeps its height whether or not the publication has a colour. */
.ink-pub-nav__tint, .ink-pub-manage .ink-pub-nav__tint { position: absolute; top: 0; left: 0; right: 0; height: ${TINT_STRIP_PX}px; }
.ink-pub-nav a { color: inherit; text-decoration: none; }
.ink-pub-nav a:hover { color: #242424; }
.ink-pub-nav a:focus-visible, .ink-pub-manage button:focus-visible, .ink-pub-manage a:focus-visible {
  outline: 2px solid #242424; outline-offset: 2px; }
.ink-pub-nav a.ink-pub-nav__home { display: flex; flex: none; align-items: center; gap: 8px; color: #242424; font-weight: 700; }
.ink-pub-nav__name { font-size: 18px; font-family: Georgia, 'Times New Roman', serif; }
.ink-pub-nav__avatar { display: none; }
.ink-pub-nav__items { display: flex; flex: 1 1 auto; align-items: center; gap: 20px; min-width: 0; margin: 0; padding: 0;
  overflow-x: auto; list-style: none; white-space: nowrap; scrollbar-width: none; }
.ink-pub-nav__divider { flex: none; width: 1px; height: 20px; background: #e6e6e6; }
@media (max-width: 727px) {
  .ink-pub-nav { gap: 16px; padding: 0 16px; }
  /* Small screens show the publication's avatar in place of its name. */
  .ink-pub-nav__avatar { display: inline-flex; }
  .ink-pub-nav__name { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
}
.ink-pub-manage { position: relative; display: flex; align-items: center; height: 56px; padding: 0 24px 0 0;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 14px; }
.ink-pub-manage__trigger { display: inline-flex; align-items: center; gap: 4px; padding: 6px 12px; border: 1px solid #242424;
  border-radius: 99em; background: #fff; color: #242424; font: inherit; cursor: pointer; white-space: nowrap; }
.ink-pub-manage__panel { position: absolute; top: calc(100% - 4px); right: 16px; z-index: 600; box-sizing: border-box; width: 240px;
  padding: 8px 0; background: #fff; border: 1px solid #f2f2f2; border-radius: 4px; box-shadow: rgba(0,0,0,0.15) 0 2px 10px;
  transition: opacity ${MENU_FADE_MS}ms ease; }
.ink-pub-manage__panel--closing { opacity: 0; pointer-events: none; }
.ink-pub-manage__panel ul { margin: 0; padding: 0; list-style: none; }
.ink-pub-manage__panel a { display: block; padding: 8px 24px; color: #6b6b6b; text-decoration: none; }
.ink-pub-manage__panel a:hover { color: #242424; }
.ink-pub-manage__heading { margin: 8px 0 0; padding: 8px 24px 4px; border-top: 1px solid #f2f2f2; font-size: 13px;
  font-weight: 600; color: #242424; }
@media (max-width: 727px) { .ink-pub-manage { padding-right: 16px; } }
`;
