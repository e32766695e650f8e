import type { HeadInput } from '../../page-contract/document-head.ts';
import { createPageHead } from './page-head.ts';

const BASE: HeadInput = {
  productName: 'Inkpot',
  appUrl: 'https://inkpot.example',
  page: 'home',
  path: '/',
  status: 200,
};
const POST = {
  kind: 'post' as const,
  title: 'Notes on engines',
  subtitle: 'What the analytical engine taught us',
  authorName: 'Ada Lovelace',
  path: '/engines/notes-on-engines-0a1b2c3d4e5f',
};

describe('the head on in-app navigation', () => {
  const title = () => document.title;
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = 'From the edge';
  });

  it("keeps the edge's head on the document's own page until a page refines it", () => {
    const head = createPageHead(document);
    head.setPage({ ...BASE, pathname: '/p/0a1b', page: 'post', path: '/p/0a1b' });
    expect(title()).toBe('From the edge');
    head.setEntity('/p/0a1b', POST);
    expect(title()).toBe('Notes on engines – Ada Lovelace – Inkpot');
  });

  it('names each new page, and the story once it has loaded, in whichever order they come', () => {
    const head = createPageHead(document);
    head.setPage({ ...BASE, pathname: '/', page: 'home', path: '/' });
    head.setPage({ ...BASE, pathname: '/search', page: 'search', path: '/search' });
    expect(title()).toBe('Search – Inkpot');
    // The story page's data was cached: its effect runs before the router's.
    head.setEntity('/engines/notes-0a1b', POST);
    expect(title()).toBe('Search – Inkpot');
    head.setPage({ ...BASE, pathname: '/engines/notes-0a1b', page: 'post', path: '/engines/notes-0a1b' });
    expect(title()).toBe('Notes on engines – Ada Lovelace – Inkpot');
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    // Back home: the story no longer names the page.
    head.setPage({ ...BASE, pathname: '/', page: 'home', path: '/' });
    expect(title()).toBe('Inkpot');
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://inkpot.example/');
  });
});
