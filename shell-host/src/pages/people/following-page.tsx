import { buildRouteLink } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useShell, type PageProps } from '../../routing/page-props.ts';
import { LoadingPlaceholder, PageStyles, SignInPrompt } from '../page-parts.tsx';
import { FollowingList } from './people-lists.tsx';
import PlaceholderPage, { pageTitle } from '../status/placeholder-page.tsx';

/**
 * Page `customize-following` at /me/following: the writers and publications the viewer follows,
 * most recently followed first, each with the follow button, 10 at a time with 'Show more'. Its
 * other routes (topics, one kind of entity) stay the placeholder.
 */
export default function FollowingPage(props: PageProps) {
  const { viewer, config } = useShell();
  if (props.route.name !== 'following') return <PlaceholderPage {...props} />;
  return (
    <div className="ink-pages">
      <PageStyles />
      <div className="ink-inset">
        <h1 className="ink-page-title ink-page-title--lead">{pageTitle('customize-following', config.productName)}</h1>
        {viewer.status === 'loading' && <LoadingPlaceholder label="Loading whom you follow" />}
        {viewer.status === 'visitor' && (
          <SignInPrompt message="Sign in to see the writers and publications you follow." />
        )}
        {viewer.status === 'signed-in' && (
          <>
            <p className="ink-muted">
              Writers and publications you follow.{' '}
              <Link to={buildRouteLink('followingSuggestions')}>See suggestions</Link>
            </p>
            <FollowingList
              personRef={{ id: viewer.viewer.id }}
              label="Writers and publications you follow"
              empty="You do not follow anyone yet."
            />
          </>
        )}
      </div>
    </div>
  );
}
