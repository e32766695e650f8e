import { type TypedDocumentNode } from '@apollo/client';
import { profileUrl, publicationUrl, tagLink } from '@inkpot/shared-contracts';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { isImageId, storyImage } from '@inkpot/shared-contracts/images';
import { MemberStarSlot } from '../account/membership-slots.tsx';
import { Link } from '../../routing/link.tsx';
import { useShell } from '../../routing/page-props.ts';
import { readingTimeLabel } from '../formats.ts';
import { useDateFormats } from '../use-date-formats.ts';
import { LoadError, LoadingPlaceholder } from '../page-parts.tsx';
import { SaveButton } from './save-button.tsx';
import type { PagingInput } from '../../__generated__/schema-types.ts';
import type { StoryCard_postFragment, StoryList_feedFragment } from './__generated__/story-card.generated.ts';

type StoryPost = Pick<StoryCard_postFragment, 'statusForCollection' | 'collection'>;

/** 'in {collection}' when the story sits in its publication (APPROVED, or placed without review). */
export function publicationOfStory(post: StoryPost): NonNullable<StoryPost['collection']> | null {
  if (!post.collection) return null;
  return post.statusForCollection === null || post.statusForCollection === 'APPROVED' ? post.collection : null;
}

/** The profile link of a writer: live custom domain, else `/@username`. */
export function writerUrl(user: {
  id: string;
  username: string;
  customDomainState?: { live?: { domain: string } | null } | null;
}): string {
  const domain = user.customDomainState?.live?.domain;
  return profileUrl({
    id: user.id,
    username: user.username,
    ...(domain ? { customDomain: { domain, live: true } } : {}),
  });
}

/** A publication's home on this host (its custom domain has no live state in the API, so by slug). */
export function publicationHomeUrl(collection: { id: string; slug: string }): string {
  return publicationUrl({ id: collection.id, slug: collection.slug });
}

/**
 * The topic a card links to: the story's first tag in the API's order, and none on that topic's own
 * page (the list is about it already).
 */
export function cardTopic(
  post: Pick<StoryCard_postFragment, 'topicSlug' | 'topicTitle'>,
  omitTagSlug?: string,
): { slug: string; displayTitle: string } | null {
  if (!post.topicSlug || !post.topicTitle || post.topicSlug === omitTagSlug) return null;
  return { slug: post.topicSlug, displayTitle: post.topicTitle };
}

/**
 * A story's image with its box (767 by 271 on cards and story pages, 330 by 101 on compact cards),
 * every width in its srcset. Decorative: the title beside it says what the story is.
 */
export function StoryImage({ id, shape, className }: { id: string; shape: 'card' | 'narrow'; className: string }) {
  const image = storyImage(id, shape);
  return <img className={`ink-story-image ${className}`} {...image} alt="" decoding="async" />;
}

export interface StoryCardProps {
  post: StoryCard_postFragment;
  /** Smaller, without subtitle (right column). */
  compact?: boolean;
  headingLevel?: 2 | 3;
  /** The topic the list is about: the card does not link it again. */
  omitTagSlug?: string;
}

/** One story in a list: byline, title, subtitle, and the member star, date, reading time, topic and Save. */
export function StoryCard({ post, compact = false, headingLevel = 2, omitTagSlug }: StoryCardProps) {
  const publication = publicationOfStory(post);
  // The right column's compact cards have no room for it.
  const topic = compact ? null : cardTopic(post, omitTagSlug);
  const published = post.firstPublishedAt ?? post.updatedAt;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const formats = useDateFormats();
  return (
    <article className={compact ? 'ink-story-card ink-story-card--compact' : 'ink-story-card'}>
      <p className="ink-story-card__byline">
        <Link to={writerUrl(post.creator)}>{post.creator.name}</Link>
        {publication && (
          <>
            {' in '}
            <Link to={publicationHomeUrl(publication)}>{publication.name}</Link>
          </>
        )}
      </p>
      <Heading className="ink-story-card__title">
        <Link to={post.mediumUrl}>{post.title}</Link>
      </Heading>
      {post.subtitle && <p className="ink-story-card__subtitle">{post.subtitle}</p>}
      {isImageId(post.previewImageId) && (
        <StoryImage id={post.previewImageId} shape={compact ? 'narrow' : 'card'} className="ink-story-card__image" />
      )}
      <p className="ink-story-card__meta">
        {post.isLocked && <MemberStarSlot storyId={post.id} creatorId={post.creator.id} />}
        <time dateTime={published}>{formats.day(published)}</time>
        <span aria-hidden="true">·</span>
        <span>{readingTimeLabel(post.readingTime)}</span>
        {topic && (
          <Link className="ink-story-card__topic" to={tagLink(topic.slug)}>
            {topic.displayTitle}
          </Link>
        )}
        {/* Save to the reader's Reading list; the right column's compact cards have no room for it. */}
        {!compact && <SaveButton post={post} className="ink-story-card__save" />}
      </p>
    </article>
  );
}

