import { useQuery } from '@apollo/client/react';
import { buildRouteLink } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useShell } from '../../routing/page-props.ts';
import { countLabel } from '../formats.ts';
import { READING_LIST_SLUG } from './list-page.tsx';
import { LoadError, LoadingPlaceholder, PageStyles, SignInPrompt } from '../page-parts.tsx';
import { pageTitle } from '../status/placeholder-page.tsx';
import { LibraryPageDocument, type LibraryPageQuery } from './__generated__/library-page.generated.ts';

type LibraryList = NonNullable<LibraryPageQuery['user']>['catalogs'][number];

/** A list that is not predefined has the URL slug of its name plus its id. */
export function listSlugId(name: string, id: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `${slug}-${id}` : id;
}

/** Where a list of the viewer's opens: the reading list at /me/list/reading-list, the others under their profile. */
export function libraryListUrl(list: Pick<LibraryList, 'id' | 'name' | 'predefined'>, username: string): string {
  if (list.predefined === 'READING_LIST') return buildRouteLink('yourList', { catalogSlugId: READING_LIST_SLUG });
  return buildRouteLink('userList', { username, catalogSlugId: listSlugId(list.name, list.id) });
}

function Lists({ userId }: { userId: string }) {
  const { services } = useShell();
  const { data, loading, refetch } = useQuery(LibraryPageDocument, { client: services.apollo, variables: { userId } });
  const user = data?.user;
  if (!user) {
    return loading ? (
      <LoadingPlaceholder label="Loading your lists" lines={4} />
    ) : (
      <LoadError message="Your lists could not be loaded." onRetry={() => void refetch()} />
    );
  }
  return (
    <ul className="ink-library__lists" aria-label="Your lists">
      {user.catalogs.map((list) => (
        <li key={list.id} className="ink-library__list" data-testid="library-list">
          <div>
            <h2 className="ink-library__name">
              <Link to={libraryListUrl(list, user.username)}>{list.name}</Link>
            </h2>
            <p className="ink-library__facts">
              {list.itemCount === 0 ? 'No stories yet' : countLabel(list.itemCount, 'story', 'stories')}
            </p>
          </div>
          {list.visibility !== 'PUBLIC' && (
            <span className="ink-library__mark" title="Only you can see this list">
              Private
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Page `your-catalogs` (/me/lists, the sidebar's Library): the viewer's reading lists, their
 * 'Reading list' first (where Save puts stories), each with its story count, opening its page.
 */
export default function LibraryPage() {
  const { viewer, config } = useShell();
  return (
    <div className="ink-pages">
      <PageStyles />
      <div className="ink-inset">
        <h1 className="ink-page-title ink-page-title--lead">{pageTitle('your-catalogs', config.productName)}</h1>
        {viewer.status === 'loading' && <LoadingPlaceholder label="Loading your lists" />}
        {viewer.status === 'visitor' && <SignInPrompt message="Sign in to see your reading lists." />}
        {viewer.status === 'signed-in' && (
          <>
            <p className="ink-muted">Save a story with its bookmark to add it to your Reading list.</p>
            <Lists userId={viewer.viewer.id} />
          </>
        )}
      </div>
    </div>
  );
}
