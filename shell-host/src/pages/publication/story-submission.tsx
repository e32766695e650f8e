import { useMutation, useQuery } from '@apollo/client/react';
import { buildRouteLink } from '@inkpot/shared-contracts';
import { submissionStatusText } from '@inkpot/shared-contracts/publication-submissions';
import { useId, useState } from 'react';
import { Link } from '../../routing/link.tsx';
import { useShell } from '../../routing/page-props.ts';
import { useDateFormats } from '../use-date-formats.ts';
import { panelView } from './submission-rules.ts';
import { SubmissionStyles } from './submission-styles.tsx';
import {
  StorySubmissionPanelDocument,
  SubmitStoryToPublicationDocument,
  WithdrawSubmissionDocument,
} from './__generated__/story-submission.generated.ts';

export const SUBMIT_FAILED = 'Your story could not be submitted. Nothing was lost: try again.';

/**
 * The story editor's 'Submit to publication' panel, for writers of a publication (any of its
 * staff): pick one of the publications they write for and submit the story as it is saved; see
 * where the latest submission stands (waiting, accepted, or declined with the editor's note), and
 * withdraw one that waits. Nothing shows for writers of no publication. `beforeSubmit` saves the
 * editor's unsaved edits first (false: they could not be saved, and nothing is submitted).
 */
export function StorySubmission({ postId, beforeSubmit }: { postId: string; beforeSubmit: () => Promise<boolean> }) {
  const { services } = useShell();
  const id = useId();
  const formats = useDateFormats();
  const { data, refetch } = useQuery(StorySubmissionPanelDocument, {
    client: services.apollo,
    variables: { postId },
    // An editor's decision arrives while the writer is away: the panel asks on every visit.
    fetchPolicy: 'cache-and-network',
  });
  const [submit, submitting] = useMutation(SubmitStoryToPublicationDocument, { client: services.apollo });
  const [withdraw, withdrawing] = useMutation(WithdrawSubmissionDocument, { client: services.apollo });
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!data?.viewer || !data.post) return null;

  const latest = data.post.latestSubmission;
  const view = panelView({
    publications: data.viewer.publicationsToSubmitTo,
    statusForCollection: data.post.statusForCollection,
    collection: data.post.collection,
    latest,
  });
  if (view.kind === 'hidden') return null;
  const busy = submitting.loading || withdrawing.loading;

  const act = async (run: () => Promise<{ __typename: string; message?: string } | null | undefined>) => {
    setError(null);
    try {
      const answer = await run();
      if (answer?.__typename !== 'PublicationSubmission') {
        setError(answer?.message ?? SUBMIT_FAILED);
        return;
      }
      await refetch();
    } catch {
      setError(SUBMIT_FAILED);
    }
  };

  const onSubmit = () =>
    act(async () => {
      if (view.kind !== 'submit') return null;
      const publicationId = choice ?? view.publications[0]?.id;
      if (!publicationId) return null;
      if (!(await beforeSubmit())) return { __typename: 'BadRequest', message: SUBMIT_FAILED };
      return (await submit({ variables: { postId, publicationId } })).data?.result;
    });

  const statusOf = () => {
    if (view.kind === 'in-publication') {
      return (
        <p className="ink-submission__status">
          {latest?.state === 'ACCEPTED'
            ? submissionStatusText('ACCEPTED', view.publication.name)
            : `In ${view.publication.name}.`}{' '}
          <Link to={buildRouteLink('collection', { collectionSlug: view.publication.slug })}>
            {view.publication.name}
          </Link>
        </p>
      );
    }
    if (!latest) return null;
    const when = latest.state === 'OPEN' ? latest.submittedAt : (latest.decidedAt ?? latest.submittedAt);
    return (
      <>
        <p className="ink-submission__status">
          {submissionStatusText(latest.state, latest.publication.name)}{' '}
          <span className="ink-muted">({formats.day(when)})</span>
        </p>
        {latest.state === 'REJECTED' && latest.note && (
          <p className="ink-submission__note">Note from the editors: {latest.note}</p>
        )}
      </>
    );
  };

  return (
    <section className="ink-submission" aria-labelledby={`${id}-heading`}>
      <SubmissionStyles />
      <h2 id={`${id}-heading`} className="ink-section-title">
        Submit to a publication
      </h2>
      {statusOf()}
      {view.kind === 'waiting' && latest && (
        <button
          type="button"
          className="ink-button"
          disabled={busy}
          onClick={() =>
            void act(async () => (await withdraw({ variables: { submissionId: latest.id } })).data?.result)
          }
        >
          Withdraw submission
        </button>
      )}
      {view.kind === 'submit' && view.publications.length > 0 && (
        <form
          className="ink-submission__form"
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <div className="ink-submission__field">
            <label htmlFor={`${id}-publication`}>Publication</label>
            <select
              id={`${id}-publication`}
              value={choice ?? view.publications[0]?.id ?? ''}
              onChange={(event) => setChoice(event.target.value)}
            >
              {view.publications.map((publication) => (
                <option key={publication.id} value={publication.id}>
                  {publication.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="ink-button ink-button--primary" disabled={busy}>
            Submit to publication
          </button>
        </form>
      )}
      {error && (
        <p className="ink-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
