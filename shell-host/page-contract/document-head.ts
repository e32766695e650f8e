import type { ShellConfig } from '@inkpot/shared-contracts';
import { buildRouteLink, type TableRouteName } from '@inkpot/shared-contracts/routes';
import { pageTitle } from './page-titles.ts';

/**
 * What a page is about, when it is about one thing: the story, person, publication, tag or list
 * its route names. The edge reads it from the API before answering; the host's pages from their
 * own queries.
 */
export type HeadEntity =
  | { kind: 'post'; title: string; subtitle: string; authorName: string; path: string }
  | { kind: 'user'; name: string; username: string; bio: string }
  | { kind: 'publication'; name: string; slug: string; description: string }
  | { kind: 'tag'; slug: string; displayTitle: string }
  | { kind: 'list'; name: string; ownerName: string };

export interface HeadInput {
  productName: string;
  /** `config.hosts.app`: canonical and Open Graph URLs are absolute on it. */
  appUrl: string;
  /** The page identifier; null when nothing matched. */
  page: string | null;
  /** The page's path, for the canonical URL of a page without `route`. */
  path: string;
  /**
   * The matched route and its parameters (a custom domain's own included): the canonical path is
   * the route's in the default mode (custom domains point at the main host's), with the entity's
   * own spelling of its parameter (`/@ADA` → `/@ada`).
   */
  route?: { name: string; params: Readonly<Record<string, string>> };
  /** The HTTP status of the document: not-found and error pages are not indexed and have no canonical URL. */
  status: number;
  entity?: HeadEntity | null;
}

/** The document head's metadata: title, description, canonical URL, robots, Open Graph and Twitter card. */
export interface DocumentHead {
  title: string;
  description: string;
  canonical: string | null;
  robots: 'noindex' | null;
  openGraph: { type: 'website' | 'article' | 'profile'; title: string; description: string; url: string | null };
  siteName: string;
  twitterCard: 'summary';
}

/** The product's own description (the built page's default). */
export const productDescription = (productName: string) =>
  `${productName}: stories worth your time, from writers and publications you follow.`;

const HOME_PAGES = new Set(['home', 'home-lo-legacy']);

/** What a sub-page of a person or publication is, e.g. 'publication-about' → 'About'. */
function subpageLabel(page: string, productName: string): string {
  const label = pageTitle(page, productName);
  return label.replace(/^(Publication|User) (?=\S)/, '');
}

function entityTitleAndDescription(
  entity: HeadEntity,
  page: string | null,
  productName: string,
): { title: string; description: string; type: DocumentHead['openGraph']['type'] } {
  switch (entity.kind) {
    case 'post':
      return {
        title: `${entity.title} – ${entity.authorName}`,
        description: entity.subtitle || `A story by ${entity.authorName} on ${productName}.`,
        type: 'article',
      };
    case 'user': {
      const main = page === 'user-profile' || page === null;
      return {
        title: main ? `${entity.name} (@${entity.username})` : `${subpageLabel(page, productName)} – ${entity.name}`,
        description: entity.bio || `Read stories by ${entity.name} on ${productName}.`,
        type: 'profile',
      };
    }
    case 'publication': {
      const main = page === 'publication-profile' || page === null;
      return {
        title: main ? entity.name : `${subpageLabel(page, productName)} – ${entity.name}`,
        description: entity.description || `Stories from ${entity.name} on ${productName}.`,
        type: 'website',
      };
    }
    case 'tag':
      return {
        title: entity.displayTitle,
        description: `Stories about ${entity.displayTitle} on ${productName}.`,
        type: 'website',
      };
    case 'list':
      return {
        title: `${entity.name} – ${entity.ownerName}`,
        description: `A list by ${entity.ownerName} on ${productName}.`,
        type: 'website',
      };
  }
}

/**
 * The head of a page, the same on the edge (the document) and in the browser (after in-app
 * navigation): titles end with the product name (the home page is the product name alone;
 * 'Settings – {product}'); a page about something is named after it.
 */
/** The route parameter an entity spells: the person's username, the publication's or tag's slug. */
function entityParams(entity: HeadEntity | null | undefined): Record<string, string> {
  switch (entity?.kind) {
    case 'user':
      return { username: entity.username };
    case 'publication':
      return { collectionSlug: entity.slug };
    case 'tag':
      return { tagSlug: entity.slug };
    default:
      return {};
  }
}

