import type { ApolloClient } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { buildRouteLink, type RouteDefinition } from '@inkpot/shared-contracts';
import {
  checkStoryPublishable,
  STORY_IN_TRASH,
  STORY_NOT_AUTHOR,
  STORY_TITLE_MAX_LENGTH,
  type StoryParagraph,
} from '@inkpot/shared-contracts/stories';
import { useCallback, useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '../../routing/link.tsx';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { LoadingPlaceholder, PageLoadState, PageStyles, SignInPrompt } from '../page-parts.tsx';
import PlaceholderPage from '../status/placeholder-page.tsx';
import { postIdOf } from '../story/post-page.tsx';
import {
  AUTOSAVE_DELAY_MS,
  autosaveReducer,
  canSaveNow,
  hasUnsavedChanges,
  initialAutosave,
  saveStatus,
  shouldAutosave,
} from './story-autosave.ts';
import { WritingStyles } from '../story/story-body.tsx';
import { StoryBodyEditor } from './story-body-editor.tsx';
import { StorySubmission } from '../publication/story-submission.tsx';
import { addTopic } from '../story/story-topics.ts';
import {
  CreateStoryDraftDocument,
  PublishStoryDocument,
  SaveStoryDraftDocument,
  StoryEditorPageDocument,
  type StoryEditor_postFragment,
} from './__generated__/story-editor-page.generated.ts';
import type { StoryDraftInput } from '../../__generated__/schema-types.ts';

/** The routes this page serves: a new story, and editing one. Reposts, responses and revisions are not built. */
const NEW_STORY_ROUTES: ReadonlySet<string> = new Set(['newStory', 'newPost', 'collectionNewStory']);
const EDIT_ROUTES: ReadonlySet<string> = new Set(['postEdit', 'userPostEdit', 'collectionPostEdit']);
export const servesStoryEditor = (route: Pick<RouteDefinition, 'name'>) =>
  NEW_STORY_ROUTES.has(route.name) || EDIT_ROUTES.has(route.name);

export function queries(params: Readonly<Record<string, string>>, route?: RouteDefinition): ReadonlyArray<PageQuery> {
  const id = route && !EDIT_ROUTES.has(route.name) ? null : postIdOf(params);
  return id ? [pageQuery(StoryEditorPageDocument, { id })] : [];
}

export const SAVE_FAILED = 'Your story could not be saved. Everything you wrote is still here: try again.';
export const PUBLISH_FAILED = 'Your story could not be published. Everything you wrote is still here: try again.';

/** The editor's draft as the API takes it (the paragraphs without the cache's fields). */
export function draftInputOf(draft: {
  title: string;
  paragraphs: readonly StoryParagraph[];
  topics: readonly string[];
  isLocked: boolean;
}): StoryDraftInput {
  return {
    title: draft.title,
    content: draft.paragraphs.map((paragraph) => ({
      type: paragraph.type,
      text: paragraph.text,
      markups: paragraph.markups.map((markup) => ({
        type: markup.type,
        start: markup.start,
        end: markup.end,
        ...(markup.type === 'LINK' && { href: markup.href ?? '' }),
      })),
      ...(paragraph.type === 'IMAGE' && { src: paragraph.src ?? '', alt: paragraph.alt ?? '' }),
    })),
    topicNames: [...draft.topics],
    isLocked: draft.isLocked,
  };
}

/** What other pages hold about the viewer's stories, dropped once one is published: they ask again. */
function forgetStoryLists(apollo: ApolloClient, creatorId: string) {
  const { cache } = apollo;
  for (const fieldName of ['yourStories', 'yourStoryCounts', 'followingFeed', 'tagFeed', 'webRecommendedFeed'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.evict({ id: cache.identify({ __typename: 'User', id: creatorId }), fieldName: 'latestPosts' });
  cache.gc();
}

type Failure = { message: string };
const failureOf = (result: { __typename: string; message?: string } | null | undefined, fallback: string): Failure =>
  result && 'message' in result && result.message ? { message: result.message } : { message: fallback };

function StoryEditorForm({
  story,
  onCreated,
}: {
  story: StoryEditor_postFragment | null;
  onCreated: (postId: string) => void;
}) {
  const { services, viewer } = useShell();
  const id = useId();
  const apollo = services.apollo;
  const [createDraft] = useMutation(CreateStoryDraftDocument, { client: apollo });
  const [saveDraft] = useMutation(SaveStoryDraftDocument, { client: apollo });
  const [publishStory, publishing] = useMutation(PublishStoryDocument, { client: apollo });

  const [title, setTitle] = useState(story?.title ?? '');
  const [paragraphs, setParagraphs] = useState<StoryParagraph[]>(() => (story?.content ?? []) as StoryParagraph[]);
  const [topics, setTopics] = useState<string[]>(() => story?.tags.map((tag) => tag.displayTitle) ?? []);
  const [isLocked, setIsLocked] = useState(story?.isLocked ?? false);
  const [topicText, setTopicText] = useState('');
  const [topicError, setTopicError] = useState<string | null>(null);
  const [publishError, setPublishError] = useState<string | null>(null);
  const [state, dispatch] = useReducer(autosaveReducer, story?.isPublished ? 'published' : 'draft', initialAutosave);
  const [mediumUrl, setMediumUrl] = useState(story?.mediumUrl ?? null);

  // The latest of everything, for a save that starts later than the render that scheduled it.
  const latest = useRef({ title, paragraphs, topics, isLocked, revision: state.revision });
  useEffect(() => {
    latest.current = { title, paragraphs, topics, isLocked, revision: state.revision };
  });
  // The story's id once it has one: in state for what renders, in a ref for a save already running.
  const [storyId, setStoryId] = useState<string | null>(story?.id ?? null);
  const postId = useRef<string | null>(story?.id ?? null);

  const edited = useCallback(() => dispatch({ type: 'edited' }), []);

  // A title typed into the server's HTML before the page hydrated is the writer's: keep it.
  const titleField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const typed = titleField.current?.value ?? '';
    if (typed && typed !== (story?.title ?? '')) {
      setTitle(typed);
      edited();
    }
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const isBlank = !title.trim() && paragraphs.length === 0 && topics.length === 0;

  const save = useCallback(async (): Promise<boolean> => {
    const { revision, ...draft } = latest.current;
    dispatch({ type: 'save-started' });
    const input = draftInputOf(draft);
    try {
      const existing = postId.current;
      const answer = existing
        ? (await saveDraft({ variables: { postId: existing, input } })).data?.result
        : (await createDraft({ variables: { input } })).data?.result;
      if (answer?.__typename !== 'Post') {
        dispatch({ type: 'save-failed', revision, retryable: !answer, ...failureOf(answer, SAVE_FAILED) });
        return false;
      }
      dispatch({ type: 'save-succeeded', revision });
      setMediumUrl(answer.mediumUrl);
      if (!existing) {
        postId.current = answer.id;
        setStoryId(answer.id);
        onCreated(answer.id);
      }
      return true;
    } catch {
      dispatch({ type: 'save-failed', revision, message: SAVE_FAILED, retryable: true });
      return false;
    }
  }, [createDraft, saveDraft, onCreated]);

  // Autosave: once the writer has paused, one save at a time.
  useEffect(() => {
    if (!shouldAutosave(state, { isNew: storyId === null, isBlank })) return undefined;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, isBlank, storyId, save]);

  // Leaving with edits the server does not have asks first.
  const unsaved = hasUnsavedChanges(state) && !(storyId === null && isBlank);
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const publish = async () => {
    setPublishError(null);
    const checked = checkStoryPublishable({ title, paragraphs, topics, isLocked });
    if (!checked.ok) {
      setPublishError(checked.message);
      return;
    }
    if ((hasUnsavedChanges(state) || postId.current === null) && !(await save())) return;
    const target = postId.current;
    if (!target) return;
    try {
      const answer = (await publishStory({ variables: { postId: target } })).data?.result;
      if (answer?.__typename !== 'Post') {
        setPublishError(failureOf(answer, PUBLISH_FAILED).message);
        return;
      }
      dispatch({ type: 'published' });
      if (viewer.status === 'signed-in') forgetStoryLists(apollo, viewer.viewer.id);
      services.navigation.navigate(answer.mediumUrl);
    } catch {
      setPublishError(PUBLISH_FAILED);
    }
  };

  const onTopicKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault();
    if (!topicText.trim()) return;
    const change = addTopic(topics, topicText);
    if (!change.ok) {
      setTopicError(change.message);
      return;
    }
    setTopicError(null);
    setTopicText('');
    if (change.topics.length !== topics.length) {
      setTopics(change.topics);
      edited();
    }
  };

  const status = saveStatus(state);
  const published = state.mode === 'published';
  return (
    <div className="ink-editor">
      <div className="ink-editor__bar">
        <p className="ink-editor__status" role="status" aria-live="polite" data-state={status.kind}>
          {status.kind === 'failed' ? '' : status.label}
        </p>
        {published && mediumUrl && (
          <Link className="ink-button" to={mediumUrl}>
            View story
          </Link>
        )}
        {published ? (
          <button
            type="button"
            className="ink-button ink-button--primary"
            disabled={!canSaveNow(state)}
            onClick={() => void save()}
          >
            Save changes
          </button>
        ) : (
          <button
            type="button"
            className="ink-button ink-button--primary"
            disabled={publishing.loading || state.saving !== null}
            onClick={() => void publish()}
          >
            Publish
          </button>
        )}
      </div>
      {status.kind === 'failed' && (
        <div className="ink-error ink-editor__failure" role="alert">
          <p>{status.label}</p>
          <button type="button" className="ink-button" onClick={() => void save()} disabled={!canSaveNow(state)}>
            Retry
          </button>
        </div>
      )}
      {publishError && (
        <p className="ink-error" role="alert">
          {publishError}
        </p>
      )}
      <label className="ink-visually-hidden" htmlFor={`${id}-title`}>
        Title
      </label>
      <textarea
        ref={titleField}
        id={`${id}-title`}
        className="ink-editor__title"
        placeholder="Title"
        rows={1}
        value={title}
        maxLength={STORY_TITLE_MAX_LENGTH * 2}
        onChange={(event) => {
          setTitle(event.target.value.replace(/\n/g, ' '));
          edited();
        }}
      />
      <StoryBodyEditor
        initial={paragraphs}
        label="Story"
        onChange={(next) => {
          setParagraphs(next);
          edited();
        }}
      />
      <section className="ink-editor__settings" aria-labelledby={`${id}-settings`}>
        <h2 id={`${id}-settings`} className="ink-section-title">
          Story settings
        </h2>
        <label htmlFor={`${id}-topics`}>Topics (up to 5; press Enter after each)</label>
        {topics.length > 0 && (
          <ul className="ink-editor__topics" aria-label="Topics">
            {topics.map((topic) => (
              <li key={topic}>
                {topic}
                <button
                  type="button"
                  aria-label={`Remove ${topic}`}
                  onClick={() => {
                    setTopics(topics.filter((other) => other !== topic));
                    edited();
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={`${id}-topics`}
          value={topicText}
          onChange={(event) => setTopicText(event.target.value)}
          onKeyDown={onTopicKey}
          placeholder="Add a topic…"
        />
        {topicError && (
          <p className="ink-error" role="alert">
            {topicError}
          </p>
        )}
        <label className="ink-editor__switch">
          <input
            type="checkbox"
            role="switch"
            checked={isLocked}
            onChange={(event) => {
              setIsLocked(event.target.checked);
              edited();
            }}
          />
          Member-only story (readers without a membership see its start)
        </label>
      </section>
      {storyId && (
        <StorySubmission postId={storyId} beforeSubmit={async () => !hasUnsavedChanges(state) || (await save())} />
      )}
    </div>
  );
}

function EditStory({ id, onCreated }: { id: string; onCreated: (postId: string) => void }) {
  const { services } = useShell();
  const { data, loading, refetch } = useQuery(StoryEditorPageDocument, {
    client: services.apollo,
    variables: { id },
    // The editor starts from what the server has now, not from a cached copy of an earlier visit.
    fetchPolicy: 'network-only',
  });
  const result = data?.postResult;
  if (!result)
    return (
      <PageLoadState
        loading={loading}
        label="Loading your story"
        message="Your story could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  if (result.__typename !== 'Post' || result.inResponseToPostId) return <NotFoundScreen />;
  if (!result.viewerEdge.canEdit)
    return (
      <div className="ink-inset ink-empty">
        <p>{result.isDeleted ? STORY_IN_TRASH : STORY_NOT_AUTHOR}</p>
        {result.isDeleted && (
          <Link to={buildRouteLink('yourStoriesFiltered', { filterBy: 'deleted' })}>Your deleted stories</Link>
        )}
      </div>
    );
  return <StoryEditorForm story={result} onCreated={onCreated} />;
}

/**
 * Pages `new-story` (/new-story) and `post-editor` (/p/{postId}/edit): the story editor. A new
 * story gets its address on its first save (/p/{id}/edit, in place: the editor keeps going), so a
 * reload finds it. Visitors are asked to sign in.
 */
export default function StoryEditorPage(props: PageProps) {
  const { viewer, services } = useShell();
  const routeId = EDIT_ROUTES.has(props.route.name) ? postIdOf(props.params) : null;
  // The editor on screen: a new story keeps its editor when it gets its address; another story gets a new one.
  const [editor, setEditor] = useState({ key: routeId ?? 'new', routeId, created: null as string | null });
  if (routeId !== editor.routeId) {
    const continues = routeId !== null && routeId === editor.created;
    setEditor({
      key: continues ? editor.key : (routeId ?? `new-${editor.key}`),
      routeId,
      created: continues ? editor.created : null,
    });
  }
  const onCreated = useCallback(
    (postId: string) => {
      setEditor((current) => ({ ...current, created: postId }));
      services.navigation.navigate(buildRouteLink('postEdit', { postId }), { replace: true });
    },
    [services],
  );

  if (!servesStoryEditor(props.route)) return <PlaceholderPage {...props} />;
  return (
    <div className="ink-pages">
      <PageStyles />
      <WritingStyles />
      <div className="ink-inset">
        {viewer.status === 'loading' ? (
          <LoadingPlaceholder label="Loading the editor" />
        ) : viewer.status === 'visitor' ? (
          <SignInPrompt message="Sign in to write a story." />
        ) : editor.routeId !== null && editor.routeId !== editor.created ? (
          <EditStory key={editor.key} id={editor.routeId} onCreated={onCreated} />
        ) : (
          <StoryEditorForm key={editor.key} story={null} onCreated={onCreated} />
        )}
      </div>
    </div>
  );
}
