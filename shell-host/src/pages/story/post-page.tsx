import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { postIdFromSlug, tagLink } from '@inkpot/shared-contracts';
import { Link } from '../../routing/link.tsx';
import { useEntityHead } from '../../routing/page-head.ts';
import { MemberStarSlot } from '../account/membership-slots.tsx';
import { useShell, pageQuery, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { FollowButtonSlot } from '../people/follow-button-slot.tsx';
import { readingTimeLabel } from '../formats.ts';
import { useDateFormats } from '../use-date-formats.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { PostMenuSlot } from './post-menu-slot.tsx';
import { SaveButton } from './save-button.tsx';
import { PostResponses } from './post-responses.tsx';
import { Avatar, LoadError, LoadingPlaceholder, PageStyles, useShellBus } from '../page-parts.tsx';
import { publicationHomeUrl, publicationOfStory, StoryImage, writerUrl } from './story-card.tsx';
import { useStoryViewRecording } from './use-story-view-recording.ts';
import { isImageId } from '@inkpot/shared-contracts/images';
import { StoryBody } from './story-body.tsx';
import { PostPageDocument } from './__generated__/post-page.generated.ts';

/** The post id of a route's `postId` parameter: a bare id, or the last hex segment of a slug. */
export function postIdOf(params: Readonly<Record<string, string>>): string | null {
  const value = params.postId;
  if (!value) return null;
  return postIdFromSlug(value) ?? value;
}

export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const id = postIdOf(params);
  return id ? [pageQuery(PostPageDocument, { id })] : [];
}

function responsesLabel(count: number): string {
  if (count === 0) return 'No responses yet';
  return count === 1 ? '1 response' : `${count} responses`;
}

/**
 * The toasts a story's state raises when its page opens: suspended (only its author
 * and moderators still see it), under review (limited state: the API tells only its author and
 * moderators), and for its author a trashed story's Undelete. Once per story: the post menu's Move
 * to trash has its own toast with Undo.
 */
function useStoryStateToasts(
  post: { id: string; title: string; isDeleted: boolean; isSuspended: boolean; isLimitedState: boolean } | null,
) {
  const bus = useShellBus();
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!post || announced.current === post.id) return;
    announced.current = post.id;
    if (post.isSuspended) bus.publish('toast/show', { kind: 'post-suspended' });
    if (post.isLimitedState) bus.publish('toast/show', { kind: 'limited-state' });
    if (post.isDeleted)
      bus.publish('toast/show', { kind: 'undelete', postId: post.id, title: post.title || 'Untitled story' });
  }, [bus, post]);
}

function PostView({ id }: { id: string }) {
  const { services, viewer } = useShell();
  const { data, loading, refetch } = useQuery(PostPageDocument, { client: services.apollo, variables: { id } });
  const result = data?.postResult;
  const formats = useDateFormats();
  const found = result?.__typename === 'Post' ? result : null;
  useStoryStateToasts(found);
  // Views and reads for the writer's stats (the end marker below the story's body).
  const storyEnd = useRef<HTMLDivElement>(null);
  useStoryViewRecording(
    found?.id ?? null,
    viewer.status === 'signed-in' && viewer.viewer.id === found?.creator.id,
    storyEnd,
  );
  useEntityHead(
    found && {
      kind: 'post',
      title: found.title,
      subtitle: found.subtitle,
      authorName: found.creator.name,
      path: found.mediumUrl,
    },
  );

  if (!result) {
    return (
      <div className="ink-inset">
        {loading ? (
          <LoadingPlaceholder label="Loading story" lines={4} />
        ) : (
          <LoadError message="This story could not be loaded." onRetry={() => void refetch()} />
        )}
      </div>
    );
  }
  if (result.__typename !== 'Post') return <NotFoundScreen />;

  const post = result;
  const publication = publicationOfStory(post);
  const published = post.firstPublishedAt ?? post.latestPublishedAt ?? post.updatedAt;
  const isOwn = viewer.status === 'signed-in' && viewer.viewer.id === post.creator.id;
  return (
    <article className="ink-inset ink-post" aria-labelledby="post-title">
      {/* Only the author still sees a trashed story; the post menu's Move to trash and its Undo flip this in the cache. */}
      {post.isDeleted && (
        <p className="ink-post__trash" role="status">
          This story is in the trash and readers can no longer see it. It will be permanently deleted 14 days after it
          was moved there; until then, restore it from the ··· menu.
        </p>
      )}
      {/* The membership remote's member-only marker and its star popover. */}
      {post.isLocked && (
        <p className="ink-post__member-only">
          <MemberStarSlot storyId={post.id} creatorId={post.creator.id} /> Member-only story
        </p>
      )}
      <h1 id="post-title" className="ink-post__title">
        {post.title}
      </h1>
      {post.subtitle && <p className="ink-post__subtitle">{post.subtitle}</p>}
      <div className="ink-post__byline">
        <Avatar name={post.creator.name} size="small" imageId={post.creator.imageId} />
        <Link className="ink-post__byline-author" to={writerUrl(post.creator)}>
          {post.creator.name}
        </Link>
        {/* The notifications remote fills these: the writer's follow button and the mute menu. */}
        {!isOwn && <FollowButtonSlot className="ink-post__follow" target={{ type: 'user', id: post.creator.id }} />}
        {publication && (
          <span>
            in <Link to={publicationHomeUrl(publication)}>{publication.name}</Link>
          </span>
        )}
        {/* One group, so a narrow byline wraps before it, not inside it. */}
        <span className="ink-post__meta">
          <span>{readingTimeLabel(post.readingTime)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={published}>{formats.day(published)}</time>
        </span>
        <SaveButton post={post} className="ink-post__save" />
        <PostMenuSlot postId={post.id} />
      </div>
      {isImageId(post.previewImageId) && (
        <StoryImage id={post.previewImageId} shape="card" className="ink-post__image" />
      )}
      <StoryBody post={post} />
      <div ref={storyEnd} className="ink-post__end" aria-hidden="true" />
      {post.tags.length > 0 && (
        <ul className="ink-post__tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag.id}>
              <Link to={tagLink(tag.slug)}>{tag.displayTitle}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="ink-post__responses">{responsesLabel(post.responsesCount)}</p>
      <PostResponses postId={post.id} isAuthor={isOwn} count={post.responsesCount} />
    </article>
  );
}

/** Page `post` (top navigation): the story's header, its body, tags and responses. */
export default function PostPage({ params }: PageProps) {
  const id = postIdOf(params);
  return (
    <div className="ink-pages">
      <PageStyles />
      {id ? <PostView id={id} /> : <NotFoundScreen />}
    </div>
  );
}
