import type { ShellConfig } from '@inkpot/shared-contracts';

/** Where the hosted-search protocol is spoken and with which public credentials. */
export interface SearchSettings {
  /** Origin of the service, e.g. http://localhost:3000 (the edge proxies /1/indexes/* to the API). */
  url: string;
  appId: string;
  /** A search-only key: public by design, like the hosted service's. */
  apiKey: string;
  indexPrefix: string;
}

/** The API's development defaults (platform-api/src/config.ts), used when the host sends no search config. */
export const DEVELOPMENT_SEARCH: NonNullable<ShellConfig['search']> = {
  appId: 'INKPOTDEV',
  apiKey: 'inkpot-search-only-key',
  indexPrefix: 'inkpot_',
};

export function searchSettings(config: Pick<ShellConfig, 'hosts' | 'search'>): SearchSettings {
  const search = config.search ?? DEVELOPMENT_SEARCH;
  const fallbackUrl = typeof location === 'undefined' ? config.hosts.app : location.origin;
  return { ...search, url: search.url ?? fallbackUrl };
}
