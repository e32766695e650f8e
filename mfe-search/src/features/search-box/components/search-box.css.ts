// The desktop search input is 240 px wide; below the 728 px breakpoint it fits the bar.
export const searchBoxCss = `
.ink-search-box { position: relative; display: flex; align-items: center; box-sizing: border-box; width: 100%;
  margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
@media (min-width: 728px) { .ink-search-box { width: 240px; } }
.ink-search-box__icon { position: absolute; left: 12px; color: #6b6b6b; pointer-events: none; }
.ink-search-box__input { box-sizing: border-box; width: 100%; height: 40px; padding: 0 20px 0 44px; border: 0;
  border-radius: 20px; background: #f9f9f9; color: #242424; font: inherit; font-size: 14px; line-height: 20px;
  -webkit-appearance: none; appearance: none; }
.ink-search-box__input::placeholder { color: #6b6b6b; }
/* Too narrow for the whole word (a signed-in reader's bar on a phone): the icon alone, not "S". */
.ink-search-box { container-type: inline-size; }
@container (max-width: 112px) { .ink-search-box__input::placeholder { color: transparent; } }
.ink-search-box__input:focus { outline: none; box-shadow: inset 0 0 0 1px #242424; }
`;
