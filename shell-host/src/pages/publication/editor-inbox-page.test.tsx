import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBMISSION_NOTE_MAX_LENGTH, submissionNoteTooLong } from '@inkpot/shared-contracts/publication-submissions';
import { notFoundStaffPicksMock, pageProps, renderWithShell } from '../testing.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import EditorInboxPage, { queries } from './editor-inbox-page.tsx';
import {
  AcceptSubmissionDocument,
  DeclineSubmissionDocument,
  EditorInboxDecidedDocument,
  EditorInboxPageDocument,
  type EditorInbox_decidedFragment,
  type EditorInbox_submissionFragment,
  type EditorInboxPageQuery,
} from './__generated__/editor-inbox-page.generated.ts';

type Inbox = NonNullable<EditorInboxPageQuery['collectionByDomainOrSlug']>;

const submission = (
  id: string,
  title: string,
  values: Partial<EditorInbox_submissionFragment> = {},
): EditorInbox_submissionFragment => ({
  __typename: 'PublicationSubmission',
  id,
  state: 'OPEN',
  note: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  content: [
    { __typename: 'StoryParagraph', type: 'P', text: `The body of ${title}.`, markups: [], src: null, alt: null },
  ],
  writer: {
    __typename: 'User',
    id: `w-${id}`,
    name: 'Parker Partner',
    username: 'demo_partner',
    imageId: null,
    customDomainState: null,
  },
  post: {
    __typename: 'Post',
    id: `p-${id}`,
    title,
    isPublished: false,
    readingTime: 3.2,
    mediumUrl: `/@demo_partner/story-p-${id}`,
  },
  ...values,
});

const margin = (values: Partial<Inbox> = {}): Inbox => ({
  __typename: 'Collection',
  id: 'pub1',
  slug: 'the-long-margin',
  name: 'The Long Margin',
  viewerEdge: { __typename: 'CollectionViewerEdge', id: 'edge1', viewerStaffRole: 'OWNER' },
  pending: [
    submission('s1', 'Tide tables'),
    submission('s2', 'Salt and iron', { post: { ...submission('s2', 'Salt and iron').post, isPublished: true } }),
  ],
  ...values,
});

const inboxMock = (publication: Inbox | null) => ({
  request: { query: EditorInboxPageDocument, variables: { slug: 'the-long-margin' } },
  result: { data: { __typename: 'Query' as const, collectionByDomainOrSlug: publication } },
});

const decidedOf = (submission: EditorInbox_submissionFragment): EditorInbox_decidedFragment => ({
  __typename: 'PublicationSubmission',
  id: submission.id,
  state: submission.state,
  note: submission.note,
  decidedAt: submission.decidedAt,
  writer: {
    __typename: 'User',
    id: submission.writer.id,
    name: submission.writer.name,
    username: submission.writer.username,
    customDomainState: null,
  },
  post: {
    __typename: 'Post',
    id: submission.post.id,
    title: submission.post.title,
    mediumUrl: submission.post.mediumUrl,
  },
});

const OLD_DECLINE = submission('s0', 'An old one', {
  state: 'REJECTED',
  note: 'Not this season.',
  decidedAt: '2026-11-18T10:00:00.000Z',
});

const decidedMock = (decided: EditorInbox_submissionFragment[] | null = [OLD_DECLINE]) => ({
  request: { query: EditorInboxDecidedDocument, variables: { slug: 'the-long-margin' } },
  result: {
    data: {
      __typename: 'Query' as const,
      collectionByDomainOrSlug: {
        __typename: 'Collection' as const,
        id: 'pub1',
        decided: decided?.map(decidedOf) ?? null,
      },
    },
  },
});

const props = () => pageProps('collectionInbox', { collectionSlug: 'the-long-margin' });

describe('queries', () => {
  it('asks for the inbox and the publication bar’s publication', () => {
    expect(queries({ collectionSlug: 'the-long-margin' }).map((query) => query.query)).toEqual([
      EditorInboxPageDocument,
      EditorInboxDecidedDocument,
      PublicationFrameDocument,
    ]);
  });
});

