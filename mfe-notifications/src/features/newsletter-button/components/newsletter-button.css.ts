// Outlined beside the filled Follow button, so the two read as one group of unequal weight.
export const newsletterButtonCss = `
.ink-newsletter { font: 500 14px/20px system-ui, sans-serif; border-radius: 99em; padding: 7px 16px; cursor: pointer;
  border: 1px solid #242424; background: transparent; color: #242424; white-space: nowrap; }
.ink-newsletter:hover { background: #f2f2f2; }
.ink-newsletter--subscribed { border-color: #6b6b6b; color: #6b6b6b; }
.ink-newsletter:focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
.ink-newsletter[aria-busy='true'] { cursor: progress; }
`;
