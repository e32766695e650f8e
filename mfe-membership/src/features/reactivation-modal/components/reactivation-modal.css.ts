export const reactivationModalCss = `
.ink-reactivate { position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center;
  padding: 16px; background: rgba(255, 255, 255, 0.94); font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
.ink-reactivate__dialog { position: relative; box-sizing: border-box; width: 100%; max-width: 560px; padding: 48px 40px 40px;
  background: #fff; color: #242424; border-radius: 4px; box-shadow: 0 2px 24px rgba(0, 0, 0, 0.15); text-align: center; }
.ink-reactivate__title { margin: 0 0 16px; font-family: Georgia, 'Times New Roman', serif; font-size: 28px; font-weight: 400; }
.ink-reactivate__text { margin: 0 0 8px; font-size: 16px; line-height: 24px; color: #6b6b6b; }
.ink-reactivate__error { margin: 16px 0 0; font-size: 14px; color: #c94a4a; }
.ink-reactivate__actions { display: flex; justify-content: center; gap: 12px; margin-top: 32px; flex-wrap: wrap; }
.ink-reactivate__button { min-width: 120px; padding: 9px 20px; border-radius: 99em; border: 1px solid #242424; background: #fff;
  color: #242424; font-size: 14px; cursor: pointer; }
.ink-reactivate__button--primary { background: #1a8917; border-color: #1a8917; color: #fff; }
.ink-reactivate__button:disabled { opacity: 0.45; cursor: default; }
.ink-reactivate__close { position: absolute; top: 12px; right: 12px; padding: 6px; border: 0; background: none; color: #6b6b6b;
  cursor: pointer; border-radius: 50%; }
.ink-reactivate :focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
`;
