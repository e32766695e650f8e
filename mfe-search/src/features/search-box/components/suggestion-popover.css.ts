// The search popover is 316 px wide; on a narrow screen it fits the viewport.
export const suggestionPopoverCss = `
.ink-search-popover { position: absolute; top: calc(100% + 8px); left: 0; z-index: 500; box-sizing: border-box;
  width: 316px; max-width: calc(100vw - 16px); max-height: min(480px, calc(100vh - 80px)); overflow-y: auto;
  padding: 8px 0; border-radius: 4px; background: #fff; color: #242424;
  box-shadow: rgba(0, 0, 0, 0.15) 0 2px 10px; border: 1px solid #f2f2f2; font-size: 14px; line-height: 20px; }
/* Below the 728 px breakpoint the box is narrow: the popover spans the screen under the 57 px bar. */
@media (max-width: 727.98px) {
  .ink-search-popover { position: fixed; top: 57px; left: 8px; right: 8px; width: auto; max-width: none; }
  .ink-search-box__input::-webkit-search-cancel-button { display: none; }
}
.ink-search-popover__status { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: nowrap; }
.ink-search-popover__heading { margin: 8px 16px 4px; padding-bottom: 6px; border-bottom: 1px solid #f2f2f2;
  color: #6b6b6b; font-size: 12px; font-weight: 500; letter-spacing: 0.08em; text-transform: uppercase; }
.ink-search-popover__option { display: flex; flex: 1; min-width: 0; align-items: center; gap: 12px; padding: 6px 16px;
  color: inherit; text-decoration: none; cursor: pointer; }
.ink-search-popover__option[aria-selected='true'] { background: #f2f2f2; }
.ink-search-popover__label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ink-search-popover__avatar { display: inline-flex; flex: none; align-items: center; justify-content: center;
  width: 24px; height: 24px; border-radius: 50%; background: #e8e8e8; color: #6b6b6b; font-size: 12px; font-weight: 600; }
.ink-search-popover__avatar--square { border-radius: 3px; }
.ink-search-popover__avatar--post, .ink-search-popover__avatar--tag { border-radius: 3px; background: #f2f2f2; }
.ink-search-popover__avatar--icon { background: none; padding: 0; }
.ink-search-popover__recent { display: flex; align-items: center; }
.ink-search-popover__remove { flex: none; width: 32px; height: 32px; margin-right: 8px; border: 0; border-radius: 50%;
  background: none; color: #6b6b6b; font-size: 18px; line-height: 1; cursor: pointer; }
.ink-search-popover__remove:hover { background: #f2f2f2; color: #242424; }
.ink-search-popover__note { margin: 8px 16px; color: #6b6b6b; }
.ink-search-popover__note p { margin: 0 0 8px; }
.ink-search-popover__retry { padding: 6px 14px; border: 1px solid #242424; border-radius: 99em; background: #fff;
  color: #242424; font: inherit; cursor: pointer; }
`;
