// The banner area's contract (docs/remotes/membership.md#banners): rules, dismissals, preloaded facts.
export * from './select-banner.ts';
export * from './dismissal-store.ts';
export * from './banner-facts.ts';
export * from './banner-facts-schema.ts';
export * from './banner-page.ts';
export * from './banner-page-of.ts';
