/**
 * What crawlers may list (issue 15, the sitemap protocol): public stories, writers with a public
 * story, publications and tags with stories, each kind in pages of at most 50 000 URLs in a
 * stable order, with the time each URL last changed. One statement per answer.
 */
import { sql, type SQL } from 'drizzle-orm';
import { buildRouteLink, tagLink } from '@inkpot/shared-contracts/routes';
import { resultRows, type Database } from '../db/client.ts';
import { posts, postTags, publications, tags, users } from '../db/schema.ts';
import { isPublicPost, isStory } from './post-queries.ts';
import { postPath } from './post-rules.ts';

export const SITEMAP_KINDS = ['posts', 'writers', 'publications', 'tags'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The sitemap protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export const isSitemapKind = (value: string): value is SitemapKind =>
  (SITEMAP_KINDS as readonly string[]).includes(value);

/** One sitemap file of the index: a page of one kind, with its newest change. */
export interface SitemapPage {
  kind: SitemapKind;
  /** 1-based. */
  page: number;
  urls: number;
  lastmod: string | null;
}

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** A story crawlers may read: public, a story (not a response), by a writer who is not suspended. */
const listedStory = sql`${isPublicPost} and ${isStory} and not exists (select 1 from ${users} where ${users.id} = ${posts.creatorId} and ${users.isSuspended})`;

/**
 * Per kind: the rows (`key` orders them, `lastmod` is when the page last changed) and the
 * columns a URL is built from. Writers and publications change when a story of theirs is
 * published; tags when a story carrying them is.
 */
const SOURCES: Record<SitemapKind, SQL> = {
  posts: sql`select ${posts.id} as key, greatest(${posts.updatedAt}, ${posts.publishedAt}) as lastmod,
      ${posts.slug} as slug,
      (select ${publications.slug} from ${publications} where ${publications.id} = ${posts.collectionId}
        and coalesce(${posts.statusForCollection}, 'APPROVED') = 'APPROVED') as collection_slug,
      (select ${users.username} from ${users} where ${users.id} = ${posts.creatorId}) as username
    from ${posts} where ${listedStory}`,
  writers: sql`select ${users.id} as key, ${users.username} as username,
      (select max(${posts.publishedAt}) from ${posts} where ${posts.creatorId} = ${users.id} and ${listedStory}) as lastmod
    from ${users}
    where not ${users.isSuspended}
      and exists (select 1 from ${posts} where ${posts.creatorId} = ${users.id} and ${listedStory})`,
  publications: sql`select ${publications.id} as key, ${publications.slug} as slug,
      coalesce((select max(${posts.publishedAt}) from ${posts} where ${posts.collectionId} = ${publications.id}
        and coalesce(${posts.statusForCollection}, 'APPROVED') = 'APPROVED' and ${listedStory}), ${publications.createdAt}) as lastmod
    from ${publications}`,
  tags: sql`select ${tags.slug} as key, ${tags.slug} as slug,
      (select max(${posts.publishedAt}) from ${postTags} join ${posts} on ${posts.id} = ${postTags.postId}
        where ${postTags.tagSlug} = ${tags.slug} and ${listedStory}) as lastmod
    from ${tags} where ${tags.postCount} > 0`,
};

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** Every sitemap page of every kind (kinds without rows have none). */
export async function sitemapPages(db: Database, pageSize = SITEMAP_MAX_URLS): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (const kind of SITEMAP_KINDS) {
    const rows = resultRows<{ page: number; urls: number; lastmod: unknown }>(
      await db.execute(sql`select page::int as page, count(*)::int as urls, max(lastmod) as lastmod
        from (select (row_number() over (order by key) - 1) / ${pageSize} + 1 as page, lastmod from (${SOURCES[kind]}) s) numbered
        group by page order by page`),
    );
    for (const row of rows)
      pages.push({ kind, page: Number(row.page), urls: Number(row.urls), lastmod: iso(row.lastmod) });
  }
  return pages;
}

interface SourceRow {
  key: string;
  lastmod: unknown;
  slug?: string;
  username?: string | null;
  collection_slug?: string | null;
}

function pathOf(kind: SitemapKind, row: SourceRow): string {
  switch (kind) {
    case 'posts':
      return postPath(
        { id: row.key, slug: row.slug ?? '' },
        row.collection_slug ? { collectionSlug: row.collection_slug } : { username: row.username ?? 'unknown' },
      );
    case 'writers':
      return buildRouteLink('userProfile', { username: row.username ?? '' });
    case 'publications':
      return buildRouteLink('collection', { collectionSlug: row.slug ?? '' });
    case 'tags':
      return tagLink(row.slug ?? '');
  }
}

/** The URLs of one page (1-based) of a kind; an empty list past the last page. */
export async function sitemapEntries(
  db: Database,
  kind: SitemapKind,
  page: number,
  pageSize = SITEMAP_MAX_URLS,
): Promise<SitemapEntry[]> {
  const rows = resultRows<SourceRow>(
    await db.execute(
      sql`select * from (${SOURCES[kind]}) s order by key limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
  );
  return rows.map((row) => ({ path: pathOf(kind, row), lastmod: iso(row.lastmod) }));
}
