import { useQuery } from '@apollo/client/react';
import { buildRouteLink, type MountProps, type RemoteName } from '@inkpot/shared-contracts';
import { useCallback, type ReactNode } from 'react';
import { RemoteSlot } from '../../remote-loading/remote-slot.tsx';
import { Link } from '../../routing/link.tsx';
import { useEntityHead } from '../../routing/page-head.ts';
import { useShell } from '../../routing/page-props.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { Avatar, LoadError, LoadingPlaceholder, PageStyles } from '../page-parts.tsx';
import { PublicationFrameDocument, type PublicationFrameQuery } from './__generated__/publication-frame.generated.ts';

type FramePublication = NonNullable<PublicationFrameQuery['collectionByDomainOrSlug']>;

/**
 * The compact publication bar, 57 px high. The navigation remote fills it: its
 * `publication-nav` parcel (avatar or name, the publication's navigation items) and its
 * `publication-manage` parcel ('Manage publication' for OWNER and EDITOR). Without the remote,
 * the bar keeps the publication's name linking to its home.
 */
function PublicationBar({ publication, slug }: { publication: FramePublication; slug: string }) {
  const { services, mode } = useShell();
  const { loader, mountProps } = services;
  const props = useCallback(
    (remote: RemoteName): MountProps => ({ ...mountProps(remote), publication: { domainOrSlug: slug } }),
    [mountProps, slug],
  );
  return (
    <div className="ink-publication-bar">
      <RemoteSlot
        slot="publication-nav"
        className="ink-publication-bar__nav"
        remote="navigation"
        parcel="publication-nav"
        loader={loader}
        props={props}
        fallback={
          <nav className="ink-publication-nav" aria-label={publication.name}>
            <Link
              className="ink-publication-nav__home"
              to={buildRouteLink('collection', { collectionSlug: publication.slug }, { mode: mode.kind })}
            >
              <Avatar name={publication.name} size="small" imageId={publication.avatar?.id} />
              <span className="ink-publication-nav__name">{publication.name}</span>
            </Link>
          </nav>
        }
      />
      <RemoteSlot
        slot="publication-manage"
        className="ink-publication-bar__manage"
        remote="navigation"
        parcel="publication-manage"
        loader={loader}
        props={props}
      />
    </div>
  );
}

/**
 * The publication layout's frame: loads the publication the route names; a
 * placeholder while loading, an error view, the not-found page when there is no such
 * publication, else its compact navigation bar above the page.
 */
export function PublicationFrame({ slug, children }: { slug: string; children: ReactNode }) {
  const { services } = useShell();
  const { data, loading, refetch } = useQuery(PublicationFrameDocument, {
    client: services.apollo,
    variables: { slug },
    skip: !slug,
  });
  const named = data?.collectionByDomainOrSlug;
  useEntityHead(
    named ? { kind: 'publication', name: named.name, slug: named.slug, description: named.description } : null,
  );

  let content: ReactNode;
  if (!slug) content = <NotFoundScreen />;
  else if (!data) {
    content = (
      <div className="ink-inset">
        {loading ? (
          <LoadingPlaceholder label="Loading publication" />
        ) : (
          <LoadError message="This publication could not be loaded." onRetry={() => void refetch()} />
        )}
      </div>
    );
  } else if (!data.collectionByDomainOrSlug) content = <NotFoundScreen />;
  else {
    content = (
      <>
        <PublicationBar publication={data.collectionByDomainOrSlug} slug={slug} />
        {children}
      </>
    );
  }
  return (
    <div className="ink-pages">
      <PageStyles />
      {content}
    </div>
  );
}
