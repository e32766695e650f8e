import { isInAppHref, isPlainClick, NoncedStyle, useHydrated, useObservableValue } from '@inkpot/shared-contracts';
import type { SearchPageRequest, SearchResultsProps, ViewerState } from '@inkpot/shared-contracts';
import { formatDay } from '@inkpot/shared-contracts/dates';
import { createContext, use, useEffect, useMemo, useState } from 'react';
import { hitHref, hitLabel } from '../../../search-service/hit-links.ts';
import { reportSearchClick } from '../../../search-service/search-click.ts';
import type { ContextIds } from '../../../search-service/search-context.ts';
import { INDEX_OF_CATEGORY, type AnyHit, type IndexRequest } from '../../../search-service/search-indexes.ts';
import { searchRunner, type SearchRunner } from '../../../search-service/search-runner.ts';
import { useSearchAnswer } from '../../../search-service/use-search-answer.ts';
import { searchResultsCss } from './search-results.css.ts';

/** Hits per page of the results page; 'Show more' asks for the next page. */
export const RESULTS_PAGE_SIZE = 10;

const NOUNS = {
  posts: 'stories',
  users: 'people',
  publications: 'publications',
  tags: 'topics',
  lists: 'lists',
} as const;

const LOADING_VIEWER: ViewerState = { status: 'loading' };

/** The runner of a server render (its own cache); the browser's parcel uses the remote's shared one. */
export const SearchRunnerContext = createContext<SearchRunner | null>(null);

/** The results page's first request of a search page, and its `page`-th (0-based) on 'Show more'. */
export function resultsRequest(
  { q, category }: Pick<SearchPageRequest, 'q' | 'category'>,
  page: number,
  filters?: string,
): IndexRequest {
  return {
    kind: INDEX_OF_CATEGORY[category],
    query: q,
    hitsPerPage: RESULTS_PAGE_SIZE,
    page,
    ...(filters ? { filters } : {}),
  };
}

/**
 * The search page's results (the search routes), in the host's
 * `search-results` slot: one category, paged with 'Show more', scoped to a publication on
 * `/{collectionSlug}/search`.
 */
export function SearchResults(props: SearchResultsProps) {
  const { searchPage, apollo, navigation } = props;
  const { q, category, collectionSlug } = searchPage;
  const serverRunner = use(SearchRunnerContext);
  const runner = useMemo(() => serverRunner ?? searchRunner(props), [serverRunner, props]);
  const viewer = useObservableValue(props.viewer$, LOADING_VIEWER);
  const signedIn = viewer.status === 'signed-in';
  const kind = INDEX_OF_CATEGORY[category];

  const [scope, setScope] = useState<{ slug: string; ids: ContextIds | null } | null>(null);
  useEffect(() => {
    if (!collectionSlug) return;
    let live = true;
    void runner.contextIds({ kind: 'publication', domainOrSlug: collectionSlug }).then((ids) => {
      if (live) setScope({ slug: collectionSlug, ids: ids.collectionId ? ids : null });
    });
    return () => {
      live = false;
    };
  }, [runner, collectionSlug]);
  const scopeReady = !collectionSlug || scope?.slug === collectionSlug;
  const collectionId = collectionSlug && scope?.slug === collectionSlug ? scope.ids?.collectionId : undefined;

  const [pages, setPages] = useState(1);
  const [pagesFor, setPagesFor] = useState(`${q}|${category}|${collectionSlug ?? ''}`);
  const requestKey = `${q}|${category}|${collectionSlug ?? ''}`;
  if (pagesFor !== requestKey) {
    setPagesFor(requestKey);
    setPages(1);
  }

  if (!q) {
    return (
      <Frame>
        <p className="ink-search-results__note">
          Type what you are looking for in the search box to find stories, people, publications, topics and lists.
        </p>
      </Frame>
    );
  }
  if (!scopeReady) return <Frame busy />;
  // In a publication only its stories can be scoped: other categories search everywhere.
  const filters = kind === 'post' && collectionId ? `collectionId:"${collectionId.replaceAll('"', '\\"')}"` : undefined;
  const request = (page: number): IndexRequest => resultsRequest(searchPage, page, filters);
  return (
    <Frame>
      {Array.from({ length: pages }, (_, page) => (
        <ResultsPage
          key={page}
          runner={runner}
          request={request(page)}
          signedIn={signedIn}
          noun={NOUNS[category]}
          q={q}
          last={page === pages - 1}
          onMore={() => setPages(pages + 1)}
          onOpen={(entry, position, queryID, indexName, href, event) => {
            reportSearchClick(apollo, { queryID, indexName, objectID: entry.hit.objectID, position });
            if (event && isPlainClick(event) && isInAppHref(href)) {
              event.preventDefault();
              navigation.navigate(href);
            }
          }}
        />
      ))}
    </Frame>
  );
}

