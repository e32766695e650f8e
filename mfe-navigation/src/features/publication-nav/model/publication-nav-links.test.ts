import { buildLink, buildRouteLink, type RouteName, type RouteParams } from '@inkpot/shared-contracts';
import { publicationNavLinks } from './publication-nav-links.ts';

const item = (destination: string, title: string, value = '') => ({ destination, title, value });
const options = { productName: 'Inkpot', year: 2026 };

describe('publicationNavLinks', () => {
  it('links each destination inside the publication and moves the external link last', () => {
    const links = publicationNavLinks(
      [
        item('ABOUT', 'About'),
        item('EXTERNAL_URL', 'Shop', 'https://shop.example'),
        item('LATEST', 'Latest'),
        item('TRENDING', 'Trending'),
        item('TAG_FEED', 'Writing', 'writing'),
        item('PAGE', 'Write for us', 'write-for-us'),
        item('SECTION', 'Essays', 'essays'),
        item('POST', 'Start here', 'start-here-1a2b3c4d5e6f'),
        item('INKPOT', 'Archive', '2024'),
        item('PRODUCT', 'This year', ''),
        item('UNKNOWN', 'Nowhere'),
      ],
      'the-long-margin',
      buildLink,
      options,
    );
    expect(links.links).toEqual([
      { title: 'About', href: '/the-long-margin/about' },
      { title: 'Latest', href: '/the-long-margin/latest' },
      { title: 'Trending', href: '/the-long-margin/trending' },
      { title: 'Writing', href: '/the-long-margin/tagged/writing' },
      { title: 'Write for us', href: '/the-long-margin/subpage/write-for-us' },
      { title: 'Essays', href: '/the-long-margin/essays/home' },
      { title: 'Start here', href: '/the-long-margin/start-here-1a2b3c4d5e6f' },
      { title: 'Archive', href: '/the-long-margin/inkpot/2024' },
      { title: 'This year', href: '/the-long-margin/inkpot/2026' },
    ]);
    expect(links.external).toEqual({ title: 'Shop', href: 'https://shop.example' });
    expect(links.externalCount).toBe(1);
  });

  it('uses the page’s link builder, so the slug prefix is dropped on the publication’s own domain', () => {
    const onDomain = (name: RouteName, params?: RouteParams) => buildRouteLink(name, params, { mode: 'collection' });
    expect(publicationNavLinks([item('ABOUT', 'About')], 'the-long-margin', onDomain, options).links).toEqual([
      { title: 'About', href: '/about' },
    ]);
  });

  it('keeps only the first web link when there are several external ones, and never a non-web one', () => {
    const links = publicationNavLinks(
      [item('EXTERNAL_URL', 'Bad', 'javascript:alert(1)'), item('EXTERNAL_URL', 'Shop', 'https://a.example')],
      'x',
      buildLink,
      options,
    );
    expect(links.external).toEqual({ title: 'Shop', href: 'https://a.example' });
    expect(links.externalCount).toBe(2);
  });
});
