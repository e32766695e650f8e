// Follow: filled; Following: outlined; Unfollow (hovering a followed target): outlined, warning.
// One min-width fits all three labels, so hovering does not move what follows the button.
export const followButtonCss = `
.ink-follow { font: 500 14px/20px system-ui, sans-serif; border-radius: 99em; padding: 7px 16px; min-width: 104px;
  cursor: pointer; border: 1px solid #1a8917; background: #1a8917; color: #fff; transition: background .15s, color .15s; }
.ink-follow:hover { background: #156d12; border-color: #156d12; }
.ink-follow--following { background: transparent; color: #1a8917; }
.ink-follow--following:hover { background: transparent; color: #c94a4a; border-color: #c94a4a; }
.ink-follow:focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
.ink-follow[aria-busy='true'] { cursor: progress; }
.ink-follow--placeholder { visibility: hidden; }
`;