function Frame({ children, busy = false }: { children?: React.ReactNode; busy?: boolean }) {
  return (
    <section className="ink-search-results" aria-label="Search results" aria-busy={busy}>
      <NoncedStyle>{searchResultsCss}</NoncedStyle>
      {children}
    </section>
  );
}

function ResultsPage(props: {
  runner: ReturnType<typeof searchRunner>;
  request: IndexRequest;
  signedIn: boolean;
  noun: string;
  q: string;
  last: boolean;
  onMore(): void;
  onOpen(
    entry: AnyHit,
    position: number,
    queryID: string | null,
    indexName: string,
    href: string,
    event: React.MouseEvent | null,
  ): void;
}) {
  const requests = useMemo(() => [props.request], [props.request]);
  const { entry, retry } = useSearchAnswer(props.runner, requests, props.signedIn);
  const page = props.request.page ?? 0;
  if (!entry || entry.status === 'loading') {
    return (
      <p className="ink-search-results__note" role="status">
        Searching…
      </p>
    );
  }
  if (entry.status === 'error') {
    return (
      <div className="ink-search-results__error" role="alert">
        <p>Search is unavailable right now. {entry.error}</p>
        <button type="button" className="ink-search-results__button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  const result = entry.data.results[0];
  if (!result) return null;
  if (page === 0 && result.hits.length === 0) {
    return (
      <p className="ink-search-results__note">
        No {props.noun} matching “{props.q}”. Check the spelling or try other words.
      </p>
    );
  }
  const more = props.last && page + 1 < result.nbPages;
  return (
    <>
      {page === 0 && (
        <p className="ink-search-results__count" role="status">
          {result.nbHits}
          {result.exhaustive ? '' : '+'} {result.nbHits === 1 && result.exhaustive ? 'result' : 'results'}
        </p>
      )}
      <ol className="ink-search-results__list" start={page * props.request.hitsPerPage + 1}>
        {result.hits.map((hit, index) => {
          const href = hitHref(hit);
          const position = page * props.request.hitsPerPage + index + 1;
          return (
            <li key={hit.hit.objectID} className="ink-search-results__item">
              <a
                className="ink-search-results__link"
                href={href}
                onClick={(event) => props.onOpen(hit, position, result.queryID, result.indexName, href, event)}
              >
                <span
                  className={`ink-search-results__avatar ink-search-results__avatar--${hit.kind}`}
                  aria-hidden="true"
                >
                  {AVATAR_MARKS[hit.kind] ?? hitLabel(hit).charAt(0).toUpperCase()}
                </span>
                <span className="ink-search-results__text">
                  <span className="ink-search-results__title">{hitLabel(hit)}</span>
                  <HitDetail hit={hit} />
                </span>
              </a>
            </li>
          );
        })}
      </ol>
      {more && (
        <button type="button" className="ink-search-results__button" onClick={props.onMore}>
          Show more
        </button>
      )}
    </>
  );
}

/** Hits without a picture of their own show a mark; people and publications their initial. */
const AVATAR_MARKS: Partial<Record<AnyHit['kind'], string>> = { tag: '#', post: '¶', catalog: '≡' };

/**
 * A story's date in the reader's time zone, but in UTC on the server (it does not know the zone)
 * and while the browser hydrates the server's HTML (which must see the same text); React renders
 * the reader's right after hydrating. A list the browser renders itself has it at once.
 */
function StoryDate({ at }: { at: number }) {
  const zone = useHydrated() ? 'reader' : 'utc';
  return <span className="ink-search-results__detail">{formatDay(at, zone)}</span>;
}

function HitDetail({ hit }: { hit: AnyHit }) {
  switch (hit.kind) {
    case 'post':
      return hit.hit.latestPublishedAt ? <StoryDate at={hit.hit.latestPublishedAt} /> : null;
    case 'user':
      return <span className="ink-search-results__detail">@{hit.hit.username}</span>;
    case 'tag':
      return typeof hit.hit.postCount === 'number' ? (
        <span className="ink-search-results__detail">
          {hit.hit.postCount} {hit.hit.postCount === 1 ? 'story' : 'stories'}
        </span>
      ) : null;
    case 'collection':
      return <span className="ink-search-results__detail">Publication</span>;
    case 'catalog':
      return (
        <span className="ink-search-results__detail">
          @{hit.hit.username}
          {typeof hit.hit.itemCount === 'number'
            ? ` · ${hit.hit.itemCount} ${hit.hit.itemCount === 1 ? 'story' : 'stories'}`
            : ''}
        </span>
      );
  }
}
