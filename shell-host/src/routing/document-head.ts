import type { ShellConfig } from '@inkpot/shared-contracts';

/** Spec 03 §2.5: the page title is the product name; settings says 'Settings' first (spec 01 §2). */
export function pageDocumentTitle(page: string | null, productName: string): string {
  return page === 'settings' ? `Settings – ${productName}` : productName;
}

/** Favicon colours by environment: production ink black, staging amber, development and test teal. */
const FAVICON_COLOURS: Record<ShellConfig['environment'], string> = {
  production: '#242424',
  staging: '#c77700',
  development: '#0b7a75',
  test: '#0b7a75',
};

/** An ink-drop mark on the environment's colour; the edge serves it as the favicon. */
export function faviconSvg(environment: ShellConfig['environment']): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${FAVICON_COLOURS[environment]}"/>` +
    `<path d="M16 6c-4 6-7 9.5-7 13a7 7 0 0 0 14 0c0-3.5-3-7-7-13z" fill="#fff"/></svg>`
  );
}
