// Full screen on small viewports; L is 600 or 678 px and XL (the option screens) 728 px on
// larger ones. Breakpoints 728 and 904 px.
export const signInModalCss = `
.ink-susi-backdrop { position: fixed; inset: 0; z-index: 900; display: flex; align-items: center;
  justify-content: center; background: rgba(255, 255, 255, .95); animation: ink-susi-fade-in 200ms ease; }
@keyframes ink-susi-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes ink-susi-fade-out { from { opacity: 1; } to { opacity: 0; } }
.ink-susi-backdrop--closing { animation: ink-susi-fade-out 180ms ease forwards; pointer-events: none; }
.ink-susi-dialog { position: relative; box-sizing: border-box; display: flex; flex-direction: column;
  align-items: center; width: 100%; height: 100%; overflow-y: auto; padding: 64px 24px 32px; background: #fff;
  color: #242424; text-align: center; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; outline: none; }
@media (min-width: 728px) {
  .ink-susi-dialog { width: 600px; height: auto; min-height: 560px; max-height: calc(100vh - 48px); padding: 44px 56px;
    border-radius: 4px; box-shadow: 0 2px 10px rgba(0, 0, 0, .15); }
  .ink-susi-dialog--xl { width: 678px; }
}
@media (min-width: 904px) {
  .ink-susi-dialog { width: 678px; }
  .ink-susi-dialog--xl { width: 728px; }
}
/* Embedded (the sign-in page): part of the page, same widths, never hidden. */
.ink-susi-dialog--embedded { height: auto; margin: 0 auto; padding: 40px 24px 32px; }
@media (min-width: 728px) {
  .ink-susi-dialog--embedded { margin: 40px auto; max-height: none; border: 1px solid #f2f2f2; }
}
.ink-susi-frame__icon { margin-top: 24px; color: #242424; }
.ink-susi-frame__icon + .ink-susi-dialog__title { margin-top: 16px; }
.ink-susi-powered-by { margin: -28px 0 28px; color: #6b6b6b; font-size: 13px; }
@media (max-width: 551.98px) { .ink-susi-powered-by { display: none; } }
.ink-susi-callout { width: 100%; max-width: 420px; box-sizing: border-box; margin: 0 0 24px; padding: 12px 16px;
  border-radius: 4px; background: #f7f7f7; font-size: 14px; line-height: 20px; }
.ink-susi-notice { margin: 0; color: #a33434; }
.ink-susi-subheader, .ink-susi-text { max-width: 420px; margin: -16px 0 32px; font-size: 16px; line-height: 24px; }
.ink-susi-text { margin: 0 0 24px; }
.ink-susi-inbox__email { font-weight: 600; overflow-wrap: anywhere; }
.ink-susi-inbox { display: flex; flex-direction: column; align-items: center; width: 100%; }
.ink-susi-code { display: flex; gap: 8px; justify-content: center; }
.ink-susi-code__box { box-sizing: border-box; width: 44px; height: 52px; padding: 0; border: 1px solid #c4c4c4;
  border-radius: 4px; background: #fff; color: #242424; font: inherit; font-size: 24px; text-align: center; }
.ink-susi-code__box:focus { border-color: #242424; outline: none; box-shadow: 0 0 0 1px #242424; }
.ink-susi-code__box[aria-invalid='true'] { border-color: #c94a4a; }
.ink-susi-code__box:disabled { background: #f9f9f9; color: #6b6b6b; }
@media (max-width: 374.98px) { .ink-susi-code { gap: 6px; } .ink-susi-code__box { width: 38px; height: 48px; } }
.ink-susi-inbox .ink-susi-method--primary { width: 300px; max-width: 100%; }
.ink-susi-field-error { min-height: 20px; max-width: 420px; margin: 8px 0 0; color: #c94a4a; font-size: 13px; line-height: 20px; }
.ink-susi-field-error:empty { min-height: 20px; }
.ink-susi-field-error a { color: inherit; text-decoration: underline; }
.ink-susi-email__input--error { box-shadow: inset 0 0 0 1px #c94a4a; }
.ink-susi-status { margin: 8px 0 0; color: #6b6b6b; font-size: 13px; }
.ink-susi-google-shortcut { align-self: center; color: #1a8917; font-size: 14px; text-decoration: none; }
.ink-susi-google-shortcut:hover { text-decoration: underline; }
.ink-susi-link:disabled { opacity: .4; cursor: default; }
.ink-susi-methods--subtle { align-items: center; }
.ink-susi-subtle-method { color: #242424; font-size: 14px; line-height: 20px; text-decoration: underline; }
.ink-susi-subtle-method:hover { color: #000; }
.ink-susi-dialog__close { position: absolute; top: 14px; right: 14px; display: flex; padding: 0; border: 0;
  background: none; color: #6b6b6b; cursor: pointer; border-radius: 50%; }
.ink-susi-dialog__close:hover { color: #242424; }
.ink-susi-dialog__title { margin: 48px 0 40px; font-family: Georgia, Cambria, 'Times New Roman', serif;
  font-size: 28px; line-height: 32px; font-weight: 400; letter-spacing: -0.02em; }
.ink-susi-dialog__body { display: flex; flex-direction: column; align-items: center; width: 100%; }
.ink-susi-methods, .ink-susi-email { display: flex; flex-direction: column; gap: 12px; width: 300px; max-width: 100%; }
.ink-susi-method { display: flex; align-items: center; justify-content: center; box-sizing: border-box; width: 100%;
  padding: 9px 20px; border: 1px solid #242424; border-radius: 99em; background: #fff; color: #242424;
  font: inherit; font-size: 14px; line-height: 20px; text-decoration: none; cursor: pointer; }
.ink-susi-method:hover { background: #f9f9f9; }
.ink-susi-method--primary { margin-top: 28px; background: #242424; color: #fff; }
.ink-susi-method--primary:hover { background: #000; }
.ink-susi-method:disabled { opacity: .3; cursor: default; }
.ink-susi-email__label { font-size: 13px; line-height: 20px; }
.ink-susi-email__input { box-sizing: border-box; width: 100%; padding: 8px 12px; border: 0; border-radius: 4px;
  background: #f2f2f2; color: #242424; font: inherit; font-size: 14px; text-align: center; }
.ink-susi-toggle { margin: 40px 0 0; font-size: 16px; line-height: 24px; }
.ink-susi-help, .ink-susi-back { margin: 16px 0 0; font-size: 16px; line-height: 24px; }
.ink-susi-link, .ink-susi-help a { padding: 0; border: 0; background: none; color: #1a8917; font: inherit;
  font-weight: 700; text-decoration: none; cursor: pointer; }
.ink-susi-link:hover, .ink-susi-help a:hover { color: #0f730c; }
.ink-susi-legal { max-width: 420px; margin: auto 0 0; padding-top: 48px; color: #6b6b6b; font-size: 13px; line-height: 20px; }
.ink-susi-legal a { color: inherit; text-decoration: underline; }
.ink-susi-dialog :focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
.ink-susi-dialog .ink-susi-code__box:focus-visible { outline: none; }
`;
