import { MENU_FADE_MS } from '../../../shared/menu/menu-state.ts';

/** The account menu is 240 px wide. */
export const ACCOUNT_MENU_WIDTH_PX = 240;

export const accountMenuCss = `
.ink-account-menu { position: relative; display: flex; align-items: center; }
.ink-account-menu__trigger { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
  padding: 0; border: 0; border-radius: 50%; background: none; color: #6b6b6b; cursor: pointer; }
.ink-account-menu__trigger:hover { color: #242424; }
.ink-account-menu__panel { position: absolute; top: calc(100% + 12px); right: -8px; z-index: 600; box-sizing: border-box;
  width: ${ACCOUNT_MENU_WIDTH_PX}px; max-height: calc(100vh - 80px); overflow-y: auto; padding: 8px 0; background: #fff;
  border-radius: 4px; box-shadow: rgba(0,0,0,0.15) 0 2px 10px; border: 1px solid #f2f2f2; opacity: 1;
  transition: opacity ${MENU_FADE_MS}ms ease; }
.ink-account-menu__panel--closing { opacity: 0; pointer-events: none; }
@media (prefers-reduced-motion: reduce) { .ink-account-menu__panel { transition: none; } }
.ink-account-menu__section { padding: 8px 0; border-bottom: 1px solid #f2f2f2; }
.ink-account-menu__section:last-child { border-bottom: 0; }
.ink-account-menu__section ul { margin: 0; padding: 0; list-style: none; }
.ink-account-menu__heading { margin: 8px 24px 12px; font-size: 16px; font-weight: 600; color: #242424; }
.ink-account-menu .ink-account-menu__item { display: flex; flex-direction: column; width: 100%; box-sizing: border-box; padding: 8px 24px;
  border: 0; background: none; color: #6b6b6b; font: inherit; font-size: 14px; text-align: left; cursor: pointer;
  text-decoration: none; }
.ink-account-menu__item:hover { color: #242424; }
.ink-account-menu__detail { font-size: 13px; color: #6b6b6b; }
.ink-account-menu__section[data-section='profile'] .ink-account-menu__item > span:first-child { color: #242424;
  font-weight: 600; }
.ink-account-menu__button { display: block; margin: 4px 24px; padding: 8px 16px; border-radius: 99em;
  border: 1px solid #242424; color: #242424; text-align: center; text-decoration: none; font-size: 14px; }
.ink-account-menu a.ink-account-menu__button { color: #242424; }
.ink-account-menu a.ink-account-menu__button--primary { background: #191919; color: #fff; }
.ink-account-menu a:focus-visible, .ink-account-menu button:focus-visible { outline: 2px solid #242424;
  outline-offset: -2px; }
`;
