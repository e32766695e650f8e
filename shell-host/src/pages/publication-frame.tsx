import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { buildRouteLink, PRODUCT_NAME, type RoutingModeKind } from '@inkpot/shared-contracts';
import { useEffect, type ReactNode } from 'react';
import { Link } from '../routing/link.tsx';
import { useShell } from '../routing/page-props.ts';
import type { PublicationFrameQuery, PublicationFrameQueryVariables } from './__generated__/operations.ts';
import { NotFoundScreen } from './not-found-page.tsx';
import { Avatar, LoadError, LoadingPlaceholder, PageStyles } from './page-parts.tsx';

export const PUBLICATION_FRAME: TypedDocumentNode<PublicationFrameQuery, PublicationFrameQueryVariables> = gql`
  query PublicationFrame($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      id
      slug
      name
      navigationItems {
        destination
        title
        value
      }
      viewerEdge {
        id
        viewerStaffRole
      }
    }
  }
`;

export const MULTIPLE_EXTERNAL_LINKS_WARNING = 'Multiple external links found in publication navigation items';

export interface NavigationItem {
  destination: string;
  title: string;
  value: string;
}

export interface PublicationNavLink {
  title: string;
  href: string;
}

export interface PublicationNavLinks {
  /** The items that lead inside the publication, in their order. */
  links: PublicationNavLink[];
  /** The external link, shown last after a divider; only the first when there are several. */
  external: PublicationNavLink | null;
  externalCount: number;
}

export interface PublicationNavOptions {
  /** The routing mode of the page: on the publication's custom domain its slug prefix is dropped. */
  mode?: RoutingModeKind;
  productName?: string;
  /** The archive year when a {product} (archive) item names none. */
  year?: number;
}

const isWebUrl = (value: string) => /^https?:\/\//i.test(value);

/**
 * Where each navigation item leads (spec 01 §2 destinations), as links of the routing mode the
 * page is in; items that lead nowhere usable are left out.
 */
export function publicationNavLinks(
  items: readonly NavigationItem[],
  collectionSlug: string,
  { mode = 'default', productName = PRODUCT_NAME, year = new Date().getFullYear() }: PublicationNavOptions = {},
): PublicationNavLinks {
  const options = { mode };
  const hrefOf = ({ destination, value }: NavigationItem): string | null => {
    switch (destination) {
      case 'ABOUT':
        return buildRouteLink('collectionAbout', { collectionSlug }, options);
      case 'LATEST':
        return buildRouteLink('collectionLatest', { collectionSlug }, options);
      case 'TRENDING':
        return buildRouteLink('collectionTrending', { collectionSlug }, options);
      case 'TAG_FEED':
        return value ? buildRouteLink('collectionTagged', { collectionSlug, tagSlug: value }, options) : null;
      case 'PAGE':
        return value ? buildRouteLink('collectionSubpage', { collectionSlug, subpageSlug: value }, options) : null;
      case 'SECTION':
        return value ? buildRouteLink('collectionTopicHome', { collectionSlug, topicSlug: value }, options) : null;
      case 'POST':
        return value ? buildRouteLink('collectionPost', { collectionSlug, postId: value }, options) : null;
      case 'PRODUCT':
      case productName.toUpperCase():
        // The archive of the year the item names, else of this year.
        return buildRouteLink(
          'collectionArchiveYear',
          { collectionSlug, year: /^\d{4}$/.test(value) ? value : year },
          options,
        );
      default:
        return null;
    }
  };

  const externals = items.filter((item) => item.destination === 'EXTERNAL_URL');
  const firstExternal = externals.find((item) => isWebUrl(item.value));
  const links = items
    .filter((item) => item.destination !== 'EXTERNAL_URL')
    .flatMap((item) => {
      const href = hrefOf(item);
      return href ? [{ title: item.title, href }] : [];
    });
  return {
    links,
    external: firstExternal ? { title: firstExternal.title, href: firstExternal.value } : null,
    externalCount: externals.length,
  };
}

type FramePublication = NonNullable<PublicationFrameQuery['collectionByDomainOrSlug']>;

/** The compact publication navigation bar, 57 px high (spec 03 §2.5). */
function PublicationNav({ publication }: { publication: FramePublication }) {
  const { mode, config } = useShell();
  const { links, external, externalCount } = publicationNavLinks(publication.navigationItems, publication.slug, {
    mode: mode.kind,
    productName: config.productName,
  });
  useEffect(() => {
    if (externalCount > 1) console.warn(MULTIPLE_EXTERNAL_LINKS_WARNING);
  }, [externalCount]);
  const role = publication.viewerEdge.viewerStaffRole;
  const isStaff = role === 'OWNER' || role === 'EDITOR';
  return (
    <nav className="ink-publication-nav" aria-label={publication.name}>
      <Link
        className="ink-publication-nav__home"
        to={buildRouteLink('collection', { collectionSlug: publication.slug }, { mode: mode.kind })}
      >
        <Avatar name={publication.name} size="small" />
        <span className="ink-publication-nav__name">{publication.name}</span>
      </Link>
      <ul className="ink-publication-nav__items">
        {links.map((link) => (
          <li key={`${link.title}:${link.href}`}>
            <Link to={link.href}>{link.title}</Link>
          </li>
        ))}
        {external && (
          <>
            <li className="ink-publication-nav__divider" aria-hidden="true" />
            <li>
              <a href={external.href} rel="noopener noreferrer">
                {external.title}
              </a>
            </li>
          </>
        )}
      </ul>
      {/* The navigation remote fills this with the 'Manage publication' menu for OWNER and EDITOR. */}
      {isStaff && (
        <div
          className="ink-publication-nav__manage"
          data-slot="publication-nav"
          data-remote="navigation"
          data-collection-id={publication.id}
          data-staff-role={role}
        />
      )}
    </nav>
  );
}

/**
 * The publication layout's frame (spec 03 §2.5): loads the publication the route names; a
 * placeholder while loading, an error view, the not-found page when there is no such
 * publication, else its compact navigation bar above the page.
 */
export function PublicationFrame({ slug, children }: { slug: string; children: ReactNode }) {
  const { services } = useShell();
  const { data, loading, refetch } = useQuery(PUBLICATION_FRAME, {
    client: services.apollo,
    variables: { slug },
    skip: !slug,
  });

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
        <PublicationNav publication={data.collectionByDomainOrSlug} />
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
