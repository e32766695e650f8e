import { type ApolloCache, type Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { checkResponseText, RESPONSE_MAX_LENGTH } from '@inkpot/shared-contracts';
import { useShell } from '../../routing/page-props.ts';
import { useShellBus } from '../page-parts.tsx';
import { PublishResponseDocument } from './__generated__/response-composer.generated.ts';

/** The sign-in modal's entry point for a visitor who wanted to respond. */
export const RESPOND_ENTRY_POINT = 'respond';
const PUBLISH_FAILED = 'Your response could not be published. Please try again.';

/** A new response tops the story's list and its count, in the one cache (the list is newest first). */
export function addResponseToCache(cache: ApolloCache, parentPostId: string, response: { id: string }) {
  const parent = cache.identify({ __typename: 'Post', id: parentPostId });
  const added = cache.identify({ __typename: 'Post', id: response.id });
  if (!parent || !added) return;
  cache.modify<Record<string, unknown>>({
    id: parent,
    fields: {
      threadedPostResponses(page) {
        const value = page as { posts?: ReadonlyArray<Reference> } | undefined;
        if (!value?.posts || value.posts.some((post) => post.__ref === added)) return page;
        return { ...value, posts: [{ __ref: added }, ...value.posts] };
      },
      responsesCount: (count) => (typeof count === 'number' ? count + 1 : count),
    },
  });
}

/**
 * Writing a response under a story. Signed-in readers publish through `publishPostResponse`; the
 * response shows at once and the publish-response toast follows (limited accounts also get the
 * limited-state one). Whatever goes wrong, the text stays in the box with the reason under it.
 * Visitors get the sign-in modal.
 */
export function ResponseComposer({ postId }: { postId: string }) {
  const { services, viewer } = useShell();
  const bus = useShellBus();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [publish, { loading }] = useMutation(PublishResponseDocument, { client: services.apollo });

  if (viewer.status !== 'signed-in') {
    return (
      <button
        type="button"
        className="ink-composer ink-composer--visitor"
        onClick={() =>
          bus.publish('auth/open', {
            operation: 'login',
            entryPoint: RESPOND_ENTRY_POINT,
            redirect: window.location.href,
          })
        }
      >
        What are your thoughts?
      </button>
    );
  }

  const length = [...text].length;
  const over = length > RESPONSE_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkResponseText(text);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    const result = await publish({
      variables: { parentPostId: postId, text: checked.text },
      update: (cache, { data }) => {
        const answer = data?.publishPostResponse;
        if (answer?.__typename === 'Post') addResponseToCache(cache, postId, answer);
      },
    }).catch(() => null);
    const answer = result?.data?.publishPostResponse;
    if (answer?.__typename === 'Post') {
      setText('');
      bus.publish('toast/show', { kind: 'publish-response' });
      if (answer.isLimitedState) bus.publish('toast/show', { kind: 'limited-state' });
      return;
    }
    setError(answer && 'message' in answer ? answer.message : (result?.error?.message ?? PUBLISH_FAILED));
  };

  return (
    <form className="ink-composer" aria-label="Write a response" onSubmit={(event) => void submit(event)}>
      <label className="ink-visually-hidden" htmlFor={`${id}-text`}>
        Your response
      </label>
      <textarea
        id={`${id}-text`}
        className="ink-composer__text"
        placeholder="What are your thoughts?"
        rows={3}
        value={text}
        aria-invalid={error !== null || over}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="ink-composer__error" role="alert">
          {error}
        </p>
      )}
      <div className="ink-composer__footer">
        <span
          id={`${id}-count`}
          className={over ? 'ink-composer__count ink-composer__count--over' : 'ink-composer__count'}
          aria-label={`${length} of ${RESPONSE_MAX_LENGTH} characters`}
        >
          {length}/{RESPONSE_MAX_LENGTH}
        </span>
        <button type="submit" className="ink-button ink-button--primary" disabled={loading}>
          {loading ? 'Publishing…' : 'Respond'}
        </button>
      </div>
    </form>
  );
}
