import type { ApolloClient } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { checkSubmissionNote, SUBMISSION_NOTE_MAX_LENGTH } from '@inkpot/shared-contracts/publication-submissions';
import { useId, useState } from 'react';
import { Link } from '../../routing/link.tsx';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { readingTimeLabel } from '../formats.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { Avatar, LoadingPlaceholder, PageLoadState, PageStyles, SignInPrompt } from '../page-parts.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import { publicationSlugOf } from './publication-home-page.tsx';
import { StoryBody } from '../story/story-body.tsx';
import { writerUrl } from '../story/story-card.tsx';
import { useDateFormats } from '../use-date-formats.ts';
import { SubmissionStyles } from './submission-styles.tsx';
import { inboxAccess } from './submission-rules.ts';
import {
  AcceptSubmissionDocument,
  DeclineSubmissionDocument,
  EditorInboxDecidedDocument,
  EditorInboxPageDocument,
  type EditorInbox_decidedFragment,
  type EditorInbox_submissionFragment,
} from './__generated__/editor-inbox-page.generated.ts';

/** The inbox and the publication layout's navigation bar, so neither waits after the click. */
export function queries(params: Readonly<Record<string, string>>): ReadonlyArray<PageQuery> {
  const slug = publicationSlugOf(params, { kind: 'default' });
  return slug
    ? [
        pageQuery(EditorInboxPageDocument, { slug }),
        pageQuery(EditorInboxDecidedDocument, { slug }),
        pageQuery(PublicationFrameDocument, { slug }),
      ]
    : [];
}

export const DECIDE_FAILED = 'That did not go through. Nothing was changed: try again.';

type Submission = EditorInbox_submissionFragment;
const titleOf = (submission: { post: { title: string } }) => submission.post.title.trim() || 'Untitled story';

