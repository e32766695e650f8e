import { ApolloProvider } from '@apollo/client/react';
import { isInAppHref, isPlainClick, NoncedStyle, type MountProps } from '@inkpot/shared-contracts';
import { useEffect, type MouseEvent } from 'react';
import { Avatar, avatarCss } from '../../../shared/ui/avatar.tsx';
import { headerTint } from '../model/header-tint.ts';
import { MULTIPLE_EXTERNAL_LINKS_WARNING, publicationNavLinks } from '../model/publication-nav-links.ts';
import { publicationNavCss } from './publication-nav.css.ts';
import { TintStrip } from './tint-strip.tsx';
import { usePublicationContext } from './use-publication-context.ts';

type PublicationNavProps = Pick<MountProps, 'apollo' | 'navigation' | 'config' | 'telemetry' | 'publication'>;

/**
 * The publication top navigation: the publication's avatar (small screens) or name
 * (larger ones) linking to its home, then its navigation items; the external link last, after
 * a divider.
 */
export function PublicationNav(props: PublicationNavProps) {
  return (
    <ApolloProvider client={props.apollo}>
      <PublicationNavContent {...props} />
    </ApolloProvider>
  );
}

function PublicationNavContent({ navigation, config, telemetry, publication: context }: PublicationNavProps) {
  const publication = usePublicationContext(context);
  const nav = publication
    ? publicationNavLinks(publication.navigationItems, publication.slug, navigation.buildLink, {
        productName: config.productName,
      })
    : null;
  const externalCount = nav?.externalCount ?? 0;
  useEffect(() => {
    // A second external link is logged as an error.
    if (externalCount > 1)
      telemetry.reportError(new Error(MULTIPLE_EXTERNAL_LINKS_WARNING), { area: 'publication-nav' });
  }, [externalCount, telemetry]);

  if (!publication || !nav) return null;
  const homeHref = navigation.buildLink('collection', { collectionSlug: publication.slug });
  const tint = headerTint(publication.tintColor);
  const onClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event) || !isInAppHref(href)) return;
    event.preventDefault();
    navigation.navigate(href);
  };

  return (
    <nav className="ink-pub-nav" aria-label={publication.name}>
      <NoncedStyle>{publicationNavCss}</NoncedStyle>
      <NoncedStyle>{avatarCss}</NoncedStyle>
      {tint && <TintStrip color={tint} />}
      <a className="ink-pub-nav__home" href={homeHref} onClick={(event) => onClick(event, homeHref)}>
        <span className="ink-pub-nav__avatar">
          <Avatar name={publication.name} size={32} square imageId={publication.avatar?.id} />
        </span>
        <span className="ink-pub-nav__name">{publication.name}</span>
      </a>
      <ul className="ink-pub-nav__items">
        {nav.links.map((link) => (
          <li key={`${link.title}:${link.href}`}>
            <a href={link.href} onClick={(event) => onClick(event, link.href)}>
              {link.title}
            </a>
          </li>
        ))}
        {nav.external && (
          <>
            <li className="ink-pub-nav__divider" aria-hidden="true" />
            <li>
              <a href={nav.external.href} rel="noopener noreferrer">
                {nav.external.title}
              </a>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
