export const popoversCss = `
.ink-popover { position: relative; display: inline-flex; vertical-align: middle; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
.ink-popover__trigger { display: inline-flex; align-items: center; gap: 4px; padding: 0; border: 0; background: none; color: inherit;
  font: inherit; line-height: 1; cursor: pointer; }
.ink-popover__star { color: #ffc017; font-size: 15px; }
.ink-popover__badge { display: inline-flex; align-items: center; justify-content: center; width: 20px; height: 20px; border-radius: 50%;
  background: #1a8917; color: #fff; font-size: 12px; }
.ink-popover__panel { position: absolute; z-index: 900; top: calc(100% + 8px); left: -12px; box-sizing: border-box; width: 300px;
  max-width: calc(100vw - 24px); padding: 16px; background: #fff; color: #242424; border: 1px solid #f2f2f2; border-radius: 4px;
  box-shadow: 0 2px 16px rgba(0, 0, 0, 0.12); text-align: left; font-size: 14px; line-height: 20px; font-weight: 400; }
.ink-popover__text { margin: 0; }
.ink-popover__actions { display: flex; align-items: center; gap: 16px; margin-top: 12px; }
.ink-popover__primary { display: inline-block; padding: 7px 16px; border: 0; border-radius: 99em; background: #1a8917; color: #fff;
  font: inherit; text-decoration: none; cursor: pointer; white-space: nowrap; }
.ink-popover__secondary { color: #1a8917; text-decoration: none; white-space: nowrap; }
.ink-popover :focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
`;
