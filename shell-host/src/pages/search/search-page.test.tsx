import { screen, waitFor, within } from '@testing-library/react';
import SearchPage, { searchCategoryOf } from './search-page.tsx';
import { pageProps, renderWithShell } from '../testing.tsx';

describe('searchCategoryOf', () => {
  it('reads the category from the parameter or the route, stories by default', () => {
    expect(searchCategoryOf('collectionSearchCategory', { category: 'users' })).toBe('users');
    expect(searchCategoryOf('searchPublications', {})).toBe('publications');
    expect(searchCategoryOf('search', {})).toBe('posts');
    expect(searchCategoryOf('collectionSearchCategory', { category: 'nonsense' })).toBe('posts');
  });
});

/**
 * The page rendered with the shell's test loader, whose remotes all fail at once: the results slot
 * settles on its fallback (its state change comes after the render, inside act here).
 */
async function renderSearchPage(...args: Parameters<typeof pageProps>) {
  const rendered = renderWithShell(<SearchPage {...pageProps(...args)} />);
  const slot = rendered.container.querySelector('[data-slot="search-results"]');
  await waitFor(() => expect(slot).toHaveAttribute('data-state', 'fallback'));
  return { ...rendered, slot };
}

describe('SearchPage', () => {
  it('heads the page with the query and keeps it in every category tab', async () => {
    await renderSearchPage('searchUsers', {}, { search: '?q=night%20trains' });
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

  it("places the search remote's results slot and fakes no results", async () => {
    const { slot } = await renderSearchPage('search', {}, { search: '?q=repair' });
    expect(slot).toHaveAttribute('data-remote', 'search');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('searches inside a publication, and invites a query when there is none', async () => {
    await renderSearchPage('collectionSearch', { collectionSlug: 'quiet-machines' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Topics' })).toHaveAttribute('href', '/quiet-machines/search/tags');
  });
});
