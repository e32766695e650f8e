import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing.tsx';
import { StorySubmission, SUBMIT_FAILED } from './story-submission.tsx';
import {
  StorySubmissionPanelDocument,
  SubmitStoryToPublicationDocument,
  WithdrawSubmissionDocument,
  type StorySubmission_submissionFragment,
  type StorySubmissionPanelQuery,
} from './__generated__/story-submission.generated.ts';

const margin = { __typename: 'Collection' as const, id: 'pub1', name: 'The Long Margin', slug: 'the-long-margin' };
const ledger = { __typename: 'Collection' as const, id: 'pub2', name: 'Open Ledger', slug: 'open-ledger' };

const submission = (values: Partial<StorySubmission_submissionFragment> = {}): StorySubmission_submissionFragment => ({
  __typename: 'PublicationSubmission',
  id: 's1',
  state: 'OPEN',
  note: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  publication: margin,
  ...values,
});

const panel = (
  latestSubmission: StorySubmission_submissionFragment | null,
  publications = [margin, ledger],
): StorySubmissionPanelQuery => ({
  __typename: 'Query',
  viewer: { __typename: 'Viewer', id: 'me', publicationsToSubmitTo: publications },
  post: { __typename: 'Post', id: 'story1', statusForCollection: null, collection: null, latestSubmission },
});

const panelMock = (data: StorySubmissionPanelQuery) => ({
  request: { query: StorySubmissionPanelDocument, variables: { postId: 'story1' } },
  result: { data },
});

describe('StorySubmission', () => {
  it('submits the story, saved first, to the publication the writer picks; then says it waits', async () => {
    const beforeSubmit = jest.fn(async () => true);
    renderWithShell(<StorySubmission postId="story1" beforeSubmit={beforeSubmit} />, {
      mocks: [
        panelMock(panel(null)),
        {
          request: { query: SubmitStoryToPublicationDocument, variables: { postId: 'story1', publicationId: 'pub2' } },
          result: { data: { result: submission({ publication: ledger }) } },
        },
        panelMock(panel(submission({ publication: ledger }))),
      ],
    });
    await userEvent.selectOptions(await screen.findByLabelText('Publication'), 'Open Ledger');
    await userEvent.click(screen.getByRole('button', { name: 'Submit to publication' }));
    expect(await screen.findByText(/Submitted to Open Ledger: waiting for its editors\./)).toBeInTheDocument();
    expect(beforeSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Withdraw submission' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit to publication' })).not.toBeInTheDocument();
  });

  it('submits nothing when the unsaved edits could not be saved', async () => {
    renderWithShell(<StorySubmission postId="story1" beforeSubmit={async () => false} />, {
      mocks: [panelMock(panel(null))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit to publication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBMIT_FAILED);
  });

  it('shows the API’s refusal', async () => {
    renderWithShell(<StorySubmission postId="story1" beforeSubmit={async () => true} />, {
      mocks: [
        panelMock(panel(null)),
        {
          request: { query: SubmitStoryToPublicationDocument, variables: { postId: 'story1', publicationId: 'pub1' } },
          result: {
            data: {
              result: { __typename: 'BadRequest', message: 'Write something in your story before publishing it.' },
            },
          },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit to publication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write something in your story before publishing it.');
  });

  it('tells the writer of a decline with the editors’ note, and lets them submit again', async () => {
    renderWithShell(<StorySubmission postId="story1" beforeSubmit={async () => true} />, {
      mocks: [
        panelMock(
          panel(submission({ state: 'REJECTED', note: 'Not this season.', decidedAt: '2026-11-21T10:00:00.000Z' })),
        ),
      ],
    });
    expect(await screen.findByText(/The Long Margin declined this story\./)).toHaveTextContent('(Nov 21, 2026)');
    expect(screen.getByText('Note from the editors: Not this season.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit to publication' })).toBeInTheDocument();
  });

  it('withdraws a waiting submission', async () => {
    renderWithShell(<StorySubmission postId="story1" beforeSubmit={async () => true} />, {
      mocks: [
        panelMock(panel(submission())),
        {
          request: { query: WithdrawSubmissionDocument, variables: { submissionId: 's1' } },
          result: { data: { result: submission({ state: 'CANCELLED', decidedAt: '2026-11-21T10:00:00.000Z' }) } },
        },
        panelMock(panel(submission({ state: 'CANCELLED', decidedAt: '2026-11-21T10:00:00.000Z' }))),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw submission' }));
    expect(await screen.findByText(/You withdrew this story from The Long Margin\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit to publication' })).toBeInTheDocument();
  });

  it('names the publication of an accepted story', async () => {
    renderWithShell(<StorySubmission postId="story1" beforeSubmit={async () => true} />, {
      mocks: [panelMock(panel(submission({ state: 'ACCEPTED' })))],
    });
    expect(await screen.findByText(/Published in The Long Margin\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Long Margin' })).toHaveAttribute('href', '/the-long-margin');
  });
});
