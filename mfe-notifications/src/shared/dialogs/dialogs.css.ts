// The confirm dialog (docs/remotes/notifications.md).
export const dialogsCss = `
.ink-confirm { border: 0; border-radius: 4px; padding: 32px; width: min(480px, calc(100vw - 32px));
  box-shadow: 0 2px 20px rgba(0,0,0,.2); font-family: system-ui, sans-serif; color: #242424; }
.ink-confirm::backdrop { background: rgba(255,255,255,.85); }
.ink-confirm__close { position: absolute; top: 12px; right: 12px; background: none; border: 0; font-size: 22px; cursor: pointer; }
.ink-confirm__title { margin: 0 0 12px; font-size: 22px; }
.ink-confirm__body { margin: 0 0 24px; color: #6b6b6b; }
.ink-confirm__actions { display: flex; justify-content: flex-end; gap: 12px; flex-wrap: wrap; }
.ink-confirm__button { border-radius: 99em; padding: 8px 18px; font: inherit; cursor: pointer; border: 1px solid #242424;
  background: #fff; color: #242424; }
.ink-confirm__button--confirm { background: #1a8917; border-color: #1a8917; color: #fff; }
.ink-confirm--destructive .ink-confirm__button--confirm,
.ink-confirm--error .ink-confirm__button--confirm { background: #c94a4a; border-color: #c94a4a; }
.ink-confirm--error .ink-confirm__title { color: #c94a4a; }
`;
