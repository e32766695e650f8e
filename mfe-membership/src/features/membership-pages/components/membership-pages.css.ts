export const membershipPagesCss = `
.ink-mpage { max-width: 1040px; margin: 0 auto; padding: 0 0 48px; color: #242424; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
.ink-mpage__title { margin: 0 0 8px; font-family: Georgia, 'Times New Roman', serif; font-size: 42px; font-weight: 400; letter-spacing: -0.02em; text-align: center; }
.ink-mpage__lead { margin: 0 0 32px; color: #6b6b6b; font-size: 18px; line-height: 28px; text-align: center; }
.ink-mpage__plans { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.ink-mpage__plan { display: flex; flex-direction: column; gap: 8px; padding: 24px; border: 1px solid #e6e6e6; border-radius: 8px; }
.ink-mpage__plan--friend { border-color: #1a8917; }
.ink-mpage__plan h2 { margin: 0; font-size: 20px; }
.ink-mpage__price { margin: 0; font-size: 28px; font-weight: 600; }
.ink-mpage__price small { font-size: 14px; font-weight: 400; color: #6b6b6b; }
.ink-mpage__crossout { color: #6b6b6b; text-decoration: line-through; font-size: 16px; font-weight: 400; margin-left: 8px; }
.ink-mpage__saved { margin: 0; color: #1a8917; font-size: 14px; }
.ink-mpage__perks { margin: 0; color: #6b6b6b; font-size: 14px; line-height: 20px; flex: 1; }
.ink-mpage__button { align-self: flex-start; padding: 9px 20px; border: 1px solid #1a8917; border-radius: 99em; background: #1a8917; color: #fff;
  font: inherit; font-size: 14px; cursor: pointer; text-decoration: none; }
.ink-mpage__button--quiet { background: #fff; color: #1a8917; }
.ink-mpage__button:disabled { opacity: 0.5; cursor: default; }
.ink-mpage__offer { margin: 24px 0 0; padding: 16px 24px; background: #f9f9f9; border-radius: 8px; font-size: 15px; }
.ink-mpage__notice { margin: 24px 0 0; padding: 12px 16px; border-radius: 4px; background: #fdecea; color: #a8321f; font-size: 14px; }
.ink-mpage__notice--ok { background: #eef7ee; color: #1a6b17; }
.ink-mpage__section { padding: 24px 0; border-bottom: 1px solid #f2f2f2; }
.ink-mpage__section h2 { margin: 0 0 8px; font-size: 18px; }
.ink-mpage__section p { margin: 0 0 8px; color: #6b6b6b; font-size: 15px; line-height: 22px; }
.ink-mpage__switch { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
.ink-mpage--narrow { max-width: 680px; }
`;
