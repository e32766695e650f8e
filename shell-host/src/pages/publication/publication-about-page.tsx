import { useQuery } from '@apollo/client/react';
import { buildRouteLink } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { FollowButtonSlot } from '../people/follow-button-slot.tsx';
import { countLabel } from '../formats.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { Avatar, PageLoadState, PageStyles } from '../page-parts.tsx';
import { publicationSlugOf } from './publication-home-page.tsx';
import { writerUrl } from '../story/story-card.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import { PublicationAboutDocument } from './__generated__/publication-about-page.generated.ts';

/** The page's facts and the publication layout's navigation bar, so neither waits after the click. */
export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const slug = publicationSlugOf(params, { kind: 'default' });
  return slug ? [pageQuery(PublicationAboutDocument, { slug }), pageQuery(PublicationFrameDocument, { slug })] : [];
}

function PublicationAbout({ slug }: { slug: string }) {
  const { services, mode } = useShell();
  const { data, loading, refetch } = useQuery(PublicationAboutDocument, {
    client: services.apollo,
    variables: { slug },
  });
  if (!data) {
    return (
      <PageLoadState
        loading={loading}
        label="Loading publication"
        message="This publication could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  const publication = data.collectionByDomainOrSlug;
  if (!publication) return <NotFoundScreen />;
  const latest = buildRouteLink('collectionLatest', { collectionSlug: publication.slug }, { mode: mode.kind });

  return (
    <div className="ink-inset ink-about">
      <header>
        <div className="ink-about__heading">
          {publication.avatar && <Avatar name={publication.name} size="large" imageId={publication.avatar.id} />}
          <h1 className="ink-page-title ink-about__title">About {publication.name}</h1>
        </div>
        {publication.description ? (
          <p className="ink-about__description">{publication.description}</p>
        ) : (
          !publication.longDescription && <p className="ink-muted">{publication.name} has not described itself yet.</p>
        )}
        {/* The long description as its editors wrote it: paragraphs a blank line apart, as text. */}
        {publication.longDescription
          .split(/\n{2,}/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <p key={index} className="ink-about__long">
              {paragraph}
            </p>
          ))}
        <p className="ink-muted ink-about__facts">
          {countLabel(publication.subscriberCount, 'Follower', 'Followers')}
          <span aria-hidden="true"> · </span>
          <Link to={latest}>Latest stories</Link>
        </p>
        <FollowButtonSlot target={{ type: 'collection', id: publication.id }} />
      </header>
      <section aria-labelledby="publication-editors">
        <h2 id="publication-editors" className="ink-section-title">
          Editors
        </h2>
        {publication.editors.length === 0 ? (
          <p className="ink-empty">{publication.name} names no editors.</p>
        ) : (
          <ul className="ink-about__editors" aria-label={`Editors of ${publication.name}`}>
            {publication.editors.map((editor) => (
              <li key={editor.id} className="ink-about__editor">
                <Avatar name={editor.name} />
                <div className="ink-about__editor-text">
                  <Link className="ink-about__editor-name" to={writerUrl(editor)}>
                    {editor.name}
                  </Link>
                  {editor.bio && <p className="ink-about__editor-bio">{editor.bio}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Page `publication-about` (`/{collectionSlug}/about`, inside the publication layout): its description, editors and followers. */
export default function PublicationAboutPage({ params, mode }: PageProps) {
  const slug = publicationSlugOf(params, mode);
  return (
    <div className="ink-pages">
      <PageStyles />
      {slug ? <PublicationAbout key={slug} slug={slug} /> : <NotFoundScreen />}
    </div>
  );
}
