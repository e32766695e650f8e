import { buildRouteLink, profileUrl, publicationUrl, tagLink } from '@inkpot/shared-contracts';
import type { AnyHit } from './search-indexes.ts';

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

/**
 * Where a hit leads: a story by its id (the host redirects to its
 * canonical page); a writer at their live custom domain, their subdomain (when the deployment
 * names the host for them), or /@username; a publication at its custom domain, /{slug}, or
 * /c/{id}; a topic at /tag/{slug}; a list at /@{owner}/list/{name-slug}-{id}.
 */
export function hitHref(entry: AnyHit, options: { subdomainHost?: string } = {}): string {
  switch (entry.kind) {
    case 'post':
      return buildRouteLink('post', { postId: entry.hit.postId });
    case 'user': {
      const { hit } = entry;
      return profileUrl(
        {
          id: hit.userId,
          username: hit.username,
          ...(hit.customDomain ? { customDomain: { domain: hit.customDomain, live: true } } : {}),
        },
        hit.hasSubdomain && options.subdomainHost ? { subdomainHost: options.subdomainHost } : {},
      );
    }
    case 'collection': {
      const { hit } = entry;
      return publicationUrl({
        id: hit.collectionId,
        ...(hit.slug ? { slug: hit.slug } : {}),
        ...(hit.domain ? { customDomain: { domain: hit.domain, live: true } } : {}),
      });
    }
    case 'tag':
      return tagLink(entry.hit.tagSlug);
    case 'catalog':
      return buildRouteLink('userList', {
        username: entry.hit.username,
        catalogSlugId: listSlugId(entry.hit.name, entry.hit.catalogId),
      });
  }
}

/** What a hit is called on screen. */
export function hitLabel(entry: AnyHit): string {
  switch (entry.kind) {
    case 'post':
      return entry.hit.title;
    case 'user':
      return entry.hit.name || entry.hit.username;
    case 'collection':
      return entry.hit.name;
    case 'tag':
      return entry.hit.displayText;
    case 'catalog':
      return entry.hit.name;
  }
}
