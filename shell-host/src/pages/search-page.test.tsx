import { screen, within } from '@testing-library/react';
import SearchPage, { searchCategoryOf } from './search-page.tsx';
import { pageProps, renderWithShell } from './testing.tsx';

describe('searchCategoryOf', () => {
  it('reads the category from the parameter or the route, stories by default', () => {
    expect(searchCategoryOf('collectionSearchCategory', { category: 'users' })).toBe('users');
    expect(searchCategoryOf('searchPublications', {})).toBe('publications');
    expect(searchCategoryOf('search', {})).toBe('posts');
    expect(searchCategoryOf('collectionSearchCategory', { category: 'nonsense' })).toBe('posts');
  });
});

describe('SearchPage', () => {
  it('heads the page with the query and keeps it in every category tab', () => {
    renderWithShell(<SearchPage {...pageProps('searchUsers', {}, { search: '?q=night%20trains' })} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for night trains');
    const tabs = within(screen.getByRole('navigation', { name: 'Search categories' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Stories', '/search/posts?q=night+trains'],
      ['People', '/search/users?q=night+trains'],
      ['Publications', '/search/publications?q=night+trains'],
      ['Topics', '/search/tags?q=night+trains'],
      ['Lists', '/search/lists?q=night+trains'],
    ]);
    expect(screen.getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
  });

  it("places the search remote's results slot and fakes no results", () => {
    const { container } = renderWithShell(<SearchPage {...pageProps('search', {}, { search: '?q=repair' })} />);
    const slot = container.querySelector('[data-slot="search-results"]');
    expect(slot).toHaveAttribute('data-remote', 'search');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('searches inside a publication, and invites a query when there is none', () => {
    renderWithShell(<SearchPage {...pageProps('collectionSearch', { collectionSlug: 'quiet-machines' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Topics' })).toHaveAttribute('href', '/quiet-machines/search/tags');
  });
});
