/**
 * What crawlers may list (the sitemap protocol): public stories, writers with a public
 * story, publications and tags with stories, each kind in pages of at most 50 000 URLs in a
 * stable order, with the time each URL last changed. One statement per answer.
 */
import { sql, type SQL } from 'drizzle-orm';
import { buildRouteLink, tagLink } from '@inkpot/shared-contracts/routes';
import { resultRows, type Database } from '../db/client.ts';
import { posts, postTags, publications, users } from '../db/schema.ts';
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

/** Stories crawlers may read: public, stories (not responses), by writers who are not suspended. */
const listedStories = sql`select ${posts.id} as id, ${posts.slug} as slug, ${posts.creatorId} as creator_id,
      ${posts.collectionId} as collection_id, ${posts.statusForCollection} as status_for_collection,
      ${posts.publishedAt} as published_at, ${posts.updatedAt} as updated_at, ${users.username} as username
    from ${posts} join ${users} on ${users.id} = ${posts.creatorId} and not ${users.isSuspended}
    where ${isPublicPost} and ${isStory}`;

/** Accepted in its publication (or placed without review): the story's URL is under the publication. */
const IN_PUBLICATION = sql`coalesce(s.status_for_collection, 'APPROVED') = 'APPROVED'`;

/**
 * Per kind: the rows (`key` orders them, `lastmod` is when the page last changed) and the
 * columns a URL is built from. Writers and publications change when a story of theirs is
 * published; tags when a story carrying them is. Each is one pass over the listed stories
 * (grouped, then joined), never a subquery per row.
 */
const SOURCES: Record<SitemapKind, SQL> = {
  posts: sql`select s.id as key, greatest(s.updated_at, s.published_at) as lastmod, s.slug, s.username,
      case when ${IN_PUBLICATION} then ${publications.slug} end as collection_slug
    from (${listedStories}) s left join ${publications} on ${publications.id} = s.collection_id`,
  writers: sql`select s.creator_id as key, min(s.username) as username, max(s.published_at) as lastmod
    from (${listedStories}) s group by s.creator_id`,
  publications: sql`select ${publications.id} as key, ${publications.slug} as slug,
      coalesce(latest.lastmod, ${publications.createdAt}) as lastmod
    from ${publications} left join (
      select s.collection_id, max(s.published_at) as lastmod from (${listedStories}) s
      where s.collection_id is not null and ${IN_PUBLICATION} group by s.collection_id
    ) latest on latest.collection_id = ${publications.id}`,
  tags: sql`select ${postTags.tagSlug} as key, ${postTags.tagSlug} as slug, max(s.published_at) as lastmod
    from ${postTags} join (${listedStories}) s on s.id = ${postTags.postId} group by ${postTags.tagSlug}`,
};

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** The rows of a kind for the index: only the order and the change time (no URL columns to join). */
const INDEX_SOURCES: Record<SitemapKind, SQL> = {
  ...SOURCES,
  posts: sql`select s.id as key, greatest(s.updated_at, s.published_at) as lastmod from (${listedStories}) s`,
};

/**
 * Every sitemap page of every kind (kinds without rows have none): one statement counts every
 * kind; only a kind with more than one page is numbered row by row, for each page's lastmod.
 */
export async function sitemapPages(db: Database, pageSize = SITEMAP_MAX_URLS): Promise<SitemapPage[]> {
  const totals = resultRows<{ kind: SitemapKind; urls: number; lastmod: unknown }>(
    await db.execute(
      sql.join(
        SITEMAP_KINDS.map(
          (kind) =>
            sql`(select ${kind}::text as kind, count(*)::int as urls, max(lastmod) as lastmod from (${INDEX_SOURCES[kind]}) s)`,
        ),
        sql` union all `,
      ),
    ),
  );
  const pages: SitemapPage[] = [];
  for (const kind of SITEMAP_KINDS) {
    const total = totals.find((row) => row.kind === kind);
    const urls = Number(total?.urls ?? 0);
    if (urls === 0) continue;
    if (urls <= pageSize) {
      pages.push({ kind, page: 1, urls, lastmod: iso(total?.lastmod) });
      continue;
    }
    const rows = resultRows<{ page: number; urls: number; lastmod: unknown }>(
      await db.execute(sql`select page::int as page, count(*)::int as urls, max(lastmod) as lastmod
        from (select (row_number() over (order by key) - 1) / ${pageSize} + 1 as page, lastmod from (${INDEX_SOURCES[kind]}) s) numbered
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