/** The feed with the next page appended; a story both pages hold is kept once. */
export function appendFeedPage<F extends StoryList_feedFragment>(previous: F, more: F): F {
  const seen = new Set(previous.items.map((item) => item.post.id));
  return { ...more, items: [...previous.items, ...more.items.filter((item) => !seen.has(item.post.id))] };
}

export interface StoryListProps {
  feed: StoryList_feedFragment;
  /** Accessible name of the list. */
  label: string;
  /** Shown when the feed has no story. */
  empty: ReactNode;
  /** Loads the page `pagingInfo.next` points to; without it there is no 'Show more'. */
  onShowMore?: (paging: PagingInput) => Promise<{ error?: unknown }>;
  compact?: boolean;
  headingLevel?: 2 | 3;
  /** The topic the list is about (see StoryCard). */
  omitTagSlug?: string;
}

/** A feed of story cards, with 'Show more' while the feed has a next page. */
export function StoryList({ feed, label, empty, onShowMore, compact, headingLevel, omitTagSlug }: StoryListProps) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const next = feed.pagingInfo.next;

  if (feed.items.length === 0) return <div className="ink-empty">{empty}</div>;

  const showMore = async () => {
    if (!next || !onShowMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const result = await onShowMore({ limit: next.limit, to: next.to ?? null });
      if (result.error) setMoreFailed(true);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <ul className="ink-story-list" aria-label={label}>
        {feed.items.map(({ post }) => (
          <li key={post.id}>
            <StoryCard
              post={post}
              {...(compact ? { compact } : {})}
              {...(headingLevel ? { headingLevel } : {})}
              {...(omitTagSlug ? { omitTagSlug } : {})}
            />
          </li>
        ))}
      </ul>
      {next && onShowMore && (
        <div className="ink-story-list__more">
          {moreFailed && (
            <p className="ink-error" role="alert">
              More stories could not be loaded. Please try again.
            </p>
          )}
          <button
            type="button"
            className="ink-button"
            onClick={showMore}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        </div>
      )}
    </>
  );
}

export interface FeedSectionProps extends Omit<StoryListProps, 'feed'> {
  /** The feed once loaded (with errorPolicy 'all', possibly alongside an error). */
  feed: StoryList_feedFragment | null | undefined;
  loading: boolean;
  /** What failed, in the reader's words. */
  errorText: string;
  onRetry: () => void;
}

/** A feed query's states: the list once there is one, a placeholder while loading, else the error with 'Try again'. */
export function FeedSection({ feed, loading, errorText, onRetry, ...list }: FeedSectionProps) {
  if (feed) return <StoryList feed={feed} {...list} />;
  if (loading) return <LoadingPlaceholder label={`Loading ${list.label.toLowerCase()}`} />;
  return <LoadError message={errorText} onRetry={onRetry} />;
}

type FeedQueryData<K extends string> = { [key in K]: StoryList_feedFragment };

export interface QueryFeedSectionProps<K extends string> extends Omit<
  FeedSectionProps,
  'feed' | 'loading' | 'onRetry' | 'onShowMore'
> {
  /** A feed query taking `$paging`, and the field of its result that holds the feed. */
  query: TypedDocumentNode<FeedQueryData<K>, { paging?: PagingInput | null }>;
  field: K;
  firstPage: { paging: PagingInput };
}

/** A paged feed query rendered as a FeedSection: 'Show more' appends the next page, 'Try again' refetches. */
export function QueryFeedSection<K extends string>({ query, field, firstPage, ...section }: QueryFeedSectionProps<K>) {
  const { services } = useShell();
  const { data, loading, fetchMore, refetch } = useQuery(query, { client: services.apollo, variables: firstPage });
  const onShowMore = (paging: PagingInput) =>
    fetchMore({
      variables: { paging },
      updateQuery: (previous, { fetchMoreResult }) =>
        ({ ...previous, [field]: appendFeedPage(previous[field], fetchMoreResult[field]) }) as FeedQueryData<K>,
    });
  return (
    <FeedSection
      {...section}
      feed={data?.[field]}
      loading={loading}
      onRetry={() => void refetch()}
      onShowMore={onShowMore}
    />
  );
}
