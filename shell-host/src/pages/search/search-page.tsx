import { searchLink, type SearchCategory } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { PageStyles } from '../page-parts.tsx';
import { SearchResultsSlot } from './search-results-slot.tsx';

/** The search categories, in tab order, with their names for readers. */
export const SEARCH_TABS: ReadonlyArray<{ category: SearchCategory; label: string }> = [
  { category: 'posts', label: 'Stories' },
  { category: 'users', label: 'People' },
  { category: 'publications', label: 'Publications' },
  { category: 'tags', label: 'Topics' },
  { category: 'lists', label: 'Lists' },
];

const CATEGORY_OF_ROUTE: Readonly<Record<string, SearchCategory>> = {
  searchUsers: 'users',
  searchPublications: 'publications',
  searchTags: 'tags',
  searchPosts: 'posts',
  searchLists: 'lists',
};

const isCategory = (value: string | undefined): value is SearchCategory =>
  SEARCH_TABS.some((tab) => tab.category === value);

/** The category a search route shows: its `{category}` parameter or its own category; stories by default. */
export function searchCategoryOf(routeName: string, params: Readonly<Record<string, string>>): SearchCategory {
  if (isCategory(params.category)) return params.category;
  return CATEGORY_OF_ROUTE[routeName] ?? 'posts';
}

/** Page `search` (two columns): the query, the category tabs and the search remote's results slot. */
export default function SearchPage({ route, params, location }: PageProps) {
  const q = (new URLSearchParams(location.search).get('q') ?? '').trim();
  const category = searchCategoryOf(route.name, params);
  const collectionSlug = params.collectionSlug;
  return (
    <div className="ink-pages">
      <PageStyles />
      <div className="ink-inset">
        <h1 className="ink-page-title">
          {q ? (
            <>
              <span className="ink-muted">Results for </span>
              {q}
            </>
          ) : (
            'Search'
          )}
        </h1>
        <nav aria-label="Search categories">
          <ul className="ink-tabs">
            {SEARCH_TABS.map((tab) => (
              <li key={tab.category}>
                <Link
                  to={searchLink({
                    category: tab.category,
                    ...(q ? { q } : {}),
                    ...(collectionSlug ? { collectionSlug } : {}),
                  })}
                  aria-current={tab.category === category ? 'page' : undefined}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The search remote's results parcel (results, paging, empty and error states). */}
        <SearchResultsSlot request={{ q, category, ...(collectionSlug ? { collectionSlug } : {}) }} />
      </div>
    </div>
  );
}
