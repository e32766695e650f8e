import type { ShellNavigation } from '@inkpot/shared-contracts';

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

const isWebUrl = (value: string) => /^https?:\/\//i.test(value);

/**
 * Where each navigation item leads (destinations: ABOUT, {product}, EXTERNAL_URL,
 * LATEST, PAGE, POST, SECTION, TAG_FEED, TRENDING) with the page's mode-aware `buildLink` (on
 * the publication's own domain its slug prefix is dropped). Items that lead nowhere usable are
 * left out; one external link at most, placed last.
 */
export function publicationNavLinks(
  items: readonly NavigationItem[],
  collectionSlug: string,
  buildLink: ShellNavigation['buildLink'],
  { productName, year = new Date().getFullYear() }: { productName: string; year?: number },
): PublicationNavLinks {
  const hrefOf = ({ destination, value }: NavigationItem): string | null => {
    switch (destination) {
      case 'ABOUT':
        return buildLink('collectionAbout', { collectionSlug });
      case 'LATEST':
        return buildLink('collectionLatest', { collectionSlug });
      case 'TRENDING':
        return buildLink('collectionTrending', { collectionSlug });
      case 'TAG_FEED':
        return value ? buildLink('collectionTagged', { collectionSlug, tagSlug: value }) : null;
      case 'PAGE':
        return value ? buildLink('collectionSubpage', { collectionSlug, subpageSlug: value }) : null;
      case 'SECTION':
        return value ? buildLink('collectionTopicHome', { collectionSlug, topicSlug: value }) : null;
      case 'POST':
        return value ? buildLink('collectionPost', { collectionSlug, postId: value }) : null;
      case 'PRODUCT':
      case productName.toUpperCase():
        // The archive of the year the item names, else of this year.
        return buildLink('collectionArchiveYear', { collectionSlug, year: /^\d{4}$/.test(value) ? value : year });
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
