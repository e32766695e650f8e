export const searchResultsCss = `
.ink-search-results { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #242424;
  font-size: 16px; line-height: 24px; min-height: 120px; }
.ink-search-results__note { margin: 24px 0; color: #6b6b6b; }
.ink-search-results__count { margin: 16px 0 8px; color: #6b6b6b; font-size: 14px; }
.ink-search-results__list { margin: 0; padding: 0; list-style: none; }
.ink-search-results__item { border-bottom: 1px solid #f2f2f2; }
.ink-search-results__link { display: flex; align-items: center; gap: 16px; padding: 16px 0; color: inherit;
  text-decoration: none; }
.ink-search-results__link:hover .ink-search-results__title { text-decoration: underline; }
.ink-search-results__avatar { display: inline-flex; flex: none; align-items: center; justify-content: center;
  width: 40px; height: 40px; border-radius: 50%; background: #f2f2f2; color: #6b6b6b; font-weight: 600; }
.ink-search-results__avatar--post, .ink-search-results__avatar--tag, .ink-search-results__avatar--collection {
  border-radius: 4px; }
.ink-search-results__text { display: flex; flex-direction: column; min-width: 0; }
.ink-search-results__title { font-weight: 600; overflow-wrap: anywhere; }
.ink-search-results__detail { color: #6b6b6b; font-size: 14px; }
.ink-search-results__error { margin: 24px 0; padding: 16px; border-radius: 4px; background: #fdf2f2; color: #a12c2c; }
.ink-search-results__error p { margin: 0 0 12px; }
.ink-search-results__button { margin: 24px 0; padding: 8px 20px; border: 1px solid #242424; border-radius: 99em;
  background: #fff; color: #242424; font: inherit; font-size: 14px; cursor: pointer; }
`;