/** What the publication's pages and the readers' feeds hold, dropped once a story is published in it: they ask again. */
function forgetPublishedLists(apollo: ApolloClient, publicationId: string, writerId: string) {
  const { cache } = apollo;
  for (const fieldName of ['followingFeed', 'tagFeed', 'webRecommendedFeed'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.evict({ id: cache.identify({ __typename: 'Collection', id: publicationId }), fieldName: 'latestPosts' });
  cache.evict({ id: cache.identify({ __typename: 'User', id: writerId }), fieldName: 'latestPosts' });
  cache.gc();
}

function Byline({ submission }: { submission: Submission }) {
  const formats = useDateFormats();
  return (
    <p className="ink-inbox__byline ink-muted">
      <Avatar name={submission.writer.name} size="small" imageId={submission.writer.imageId} />
      <span>
        <Link to={writerUrl(submission.writer)}>{submission.writer.name}</Link> · Submitted{' '}
        {formats.day(submission.submittedAt)} · {submission.post.isPublished ? 'Published story' : 'Draft'} ·{' '}
        {readingTimeLabel(submission.post.readingTime)}
      </span>
    </p>
  );
}

function StoryReader({ submission }: { submission: Submission }) {
  return (
    <details className="ink-inbox__read">
      <summary>Read the story</summary>
      <div className="ink-inbox__story">
        <StoryBody post={{ id: submission.post.id, isContentPreview: false, content: submission.content }} />
        {submission.post.isPublished && (
          <p>
            <Link to={submission.post.mediumUrl}>Open the published story</Link>
          </p>
        )}
      </div>
    </details>
  );
}

type Decided = { message: string; link?: { to: string; label: string } };

function PendingSubmission({
  submission,
  publication,
  onDecided,
}: {
  submission: Submission;
  publication: { id: string; name: string };
  onDecided: (decided: Decided) => void;
}) {
  const { services } = useShell();
  const id = useId();
  const title = titleOf(submission);
  const [accept, accepting] = useMutation(AcceptSubmissionDocument, { client: services.apollo });
  const [decline, declining] = useMutation(DeclineSubmissionDocument, { client: services.apollo });
  const [declineOpen, setDeclineOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = accepting.loading || declining.loading;

  const onAccept = async () => {
    setError(null);
    try {
      const answer = (await accept({ variables: { submissionId: submission.id } })).data?.result;
      if (answer?.__typename !== 'PublicationSubmission') {
        setError(answer && 'message' in answer ? answer.message : DECIDE_FAILED);
        return;
      }
      forgetPublishedLists(services.apollo, publication.id, submission.writer.id);
      onDecided({
        message: `Accepted: “${title}” is published in ${publication.name}.`,
        link: { to: answer.post.mediumUrl, label: 'Read it' },
      });
    } catch {
      setError(DECIDE_FAILED);
    }
  };

  const onDecline = async () => {
    setError(null);
    const checked = checkSubmissionNote(note);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    try {
      const answer = (await decline({ variables: { submissionId: submission.id, note: checked.note } })).data?.result;
      if (answer?.__typename !== 'PublicationSubmission') {
        setError(answer && 'message' in answer ? answer.message : DECIDE_FAILED);
        return;
      }
      onDecided({ message: `Declined: “${title}”. ${submission.writer.name} sees it in their story's editor.` });
    } catch {
      setError(DECIDE_FAILED);
    }
  };

  return (
    <li className="ink-inbox__item" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ink-inbox__title">
        {title}
      </h3>
      <Byline submission={submission} />
      <StoryReader submission={submission} />
      {error && (
        <p className="ink-error" role="alert">
          {error}
        </p>
      )}
      {declineOpen ? (
        <form
          className="ink-inbox__decline"
          onSubmit={(event) => {
            event.preventDefault();
            void onDecline();
          }}
        >
          <label htmlFor={`${id}-note`}>Note to {submission.writer.name} (optional)</label>
          <textarea
            id={`${id}-note`}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="ink-muted ink-inbox__count">
            {[...note.trim()].length}/{SUBMISSION_NOTE_MAX_LENGTH}
          </p>
          <div className="ink-inbox__actions">
            <button type="submit" className="ink-button ink-button--primary" disabled={busy}>
              Decline submission
            </button>
            <button type="button" className="ink-button" disabled={busy} onClick={() => setDeclineOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="ink-inbox__actions">
          <button
            type="button"
            className="ink-button ink-button--primary"
            disabled={busy}
            aria-label={`Accept “${title}”`}
            onClick={() => void onAccept()}
          >
            Accept
          </button>
          <button
            type="button"
            className="ink-button"
            disabled={busy}
            aria-label={`Decline “${title}”`}
            onClick={() => setDeclineOpen(true)}
          >
            Decline
          </button>
        </div>
      )}
    </li>
  );
}

function DecidedSubmission({ submission }: { submission: EditorInbox_decidedFragment }) {
  const formats = useDateFormats();
  const title = titleOf(submission);
  const accepted = submission.state === 'ACCEPTED';
  return (
    <li className="ink-inbox__item ink-inbox__item--decided">
      <h3 className="ink-inbox__title">{accepted ? <Link to={submission.post.mediumUrl}>{title}</Link> : title}</h3>
      <p className="ink-muted">
        By <Link to={writerUrl(submission.writer)}>{submission.writer.name}</Link> ·{' '}
        {accepted ? 'Accepted' : 'Declined'}
        {submission.decidedAt ? ` ${formats.day(submission.decidedAt)}` : ''}
      </p>
      {submission.note && <p className="ink-inbox__note">Your note: {submission.note}</p>}
    </li>
  );
}

function Inbox({ slug }: { slug: string }) {
  const { services, viewer } = useShell();
  const [decided, setDecided] = useState<Decided | null>(null);
  const { data, loading, refetch } = useQuery(EditorInboxPageDocument, {
    client: services.apollo,
    variables: { slug },
    // Submissions arrive while the page is away: it asks again on every visit.
    fetchPolicy: 'cache-and-network',
  });
  const decidedList = useQuery(EditorInboxDecidedDocument, {
    client: services.apollo,
    variables: { slug },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) {
    return (
      <PageLoadState
        loading={loading}
        label="Loading the inbox"
        message="The inbox could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  const publication = data.collectionByDomainOrSlug;
  if (inboxAccess(viewer.status, publication) !== 'inbox' || !publication?.pending) return <NotFoundScreen />;
  const pending = publication.pending;
  const recent = decidedList.data?.collectionByDomainOrSlug?.decided ?? [];
  return (
    <div className="ink-inset ink-inbox">
      <h1 className="ink-page-title">Inbox</h1>
      <p className="ink-muted ink-inbox__lead">
        Stories the writers of {publication.name} submitted. Accept one to publish it in {publication.name}; decline one
        with a note to its writer.
      </p>
      <p role="status" className="ink-inbox__status">
        {decided && (
          <>
            {decided.message} {decided.link && <Link to={decided.link.to}>{decided.link.label}</Link>}
          </>
        )}
      </p>
      <section aria-labelledby="inbox-pending">
        <h2 id="inbox-pending" className="ink-section-title">
          Waiting for review <span className="ink-muted">{pending.length}</span>
        </h2>
        {pending.length === 0 ? (
          <p className="ink-empty">
            No submissions are waiting. When a writer of {publication.name} submits a story, it appears here.
          </p>
        ) : (
          <ul className="ink-inbox__list" aria-label="Submissions waiting for review">
            {pending.map((submission) => (
              <PendingSubmission
                key={submission.id}
                submission={submission}
                publication={publication}
                onDecided={(next) => {
                  setDecided(next);
                  void refetch();
                  void decidedList.refetch();
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {recent.length > 0 && (
        <section aria-labelledby="inbox-decided">
          <h2 id="inbox-decided" className="ink-section-title">
            Decided
          </h2>
          <ul className="ink-inbox__list" aria-label="Decided submissions">
            {recent.map((submission) => (
              <DecidedSubmission key={submission.id} submission={submission} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * Page `publication-editor-inbox` (`/{collectionSlug}/manage/inbox`, `/{collectionSlug}/submissions`,
 * inside the publication layout): the stories the publication's writers submitted, for its OWNER and
 * EDITORs to read and accept (published in the publication at once) or decline with a note. Visitors
 * are asked to sign in; anyone else gets the not-found page.
 */
export default function EditorInboxPage({ params, mode }: PageProps) {
  const { viewer } = useShell();
  const slug = publicationSlugOf(params, mode);
  return (
    <div className="ink-pages">
      <PageStyles />
      <SubmissionStyles />
      {viewer.status === 'visitor' ? (
        <div className="ink-inset">
          <h1 className="ink-page-title">Inbox</h1>
          <SignInPrompt message="Sign in to see this publication's submissions." />
        </div>
      ) : viewer.status === 'loading' ? (
        <LoadingPlaceholder label="Loading the inbox" />
      ) : slug ? (
        <Inbox key={slug} slug={slug} />
      ) : (
        <NotFoundScreen />
      )}
    </div>
  );
}
