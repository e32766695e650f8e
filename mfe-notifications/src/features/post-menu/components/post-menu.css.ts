// A round "more" button beside the byline; the menu opens under it, right-aligned.
export const postMenuCss = `
.ink-post-menu { position: relative; display: inline-block; font: 14px/20px system-ui, sans-serif; }
.ink-post-menu__button { width: 36px; height: 36px; border-radius: 50%; border: 1px solid transparent; background: transparent;
  color: #6b6b6b; cursor: pointer; font-size: 20px; line-height: 1; letter-spacing: 1px; display: inline-flex;
  align-items: center; justify-content: center; padding: 0 0 6px; }
.ink-post-menu__button:hover, .ink-post-menu__button[aria-expanded='true'] { color: #242424; background: #f2f2f2; }
.ink-post-menu__button:focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
.ink-post-menu__list { position: absolute; right: 0; top: calc(100% + 6px); z-index: 400; min-width: 220px; max-width: min(320px, 90vw);
  margin: 0; padding: 8px 0; list-style: none; background: #fff; border: 1px solid #e6e6e6; border-radius: 4px;
  box-shadow: 0 2px 10px rgba(0, 0, 0, .15); }
.ink-post-menu__item { display: block; width: 100%; text-align: left; border: 0; background: transparent; padding: 8px 20px;
  font: inherit; color: #242424; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.ink-post-menu__item:hover, .ink-post-menu__item:focus-visible { background: #f2f2f2; outline: none; }
.ink-post-menu__item--mute, .ink-post-menu__item--destructive { color: #c94a4a; }
.ink-post-menu__item--destructive { border-top: 1px solid #f2f2f2; margin-top: 4px; }
`;
