import { normaliseUrl } from './normalise-url.ts';
import { matchRoute } from './route-matcher.ts';
import { ROUTE_TABLE } from './route-table.ts';

describe('normaliseUrl', () => {
  it('drops query parameters off the allow-list and keeps the allowed ones', () => {
    expect(normaliseUrl('https://ink.dev/search?q=a&utm_source=x&tab=b')).toBe('https://ink.dev/search?q=a&tab=b');
    expect(normaliseUrl('https://ink.dev/search?source=x')).toBe('https://ink.dev/search');
  });

  it('removes a trailing slash but keeps the root', () => {
    expect(normaliseUrl('https://ink.dev/about/#team')).toBe('https://ink.dev/about#team');
    expect(normaliseUrl('https://ink.dev/')).toBeNull();
  });

  it('returns null when nothing changes or the URL is not http(s)', () => {
    expect(normaliseUrl('https://ink.dev/search?q=a')).toBeNull();
    expect(normaliseUrl('ftp://ink.dev/a/?x=1')).toBeNull();
    expect(normaliseUrl('not a url')).toBeNull();
  });

  it('gives every route of the table back its own path', () => {
    for (const route of ROUTE_TABLE) {
      const path = route.path.replace(/\{\w+\}/g, 'v1x');
      if (path === '/') continue;
      const normalised = normaliseUrl(`https://ink.dev${path}/?utm_campaign=z&p=2`);
      expect(normalised).toBe(`https://ink.dev${path}?p=2`);
      expect(matchRoute(new URL(normalised as string).pathname)?.route.name).toBe(route.name);
    }
  });
});
