import { type ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { buildRouteLink, PRODUCT_NAME } from '@inkpot/shared-contracts';
import { useContext } from 'react';
import { ShellContext, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { AppLink, LoadingPlaceholder, PageStyles } from '../page-parts.tsx';
import { StoryCard } from '../story/story-card.tsx';
import { NotFoundScreenDocument, type NotFoundScreenQueryVariables } from './__generated__/not-found-page.generated.ts';

/** Up to four staff-pick stories under the 404. */
export const NOT_FOUND_STAFF_PICK_COUNT = 4;

const staffPicksVariables: NotFoundScreenQueryVariables = { paging: { limit: NOT_FOUND_STAFF_PICK_COUNT } };

export function queries(): ReadonlyArray<PageQuery> {
  return [pageQuery(NotFoundScreenDocument, staffPicksVariables)];
}

/** Staff picks as cards; nothing at all when they cannot be loaded (the 404 is what matters). */
function StaffPicks({ apollo }: { apollo: ApolloClient }) {
  const { data, loading, error } = useQuery(NotFoundScreenDocument, {
    client: apollo,
    variables: staffPicksVariables,
  });
  if (error) return null;
  if (!data) return loading ? <LoadingPlaceholder label="Loading staff picks" lines={2} /> : null;
  const posts = data.staffPicksFeed.items.slice(0, NOT_FOUND_STAFF_PICK_COUNT).map((item) => item.post);
  if (posts.length === 0) return null;
  return (
    <section className="ink-status-page__picks" aria-labelledby="not-found-picks-title">
      <h2 id="not-found-picks-title" className="ink-section-title">
        Staff Picks
      </h2>
      <ul className="ink-story-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <StoryCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The 404 screen. Renders inside the shell or without it (then with plain links
 * and without the staff picks, which need the shell's Apollo client).
 */
export function NotFoundScreen() {
  const shell = useContext(ShellContext);
  const productName = shell?.config.productName ?? PRODUCT_NAME;
  return (
    <div className="ink-pages">
      <PageStyles />
      <section className="ink-inset ink-status-page" aria-labelledby="not-found-title" data-testid="not-found">
        <p className="ink-status-page__label">PAGE NOT FOUND</p>
        <p className="ink-status-page__code">404</p>
        <h1 id="not-found-title" className="ink-status-page__headline">
          Out of nothing, something.
        </h1>
        <p className="ink-status-page__text">
          You can find (just about) anything on {productName} — apparently even a page that doesn’t exist. Maybe these
          stories will take you somewhere new?
        </p>
        <AppLink to={buildRouteLink('home')} className="ink-button ink-button--primary">
          Home
        </AppLink>
        {shell && <StaffPicks apollo={shell.services.apollo} />}
      </section>
    </div>
  );
}

/** Page `not-found`, and what other pages render for a story, person or publication that does not exist. */
export default function NotFoundPage(_props: Partial<PageProps> = {}) {
  return <NotFoundScreen />;
}
