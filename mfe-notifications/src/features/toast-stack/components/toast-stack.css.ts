import { TOAST_FADE_MS } from '@inkpot/shared-contracts';

// Top centre, 300 / 500 / 640 px wide by viewport.
export const toastStackCss = `
.ink-toasts { position: fixed; top: 16px; left: 50%; transform: translateX(-50%); z-index: 1000;
  width: 300px; pointer-events: none; font-family: system-ui, sans-serif; }
@media (min-width: 728px) { .ink-toasts { width: 500px; } }
@media (min-width: 1080px) { .ink-toasts { width: 640px; } }
.ink-toast { pointer-events: auto; display: flex; align-items: center; gap: 12px; padding: 12px 16px;
  border-radius: 4px; background: #242424; color: #fff; box-shadow: 0 2px 10px rgba(0,0,0,.15);
  font-size: 14px; line-height: 20px; opacity: 1; transition: opacity ${TOAST_FADE_MS}ms ease; }
.ink-toast--success { background: #1a8917; }
.ink-toast--error { background: #c94a4a; }
.ink-toast--leaving { opacity: 0; }
.ink-toast__message { flex: 1; }
.ink-toast__badge { flex: none; }
.ink-toast__action { background: none; border: 1px solid currentColor; border-radius: 99em; color: inherit;
  font: inherit; padding: 2px 12px; cursor: pointer; white-space: nowrap; }
.ink-toast__action:disabled { opacity: .6; cursor: progress; }
.ink-toast__close { background: none; border: 0; color: inherit; font-size: 20px; line-height: 1; cursor: pointer; padding: 0 4px; }
`;
