import { useQuery } from '@apollo/client/react';
import { tagLink } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { countLabel } from '../formats.ts';
import { LoadError, LoadingPlaceholder, PageStyles } from '../page-parts.tsx';
import { ExploreTopicsDocument } from './__generated__/explore-topics-page.generated.ts';

export function queries(): ReadonlyArray<PageQuery> {
  return [pageQuery(ExploreTopicsDocument, {})];
}

function Topics() {
  const { services } = useShell();
  const { data, loading, refetch } = useQuery(ExploreTopicsDocument, { client: services.apollo });
  if (!data) {
    return loading ? (
      <LoadingPlaceholder label="Loading topics" lines={4} />
    ) : (
      <LoadError message="The topics could not be loaded." onRetry={() => void refetch()} />
    );
  }
  if (data.tags.length === 0) return <p className="ink-empty">There are no topics with stories yet.</p>;
  return (
    <ul className="ink-topics" aria-label="Topics">
      {data.tags.map((tag) => (
        <li key={tag.id}>
          <Link className="ink-topics__topic" to={tagLink(tag.slug)}>
            <span className="ink-topics__name">{tag.displayTitle}</span>{' '}
            <span className="ink-topics__count">{countLabel(tag.postCount, 'story', 'stories')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Page `explore-topics` (`/explore-topics`, `/topics`): every topic with stories, most stories first, each linking to its page. */
export default function ExploreTopicsPage(_props: PageProps) {
  return (
    <div className="ink-pages">
      <PageStyles />
      <div className="ink-inset">
        <header>
          <h1 className="ink-page-title ink-page-title--lead">Explore topics</h1>
          <p className="ink-muted ink-page-intro">Topics with stories to read, the busiest first.</p>
        </header>
        <Topics />
      </div>
    </div>
  );
}