describe('EditorInboxPage', () => {
  it('lists the waiting submissions with their writer, date and story to read, and the decided ones', async () => {
    renderWithShell(<EditorInboxPage {...props()} />, { mocks: [inboxMock(margin()), decidedMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    const waiting = screen.getByRole('list', { name: 'Submissions waiting for review' });
    const items = within(waiting).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Tide tables',
      'Salt and iron',
    ]);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Parker Partner' })).toHaveAttribute('href', '/@demo_partner');
    expect(first).toHaveTextContent('Submitted Nov 20, 2026');
    expect(first).toHaveTextContent('Draft');
    expect(within(first).getByText('Read the story')).toBeInTheDocument();
    expect(within(first).getByText('The body of Tide tables.')).toBeInTheDocument();
    // A published story also links its page.
    expect(within(second).getByRole('link', { name: 'Open the published story' })).toHaveAttribute(
      'href',
      '/@demo_partner/story-p-s2',
    );
    const decided = await screen.findByRole('list', { name: 'Decided submissions' });
    expect(decided).toHaveTextContent('Declined Nov 18, 2026');
    expect(decided).toHaveTextContent('Your note: Not this season.');
  });

  it('accepting says where the story is published and asks for the inbox again', async () => {
    const accepted = submission('s1', 'Tide tables', {
      state: 'ACCEPTED',
      decidedAt: '2026-11-21T10:00:00.000Z',
      post: {
        ...submission('s1', 'Tide tables').post,
        isPublished: true,
        mediumUrl: '/the-long-margin/tide-tables-p-s1',
      },
    });
    const after = margin({ pending: [submission('s2', 'Salt and iron')] });
    renderWithShell(<EditorInboxPage {...props()} />, {
      mocks: [
        inboxMock(margin()),
        decidedMock(),
        {
          request: { query: AcceptSubmissionDocument, variables: { submissionId: 's1' } },
          result: { data: { result: accepted } },
        },
        inboxMock(after),
        decidedMock([accepted, OLD_DECLINE]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept “Tide tables”' }));
    const status = await screen.findByText(/Accepted: “Tide tables” is published in The Long Margin\./);
    expect(within(status).getByRole('link', { name: 'Read it' })).toHaveAttribute(
      'href',
      '/the-long-margin/tide-tables-p-s1',
    );
    expect(await screen.findByRole('link', { name: 'Tide tables' })).toHaveAttribute(
      'href',
      '/the-long-margin/tide-tables-p-s1',
    );
    expect(
      within(screen.getByRole('list', { name: 'Submissions waiting for review' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('declines with a note, refusing a note over the limit before asking', async () => {
    const declined = submission('s1', 'Tide tables', { state: 'REJECTED', note: 'Too long for us.' });
    renderWithShell(<EditorInboxPage {...props()} />, {
      mocks: [
        inboxMock(margin()),
        decidedMock(),
        {
          request: { query: DeclineSubmissionDocument, variables: { submissionId: 's1', note: 'Too long for us.' } },
          result: { data: { result: declined } },
        },
        inboxMock(margin({ pending: [submission('s2', 'Salt and iron')] })),
        decidedMock([declined]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline “Tide tables”' }));
    const note = screen.getByLabelText('Note to Parker Partner (optional)');
    fireEvent.change(note, { target: { value: 'x'.repeat(SUBMISSION_NOTE_MAX_LENGTH + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Decline submission' }));
    expect(screen.getByRole('alert')).toHaveTextContent(submissionNoteTooLong(SUBMISSION_NOTE_MAX_LENGTH + 1));
    fireEvent.change(note, { target: { value: '  Too long for us. ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Decline submission' }));
    expect(await screen.findByText(/Declined: “Tide tables”\./)).toBeInTheDocument();
    expect(await screen.findByText('Your note: Too long for us.')).toBeInTheDocument();
  });

  it('shows the API’s refusal and keeps the submission', async () => {
    renderWithShell(<EditorInboxPage {...props()} />, {
      mocks: [
        inboxMock(margin()),
        decidedMock(),
        {
          request: { query: AcceptSubmissionDocument, variables: { submissionId: 's1' } },
          result: {
            data: { result: { __typename: 'BadRequest', message: 'This submission was withdrawn by its writer.' } },
          },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept “Tide tables”' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This submission was withdrawn by its writer.');
    expect(screen.getByRole('heading', { level: 3, name: 'Tide tables' })).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    renderWithShell(<EditorInboxPage {...props()} />, {
      mocks: [inboxMock(margin({ pending: [] })), decidedMock([])],
    });
    expect(
      await screen.findByText(
        'No submissions are waiting. When a writer of The Long Margin submits a story, it appears here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Decided submissions' })).not.toBeInTheDocument();
  });

  it('is the not-found page for anyone but the publication’s editors', async () => {
    renderWithShell(<EditorInboxPage {...props()} />, {
      mocks: [inboxMock(margin({ pending: null })), decidedMock(null), notFoundStaffPicksMock()],
    });
    expect(await screen.findByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inbox' })).not.toBeInTheDocument();
  });

  it('is the not-found page for an unknown publication', async () => {
    renderWithShell(<EditorInboxPage {...props()} />, {
      mocks: [inboxMock(null), decidedMock(null), notFoundStaffPicksMock()],
    });
    expect(await screen.findByText('PAGE NOT FOUND')).toBeInTheDocument();
  });

  it('asks visitors to sign in', () => {
    renderWithShell(<EditorInboxPage {...props()} />, { viewer: { status: 'visitor' } });
    expect(screen.getByText("Sign in to see this publication's submissions.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
