import { TOP_BAR_HEIGHT_PX } from '../model/top-bar-scroll.ts';

/** The second bar on small screens is 41 px tall. */
export const MOBILE_BAR_HEIGHT_PX = 41;

// The frame keeps the bar's place in the page while the bar floats at the top of the viewport.
export const topBarCss = `
.ink-top-bar-frame { position: relative; height: ${TOP_BAR_HEIGHT_PX}px; }
.ink-top-bar { position: relative; z-index: 500; box-sizing: border-box; height: ${TOP_BAR_HEIGHT_PX}px;
  padding: 0 24px; display: flex; align-items: center; justify-content: space-between; gap: 16px; background: #fff;
  border-bottom: 1px solid #f2f2f2; color: #242424; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  font-size: 14px; }
.ink-top-bar--floating { position: fixed; top: 0; left: 0; right: 0; }
.ink-top-bar--collapsed { transform: translateY(-100%); }
.ink-top-bar--animated { transition: transform 200ms ease; }
/* Keyboard focus inside brings the bar back, so a tabbing reader never works in a hidden bar. */
.ink-top-bar:has(:focus-visible) { transform: none; }
@media (prefers-reduced-motion: reduce) { .ink-top-bar--animated { transition: none; } }
.ink-top-bar a { color: inherit; text-decoration: none; }
.ink-top-bar a:focus-visible, .ink-top-bar button:focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
.ink-top-bar__start { display: flex; align-items: center; gap: 16px; min-width: 0; flex: 1 1 auto; }
.ink-top-bar__logo { flex: none; font-family: Georgia, 'Times New Roman', serif; font-size: 27px; font-weight: 700;
  letter-spacing: -0.04em; line-height: 1; }
/* The search slot holds the search box's 40 px row before the box comes: the bar's start does not move. */
.ink-top-bar__search { flex: 0 1 240px; min-width: 0; min-height: 40px; }
.ink-top-bar__end { display: flex; align-items: center; gap: 24px; flex: none; }
.ink-top-bar a.ink-top-bar__write { display: inline-flex; align-items: center; gap: 8px; color: #6b6b6b; }
.ink-top-bar a.ink-top-bar__write:hover { color: #242424; }
.ink-top-bar a.ink-top-bar__sign-up { padding: 8px 16px; border-radius: 99em; background: #191919; color: #fff;
  line-height: 20px; }
.ink-top-bar a.ink-top-bar__sign-up:hover { background: #000; }
.ink-top-bar a.ink-top-bar__sign-in { color: #6b6b6b; }
.ink-top-bar a.ink-top-bar__sign-in:hover { color: #242424; }
.ink-top-bar__sidebar-toggle, .ink-top-bar__notifications { position: relative; display: inline-flex; align-items: center;
  justify-content: center; flex: none; width: 32px; height: 32px; padding: 0; border: 0; background: none; color: #6b6b6b;
  cursor: pointer; }
.ink-top-bar__sidebar-toggle:hover, .ink-top-bar a.ink-top-bar__notifications:hover { color: #242424; }
.ink-top-bar a.ink-top-bar__notifications { color: #6b6b6b; }
.ink-top-bar__dot { position: absolute; top: 4px; right: 3px; width: 8px; height: 8px; border-radius: 50%;
  background: #1a8917; border: 1px solid #fff; }
.ink-top-bar__badge { position: absolute; top: -2px; left: 16px; min-width: 12px; padding: 1px 4px; border-radius: 99em;
  background: #1a8917; color: #fff; font-size: 11px; font-weight: 600; line-height: 14px; text-align: center; }
@media (max-width: 727px) {
  /* Sign in is in the account menu on smaller screens: the search box keeps its room. */
  .ink-top-bar a.ink-top-bar__sign-in { display: none; }
  .ink-top-bar__end { gap: 16px; }
}
/* The mobile bar a server render draws for any screen (MobileBar) shows on small ones only. */
@media (min-width: 552px) { .ink-top-bar__mobile-bar { display: none; } }
@media (max-width: 551px) {
  .ink-top-bar-frame { height: ${TOP_BAR_HEIGHT_PX + MOBILE_BAR_HEIGHT_PX}px; }
  .ink-top-bar__mobile-bar { position: absolute; top: ${TOP_BAR_HEIGHT_PX}px; left: 0; right: 0; display: flex;
    align-items: center; justify-content: flex-end; box-sizing: border-box; height: ${MOBILE_BAR_HEIGHT_PX}px; padding: 0 16px;
    border-bottom: 1px solid #f2f2f2; background: #fff; font: 13px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  .ink-top-bar__open-in-app { color: #1a8917; text-decoration: none; }
  .ink-top-bar { padding: 0 16px; }
  .ink-top-bar__start { gap: 8px; }
  /* Icon only, but the name stays for assistive technology. */
  .ink-top-bar__write span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
    white-space: nowrap; }
}
`;