/** The canonical path: a story's own URL, else the route's path in the default mode, else the given path. */
function canonicalPath({ path, route, entity }: HeadInput): string {
  if (entity?.kind === 'post') return entity.path;
  if (!route) return path;
  return buildRouteLink(route.name as TableRouteName, { ...route.params, ...entityParams(entity) });
}

export function documentHead(input: HeadInput): DocumentHead {
  const { productName, appUrl, page, status, entity } = input;
  const ok = status < 400;
  let title: string;
  let description = productDescription(productName);
  let type: DocumentHead['openGraph']['type'] = 'website';
  if (ok && entity) {
    const named = entityTitleAndDescription(entity, page, productName);
    title = `${named.title} – ${productName}`;
    description = named.description;
    type = named.type;
  } else if (!ok) {
    title = `${pageTitle(status === 404 ? 'not-found' : 'server-error', productName)} – ${productName}`;
  } else if (!page || HOME_PAGES.has(page)) {
    title = productName;
  } else {
    title = `${pageTitle(page, productName)} – ${productName}`;
  }
  const canonical = ok ? new URL(canonicalPath(input), appUrl).href : null;
  return {
    title,
    description,
    canonical,
    robots: ok ? null : 'noindex',
    openGraph: { type, title, description, url: canonical },
    siteName: productName,
    twitterCard: 'summary',
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": '#39' }[c]};`);

type HeadTag =
  | { element: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { element: 'link'; rel: string; href: string };

/** The elements a head consists of (besides the title), in document order. */
function headTags(head: DocumentHead): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string | null): HeadTag[] =>
    content === null ? [] : [{ element: 'meta', key, name, content }];
  return [
    ...meta('name', 'description', head.description),
    ...(head.canonical ? [{ element: 'link' as const, rel: 'canonical', href: head.canonical }] : []),
    ...meta('name', 'robots', head.robots),
    ...meta('property', 'og:site_name', head.siteName),
    ...meta('property', 'og:type', head.openGraph.type),
    ...meta('property', 'og:title', head.openGraph.title),
    ...meta('property', 'og:description', head.openGraph.description),
    ...meta('property', 'og:url', head.openGraph.url),
    ...meta('name', 'twitter:card', head.twitterCard),
    ...meta('name', 'twitter:title', head.openGraph.title),
    ...meta('name', 'twitter:description', head.openGraph.description),
  ];
}

/** Marks the elements the head builder owns, so the browser can replace exactly those. */
const OWNED = 'data-inkpot-head';

/** The head as HTML, for the edge's document. */
export function documentHeadHtml(head: DocumentHead): string {
  return (
    `<title>${escapeHtml(head.title)}</title>` +
    headTags(head)
      .map((tag) =>
        tag.element === 'meta'
          ? `<meta ${OWNED} ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" />`
          : `<link ${OWNED} rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" />`,
      )
      .join('')
  );
}

/** Puts a head into the live document after in-app navigation: the title, and the owned elements replaced. */
export function applyDocumentHead(head: DocumentHead, doc: Document = document): void {
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll(`[${OWNED}]`)) element.remove();
  for (const tag of headTags(head)) {
    const element = doc.createElement(tag.element);
    element.setAttribute(OWNED, '');
    if (tag.element === 'meta') {
      element.setAttribute(tag.key, tag.name);
      element.setAttribute('content', tag.content);
    } else {
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
    }
    doc.head.append(element);
  }
}

/** Favicon colours by environment: production ink black, staging amber, development and test teal. */
const FAVICON_COLOURS: Record<ShellConfig['environment'], string> = {
  production: '#242424',
  staging: '#c77700',
  development: '#0b7a75',
  test: '#0b7a75',
};

/** An ink-drop mark on the environment's colour; the edge serves it as the favicon. */
export function faviconSvg(environment: ShellConfig['environment']): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${FAVICON_COLOURS[environment]}"/>` +
    `<path d="M16 6c-4 6-7 9.5-7 13a7 7 0 0 0 14 0c0-3.5-3-7-7-13z" fill="#fff"/></svg>`
  );
}
