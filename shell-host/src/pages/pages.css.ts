/**
 * Styles of the host's own pages, rendered once (React 19 deduplicates the `<style href>`).
 * Sizes: inset width 680 px, breakpoints sm 552, md 728, lg 904, xl 1080,
 * grid step 4, shimmer 1.2 s.
 */
export const PAGES_STYLE_HREF = 'ink-pages';

export const pagesCss = `
.ink-pages { box-sizing: border-box; color: #242424; font-family: system-ui, -apple-system, 'Segoe UI', Roboto,
  'Helvetica Neue', Arial, sans-serif; font-size: 16px; line-height: 1.5; }
.ink-pages *, .ink-pages *::before, .ink-pages *::after { box-sizing: inherit; }
.ink-pages a { color: inherit; text-decoration: none; }
.ink-pages a:hover { text-decoration: underline; }
.ink-pages a:focus-visible, .ink-pages button:focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
.ink-inset { width: 100%; max-width: 680px; margin: 0 auto; padding: 0 24px; }
.ink-page-title { margin: 32px 0 24px; font-size: 32px; font-weight: 700; line-height: 1.2; letter-spacing: -0.02em;
  overflow-wrap: anywhere; }
.ink-section-title { margin: 32px 0 16px; font-size: 20px; font-weight: 700; line-height: 1.3; }
.ink-muted { color: #6b6b6b; }

/* Buttons */
.ink-button { display: inline-flex; align-items: center; justify-content: center; min-height: 40px; padding: 8px 20px;
  border: 1px solid #242424; border-radius: 99em; background: #fff; color: #242424; font: inherit; font-size: 14px;
  line-height: 20px; cursor: pointer; }
.ink-button:hover { background: #f2f2f2; text-decoration: none; }
.ink-button:disabled { cursor: default; opacity: 0.5; }
.ink-pages a.ink-button--primary, .ink-button--primary { border-color: #191919; background: #191919; color: #fff; }
.ink-pages a.ink-button--primary:hover, .ink-button--primary:hover { background: #000; }

/* Errors (the loading placeholder's styles are the shell's, in index.html) */
.ink-error { margin: 24px 0; padding: 16px; border-radius: 4px; background: #fdf3f2; color: #a4251b; }
.ink-error p { margin: 0 0 12px; }
.ink-error p:last-child { margin-bottom: 0; }
.ink-empty { margin: 24px 0; color: #6b6b6b; }
/* Links inside running text look like links. */
.ink-pages .ink-empty a, .ink-pages .ink-settings-section a { color: #242424; text-decoration: underline; }

/* Tabs */
.ink-tabs { display: flex; gap: 24px; margin: 0 0 8px; padding: 0; overflow-x: auto; border-bottom: 1px solid #f2f2f2;
  list-style: none; font-size: 14px; }
.ink-tabs a { display: block; padding: 12px 0; color: #6b6b6b; white-space: nowrap; }
.ink-tabs a:hover { color: #242424; text-decoration: none; }
/* An inset shadow, not a border: the scrolling list would clip a border hung below it. */
.ink-tabs a[aria-current='page'] { color: #242424; box-shadow: inset 0 -1px 0 #242424; }

/* Story cards and lists */
.ink-story-list { margin: 0; padding: 0; list-style: none; }
.ink-story-list > li + li { border-top: 1px solid #f2f2f2; }
.ink-story-card { padding: 24px 0; }
.ink-story-card__byline { margin: 0 0 8px; font-size: 13px; line-height: 20px; color: #242424; }
.ink-story-card__title { margin: 0; font-size: 20px; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere; }
.ink-story-card__subtitle { margin: 4px 0 0; color: #6b6b6b; font-size: 16px; line-height: 1.4; }
.ink-story-card__meta { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 12px 0 0; color: #6b6b6b;
  font-size: 13px; }
.ink-member-star { color: #ffc017; font-size: 15px; line-height: 1; }
.ink-story-card--compact { padding: 12px 0; }
.ink-story-card--compact .ink-story-card__title { font-size: 16px; }
.ink-story-card--compact .ink-story-card__subtitle { display: none; }
/* Above the meta line's grey: the chip's text keeps its contrast on the chip, hovered too. */
.ink-pages a.ink-story-card__topic { padding: 2px 10px; border-radius: 99em; background: #f2f2f2; color: #242424;
  white-space: nowrap; }
.ink-pages a.ink-story-card__topic:hover { background: #e8e8e8; text-decoration: none; }
.ink-story-list__more { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 16px 0 32px; }
/* Save: a bookmark that fills once the story is in the Reading list */
.ink-save { display: inline-flex; align-items: center; gap: 4px; min-width: 36px; min-height: 36px; padding: 0 8px;
  border: 0; border-radius: 99em; background: transparent; color: #6b6b6b; font: inherit; font-size: 14px; cursor: pointer; }
.ink-save:hover { background: #f2f2f2; color: #242424; }
.ink-save[aria-pressed='true'] { color: #242424; }
.ink-save:focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
.ink-story-card__save { margin-left: auto; padding: 0 6px; justify-content: center; }
.ink-story-card__save .ink-save__text { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }

/* Logged-out landing */
.ink-hero { padding: 64px 0 48px; border-bottom: 1px solid #242424; background: #f7f4ed; }
.ink-hero__inner { max-width: 1192px; margin: 0 auto; padding: 0 24px; }
.ink-hero__title { margin: 0; font-family: Georgia, 'Times New Roman', serif; font-size: 48px; font-weight: 400;
  line-height: 1.05; letter-spacing: -0.03em; }
.ink-hero__text { max-width: 32em; margin: 24px 0 32px; font-size: 20px; }

/* Post */
.ink-post__title { margin: 40px 0 8px; font-size: 32px; font-weight: 700; line-height: 1.2; letter-spacing: -0.02em;
  overflow-wrap: anywhere; }
.ink-post__subtitle { margin: 0 0 24px; color: #6b6b6b; font-size: 20px; line-height: 1.4; }
.ink-post__byline { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; padding: 16px 0;
  border-top: 1px solid #f2f2f2; border-bottom: 1px solid #f2f2f2; font-size: 14px; }
.ink-post__byline-author { font-weight: 600; }
.ink-post__follow { min-height: 36px; min-width: 104px; }
.ink-post__menu { min-height: 36px; min-width: 36px; margin-left: auto; }
.ink-post__save { margin-left: auto; }
.ink-post__save + .ink-post__menu { margin-left: 0; }
.ink-post__meta { display: inline-flex; align-items: center; gap: 8px; white-space: nowrap; }
.ink-post__meta::before { content: '·'; }
/* On phones the meta starts its own line under the writer: no leading separator there. */
@media (max-width: 551px) { .ink-post__meta::before { content: none; } }
.ink-post__tags { display: flex; flex-wrap: wrap; gap: 8px; margin: 32px 0 16px; padding: 0; list-style: none; }
.ink-post__tags a { display: inline-block; padding: 6px 16px; border-radius: 99em; background: #f2f2f2; font-size: 14px; }
.ink-post__responses { margin: 16px 0 24px; color: #6b6b6b; font-size: 14px; }
.ink-responses { margin: 0 0 48px; }
.ink-responses__title { margin: 0 0 8px; font-size: 20px; font-weight: 700; }
.ink-responses__list { margin: 0 0 16px; padding: 0; list-style: none; }
.ink-response { padding: 16px 0; border-bottom: 1px solid #f2f2f2; }
.ink-response__byline { display: flex; gap: 8px; align-items: center; margin: 0 0 8px; font-size: 14px; }
.ink-response__byline time { color: #6b6b6b; }
.ink-response__text { margin: 0; font-size: 16px; line-height: 24px; overflow-wrap: anywhere; }
.ink-response__hide { margin-top: 8px; }
.ink-list__header { margin: 0 0 24px; }
.ink-list__owner { display: flex; gap: 8px; align-items: center; margin: 32px 0 0; font-size: 14px; }
.ink-list__title { margin-top: 8px; margin-bottom: 8px; }
.ink-list__follow { margin-top: 12px; }
.ink-list__items { margin: 0; padding: 0; list-style: none; }
.ink-list__items > li + li { border-top: 1px solid #f2f2f2; }
.ink-list__item { position: relative; }
.ink-list__remove { margin: -12px 0 16px; }
/* Library: the reader's lists */
.ink-library__lists { display: grid; gap: 16px; margin: 24px 0 48px; padding: 0; list-style: none; }
.ink-library__list { position: relative; display: flex; align-items: center; justify-content: space-between; gap: 16px;
  padding: 20px 24px;
  border-radius: 4px; background: #f9f9f9; box-shadow: inset 0 0 0 1px #f2f2f2; }
.ink-library__list:hover { box-shadow: inset 0 0 0 1px #c4c4c4; }
.ink-library__list:focus-within { box-shadow: inset 0 0 0 2px #242424; }
.ink-library__name { margin: 0; font-size: 20px; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere; }
.ink-library__name a::after { content: ''; position: absolute; inset: 0; }
.ink-library__facts { margin: 4px 0 0; color: #6b6b6b; font-size: 14px; }
.ink-library__mark { flex: none; color: #6b6b6b; }
/* People lists: followers and following */
.ink-people { margin: 8px 0 24px; padding: 0; list-style: none; }
.ink-person { display: grid; grid-template-columns: 48px minmax(0, 1fr) auto; gap: 16px; align-items: start;
  padding: 16px 0; border-bottom: 1px solid #f2f2f2; }
.ink-person__name { margin: 0; font-size: 16px; font-weight: 600; line-height: 1.4; overflow-wrap: anywhere; }
.ink-person__kind { margin: 0; color: #6b6b6b; font-size: 13px; }
.ink-person__bio { margin: 4px 0 0; color: #6b6b6b; font-size: 14px; line-height: 1.4; overflow-wrap: anywhere;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.ink-person__follow { min-height: 36px; min-width: 96px; }
@media (max-width: 551px) {
  .ink-person { grid-template-columns: 40px minmax(0, 1fr); }
  .ink-person .ink-avatar { width: 40px; height: 40px; }
  .ink-person__follow { grid-column: 2; min-width: 0; }
}
.ink-composer { display: block; width: 100%; box-sizing: border-box; margin: 8px 0 16px; padding: 12px 16px;
  border-radius: 4px; background: #f9f9f9; box-shadow: inset 0 0 0 1px #e5e5e5; }
.ink-composer--visitor { border: 0; color: #6b6b6b; font: inherit; font-size: 15px; text-align: left; cursor: text; }
.ink-composer--visitor:hover { box-shadow: inset 0 0 0 1px #c4c4c4; }
.ink-composer__text { display: block; width: 100%; box-sizing: border-box; min-height: 72px; padding: 0; border: 0;
  background: transparent; color: #242424; font: inherit; font-size: 16px; line-height: 24px; resize: vertical; }
.ink-composer__text:focus { outline: none; }
.ink-composer:focus-within { box-shadow: inset 0 0 0 1px #242424; }
.ink-composer__footer { display: flex; align-items: center; justify-content: flex-end; gap: 16px; margin-top: 8px; }
.ink-composer__count { color: #6b6b6b; font-size: 13px; font-variant-numeric: tabular-nums; }
.ink-composer__count--over { color: #a4251b; font-weight: 600; }
.ink-composer__error { margin: 8px 0 0; color: #a4251b; font-size: 14px; }

/* Profile */
.ink-profile__header { display: flex; gap: 16px; align-items: flex-start; margin: 32px 0 16px; }
.ink-avatar { display: inline-flex; flex: none; align-items: center; justify-content: center; width: 48px; height: 48px;
  border-radius: 50%; background: #f2f2f2; color: #242424; font-weight: 600; }
.ink-avatar--large { width: 64px; height: 64px; font-size: 24px; }
.ink-avatar--small { width: 28px; height: 28px; font-size: 13px; }
.ink-profile__name { margin: 0; font-size: 32px; font-weight: 700; line-height: 1.2; overflow-wrap: anywhere; }
.ink-profile__bio { margin: 8px 0 0; color: #6b6b6b; }
.ink-profile__counts { display: flex; flex-wrap: wrap; gap: 16px; margin: 8px 0 0; color: #6b6b6b; font-size: 14px; }
.ink-profile__counts a:hover { color: #242424; }
.ink-profile__follow, .ink-follow-slot { margin: 12px 0 0; min-height: 36px; }
.ink-profile__actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.ink-profile__newsletter { margin: 12px 0 0; min-height: 36px; }
.ink-post__trash { margin: 0 0 16px; padding: 12px 16px; border-radius: 4px; background: #fdf3f2; color: #8a2a1f; font-size: 14px; line-height: 20px; }
.ink-search-results-slot { min-height: 240px; }

/* Publication frame: the compact navigation bar, 57 px high, filled by the navigation remote */
.ink-publication-bar { display: flex; align-items: center; height: 57px; border-bottom: 1px solid #f2f2f2;
  background: #fff; }
.ink-publication-bar__nav { flex: 1 1 auto; min-width: 0; height: 100%; }
.ink-publication-bar__manage { flex: none; }
.ink-publication-bar__manage:empty, .ink-publication-bar__manage > div:empty { display: none; }
.ink-publication-nav { display: flex; align-items: center; gap: 24px; height: 56px; padding: 0 24px;
  font-size: 14px; overflow: hidden; }
.ink-publication-nav__home { display: flex; flex: none; align-items: center; gap: 8px; font-weight: 700; }
.ink-publication-nav__name { font-size: 18px; }
.ink-publication-nav__home .ink-avatar { display: none; }
@media (max-width: 727px) {
  .ink-publication-nav { gap: 16px; padding: 0 16px; }
  /* Small screens show the publication's avatar in place of its name. */
  .ink-publication-nav__home .ink-avatar { display: inline-flex; }
  .ink-publication-nav__name { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
    white-space: nowrap; }
}

/* Topics */
.ink-topic__header { margin: 0 0 8px; }
.ink-topic__eyebrow { margin: 32px 0 0; color: #6b6b6b; font-size: 13px; letter-spacing: 0.08em; text-transform: uppercase; }
.ink-topic__title { margin-top: 4px; margin-bottom: 8px; }
/* A page title with a line of introduction under it. */
.ink-page-title--lead { margin-bottom: 8px; }
.ink-page-intro { margin: 0 0 16px; }
.ink-topics { display: grid; grid-template-columns: repeat(auto-fill, minmax(136px, 1fr)); gap: 12px; margin: 0 0 48px;
  padding: 0; list-style: none; }
.ink-pages a.ink-topics__topic { display: flex; flex-direction: column; height: 100%; padding: 12px 16px;
  border-radius: 16px; background: #f2f2f2; }
.ink-pages a.ink-topics__topic:hover { background: #e8e8e8; text-decoration: none; }
.ink-topics__name { font-weight: 600; overflow-wrap: break-word; hyphens: auto; }
/* Columns as wide as a long topic's name needs: two a row on a phone, three on wider screens. */
@media (min-width: 552px) { .ink-topics { grid-template-columns: repeat(auto-fill, minmax(168px, 1fr)); } }
@media (max-width: 551px) {
  .ink-pages a.ink-topics__topic { padding: 12px; }
  .ink-topics__name { font-size: 15px; }
}
.ink-topics__count { color: #6b6b6b; font-size: 13px; }

/* A publication's about page */
.ink-about__description { margin: 0 0 12px; font-size: 20px; line-height: 1.4; overflow-wrap: anywhere; }
.ink-about__heading { display: flex; align-items: center; gap: 16px; }
.ink-about__long { margin: 0 0 12px; font-size: 16px; line-height: 1.6; white-space: pre-line; overflow-wrap: anywhere; }
.ink-about__facts { margin: 0; font-size: 14px; }
.ink-pages .ink-about__facts a { text-decoration: underline; }
.ink-about__editors { margin: 0 0 48px; padding: 0; list-style: none; }
.ink-about__editor { display: flex; gap: 16px; align-items: flex-start; padding: 16px 0; border-bottom: 1px solid #f2f2f2; }
.ink-about__editor-text { min-width: 0; }
.ink-about__editor-name { font-weight: 700; overflow-wrap: anywhere; }
.ink-about__editor-bio { margin: 4px 0 0; color: #6b6b6b; font-size: 14px; line-height: 20px; }

/* Settings */
.ink-payout-form { display: grid; gap: 8px; max-width: 420px; padding: 24px 0; }
.ink-payout-form h2 { margin: 0 0 8px; font-size: 16px; font-weight: 600; }
.ink-payout-form input { padding: 8px 12px; border: 1px solid #c4c4c4; border-radius: 4px; font: inherit; }
.ink-payout-form button { justify-self: start; margin-top: 8px; }
.ink-settings-section { padding: 24px 0; border-bottom: 1px solid #f2f2f2; scroll-margin-top: 72px; }
.ink-settings-section h2 { margin: 0 0 8px; font-size: 16px; font-weight: 600; }
.ink-settings-section p { margin: 0 0 8px; color: #6b6b6b; font-size: 14px; }
.ink-settings-section p:last-child { margin-bottom: 0; }
.ink-settings-section .ink-setting-value { color: #242424; }
.ink-settings-section ul { margin: 8px 0 0; padding-left: 20px; font-size: 14px; }

/* 404 and 500 */
.ink-status-page { padding: 48px 0 64px; }
/* The sign-in page: room for the embedded flow before it mounts, so nothing moves. */
.ink-sign-in-page { min-height: 640px; }
.ink-sign-in-fallback { padding: 48px 24px 64px; max-width: 420px; }
.ink-sign-in-fallback form { display: flex; flex-direction: column; gap: 12px; }
.ink-sign-in-fallback input { padding: 8px 12px; border: 1px solid #c4c4c4; border-radius: 4px; font: inherit; }
.ink-sign-in-fallback__message { min-height: 20px; color: #c94a4a; }
.ink-status-page__label { margin: 0 0 8px; color: #6b6b6b; font-size: 13px; letter-spacing: 0.08em; }
.ink-status-page__code { margin: 0; color: #6b6b6b; font-family: Georgia, 'Times New Roman', serif; font-size: 120px;
  font-weight: 400; line-height: 1; letter-spacing: -0.04em; }
.ink-status-page__headline { margin: 24px 0 16px; font-size: 32px; font-weight: 700; line-height: 1.2; }
.ink-status-page__text { margin: 0 0 24px; color: #6b6b6b; font-size: 18px; }
.ink-status-page__links { display: flex; flex-wrap: wrap; gap: 16px; margin: 0; padding: 0; list-style: none; }
.ink-status-page__links a { text-decoration: underline; }
.ink-status-page__picks { margin-top: 48px; }
.ink-story-grid { display: grid; gap: 0 32px; margin: 0; padding: 0; list-style: none; }
@media (min-width: 728px) { .ink-story-grid { grid-template-columns: 1fr 1fr; } }

/* Aside */
.ink-aside { padding: 32px 0 0; }
.ink-aside__title { margin: 0 0 8px; font-size: 16px; font-weight: 600; }
.ink-aside__text { margin: 0 0 16px; font-size: 14px; }
.ink-aside__links { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none;
  font-size: 14px; }
.ink-pages .ink-aside__links a { text-decoration: underline; }

/* Suggestions to follow */
.ink-suggestions__counts { display: flex; flex-wrap: wrap; gap: 16px; margin: 8px 0 16px; font-size: 14px; }
.ink-suggestions { margin: 0; padding: 0; border-top: 1px solid #f2f2f2; list-style: none; }
.ink-suggestion { display: flex; gap: 16px; align-items: flex-start; padding: 20px 0; border-bottom: 1px solid #f2f2f2; }
.ink-suggestion__avatar { flex: none; }
.ink-pages .ink-suggestion__avatar:hover { text-decoration: none; }
.ink-suggestion__text { flex: 1 1 auto; min-width: 0; }
.ink-suggestion__name { margin: 0; font-size: 16px; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere; }
.ink-suggestion__kind { margin: 2px 0 0; color: #6b6b6b; font-size: 13px; }
.ink-suggestion__bio { display: -webkit-box; margin: 4px 0 0; overflow: hidden; color: #242424; font-size: 14px;
  line-height: 20px; -webkit-box-orient: vertical; -webkit-line-clamp: 2; }
.ink-suggestion__reason { margin: 4px 0 0; color: #6b6b6b; font-size: 13px; }
.ink-suggestion__follow { flex: none; min-width: 104px; min-height: 36px; display: flex; justify-content: flex-end; }

@media (max-width: 551px) {
  .ink-inset, .ink-hero__inner { padding: 0 16px; }
  .ink-suggestion { flex-wrap: wrap; gap: 12px; }
  .ink-suggestion__text { flex-basis: calc(100% - 60px); }
  .ink-suggestion__follow { margin-left: 60px; justify-content: flex-start; }
  .ink-page-title, .ink-post__title, .ink-profile__name, .ink-status-page__headline { font-size: 26px; }
  .ink-hero__title { font-size: 40px; }
  .ink-status-page__code { font-size: 88px; }
}
@media (min-width: 904px) { .ink-hero__title { font-size: 72px; } }

/* Images: the box comes from width/height, so the page does not move when the file arrives. */
.ink-avatar--image { object-fit: cover; padding: 0; }
.ink-story-image { display: block; width: 100%; height: auto; border-radius: 4px; background: #f2f2f2; }
.ink-story-card__image { margin: 12px 0 0; }
.ink-story-card--compact .ink-story-card__image { max-width: 330px; margin: 8px 0 0; }
.ink-post__image { margin: 24px 0 0; }
.ink-post__end { height: 1px; }

/* Stats */
.ink-stats__periods { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 24px; padding: 0; list-style: none; }
.ink-stats__periods button { padding: 6px 12px; border: 0; border-radius: 16px; background: #f2f2f2; color: #242424;
  font: inherit; font-size: 14px; cursor: pointer; }
.ink-stats__periods button[aria-pressed='true'] { background: #242424; color: #fff; }
.ink-stats__totals { display: flex; gap: 32px; margin: 0 0 16px; }
.ink-stats__total dt { color: #6b6b6b; font-size: 14px; }
.ink-stats__total dd { margin: 0; font-size: 28px; font-weight: 700; }
.ink-stats-chart { margin: 0 0 32px; }
.ink-stats-chart svg { display: block; width: 100%; height: auto; overflow: visible; }
.ink-stats-chart__legend { display: flex; gap: 16px; margin: 8px 0 0; padding: 0; list-style: none; font-size: 13px; color: #6b6b6b; }
.ink-stats-chart__swatch { display: inline-block; width: 10px; height: 10px; margin-right: 6px; border-radius: 2px; vertical-align: middle; }
.ink-stats-chart__swatch--views { background: #1a8917; opacity: 0.35; }
.ink-stats-chart__swatch--reads { background: #0f4c0d; }
.ink-stats-chart details { margin-top: 8px; font-size: 14px; }
.ink-stats-table { width: 100%; border-collapse: collapse; font-size: 14px; }
.ink-stats-table th, .ink-stats-table td { padding: 8px 4px; border-bottom: 1px solid #f2f2f2; text-align: right; }
.ink-stats-table th:first-child, .ink-stats-table td:first-child { text-align: left; overflow-wrap: anywhere; }
.ink-photo-setting { display: flex; align-items: center; gap: 16px; flex-wrap: wrap; margin: 0 0 16px; }
.ink-setting-hint { margin: 4px 0 8px; color: #6b6b6b; font-size: 13px; }
.ink-stats__rule { color: #6b6b6b; font-size: 14px; }
`;
