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
.ink-mpage__plans--two { grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); margin-top: 24px; }
.ink-mpage__tier-price { margin: 0; font-size: 20px; font-weight: 600; }
.ink-mpage__gives { margin: 0; padding-left: 20px; color: #6b6b6b; font-size: 14px; line-height: 20px; }
.ink-mpage__gives li + li { margin-top: 6px; }
.ink-mpage__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 12px; margin: 32px 0 0; }
.ink-mpage__button--danger { background: #c94a1f; border-color: #c94a1f; color: #fff; }
.ink-mpage__button--danger-quiet { color: #a8321f; border-color: #a8321f; }
.ink-mpage__form { display: flex; flex-direction: column; gap: 8px; max-width: 480px; margin: 0 auto; }
.ink-mpage__form label { font-size: 14px; font-weight: 600; }
.ink-mpage__field { display: flex; gap: 8px; flex-wrap: wrap; }
.ink-mpage__field input { flex: 1 1 220px; min-width: 0; padding: 9px 12px; border: 1px solid #b3b3b3; border-radius: 4px;
  font: inherit; font-size: 16px; letter-spacing: 0.04em; text-transform: uppercase; }
.ink-mpage__field input::placeholder { text-transform: none; letter-spacing: normal; color: #8a8a8a; }
.ink-mpage__field input[aria-invalid='true'] { border-color: #a8321f; }
.ink-mpage__field-error { margin: 0; color: #a8321f; font-size: 14px; line-height: 20px; }
.ink-mpage :focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
.ink-mdialog { position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center; padding: 16px;
  background: rgba(255, 255, 255, 0.94); font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
.ink-mdialog__box { position: relative; box-sizing: border-box; width: 100%; max-width: 520px; padding: 48px 32px 32px; background: #fff;
  color: #242424; border-radius: 4px; box-shadow: 0 2px 24px rgba(0, 0, 0, 0.15); }
.ink-mdialog__title { margin: 0 0 16px; font-family: Georgia, 'Times New Roman', serif; font-size: 28px; font-weight: 400; text-align: center; }
.ink-mdialog__text { margin: 0 0 20px; color: #6b6b6b; font-size: 16px; line-height: 24px; }
.ink-mdialog__label { display: block; margin-bottom: 6px; font-size: 14px; font-weight: 600; }
.ink-mdialog__select { width: 100%; padding: 8px; border: 1px solid #b3b3b3; border-radius: 4px; font: inherit; font-size: 15px; background: #fff; }
.ink-mdialog__error { margin: 16px 0 0; color: #a8321f; font-size: 14px; }
.ink-mdialog__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 12px; margin-top: 28px; }
.ink-mdialog__close { position: absolute; top: 12px; right: 12px; padding: 6px; border: 0; border-radius: 50%; background: none;
  color: #6b6b6b; cursor: pointer; }
.ink-mdialog :focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
@media (max-width: 551px) {
  .ink-mpage { padding: 0 16px 48px; }
  .ink-mpage__title { font-size: 32px; }
  .ink-mdialog__box { padding: 48px 20px 24px; }
}
`;
