export const footerCss = `
.ink-footer { box-sizing: border-box; padding: 24px; border-top: 1px solid #f2f2f2; background: #fff;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 13px; line-height: 20px; }
.ink-footer__links { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px 24px; margin: 0; padding: 0;
  list-style: none; }
.ink-footer__link { color: #6b6b6b; text-decoration: none; }
.ink-footer__link:hover { color: #242424; }
.ink-footer__link:focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
`;
