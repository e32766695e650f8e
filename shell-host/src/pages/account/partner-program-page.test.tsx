import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PartnerProgramPage, {
  APPLY_LABEL,
  ENROLLED_TEXT,
  JOIN_LABEL,
  partnerProgramAction,
  SEND_FAILED,
} from './partner-program-page.tsx';
import { pageProps, published, renderWithShell, SIGNED_IN } from '../testing.tsx';
import {
  EnrollInPartnerProgramDocument,
  PartnerProgramPageDocument,
  type PartnerProgramPageQuery,
} from './__generated__/partner-program-page.generated.ts';
import type { PartnerProgramRequirement } from '../../__generated__/schema-types.ts';

type Viewer = NonNullable<PartnerProgramPageQuery['viewer']>;

const VIEWER_ID = SIGNED_IN.status === 'signed-in' ? SIGNED_IN.viewer.id : '';

function viewer(requirements: PartnerProgramRequirement[], status: string | null = null): Viewer {
  return {
    __typename: 'Viewer',
    id: VIEWER_ID,
    partnerProgramEnrollment: status
      ? { __typename: 'PartnerProgramEnrollment', id: `partner-program:${VIEWER_ID}`, status }
      : null,
    partnerProgramRequirements: requirements,
  };
}

const pageMock = (answer: Viewer) => ({
  request: { query: PartnerProgramPageDocument, variables: {} },
  result: { data: { __typename: 'Query' as const, viewer: answer } },
});

const enrollMock = (answer: { __typename: 'MutationSuccess' } | { __typename: 'Forbidden'; message: string }) => ({
  request: { query: EnrollInPartnerProgramDocument, variables: {} },
  result: { data: { __typename: 'Mutation' as const, enrollInPartnerProgram: answer } },
});

const props = () => pageProps('partnerProgram');

describe('partnerProgramAction', () => {
  it('signs visitors in, and otherwise follows the enrollment and what is missing', () => {
    expect(partnerProgramAction(null)).toEqual({ kind: 'sign-in' });
    expect(partnerProgramAction(viewer([], 'ENROLLED'))).toEqual({ kind: 'enrolled' });
    expect(partnerProgramAction(viewer(['MEMBERSHIP'], 'ENROLLED'))).toEqual({ kind: 'enrolled' });
    expect(partnerProgramAction(viewer([], 'PERMISSION_DENIED'))).toEqual({ kind: 'not-allowed' });
    expect(partnerProgramAction(viewer([]))).toEqual({ kind: 'join' });
    expect(partnerProgramAction(viewer([], 'NOT_ENROLLED'))).toEqual({ kind: 'join' });
    expect(partnerProgramAction(viewer(['MEMBERSHIP', 'PAYOUT_ACCOUNT']))).toEqual({
      kind: 'requirements',
      missing: ['MEMBERSHIP', 'PAYOUT_ACCOUNT'],
    });
  });
});

describe('PartnerProgramPage', () => {
  it('says what the program is and who can apply; a visitor’s apply opens sign-in', async () => {
    const { events } = renderWithShell(<PartnerProgramPage {...props()} />, { viewer: { status: 'visitor' } });
    expect(screen.getByRole('heading', { level: 1, name: "Earn from members' reading." })).toBeInTheDocument();
    expect(screen.getByText(/Writers in the Partner Program earn from members' reading/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A membership' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payout information' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: APPLY_LABEL }));
    expect(published(events, 'auth/open').map((event) => event.payload)).toEqual([
      expect.objectContaining({ operation: 'login', entryPoint: 'partner_program' }),
    ]);
  });

  it('names what a reader still needs, with where to add it', async () => {
    renderWithShell(<PartnerProgramPage {...props()} />, {
      mocks: [pageMock(viewer(['MEMBERSHIP', 'PAYOUT_ACCOUNT']))],
    });
    expect(await screen.findByText('Before you can join, you still need:')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Become a member' }))
      expect(link).toHaveAttribute('href', '/plans');
    for (const link of screen.getAllByRole('link', { name: 'Add your payout information' }))
      expect(link).toHaveAttribute('href', '/partner-program/payout/settings');
    expect(screen.queryByRole('button', { name: JOIN_LABEL })).not.toBeInTheDocument();
  });

  it('marks a member’s membership as met and asks only for payout information', async () => {
    renderWithShell(<PartnerProgramPage {...props()} />, { mocks: [pageMock(viewer(['PAYOUT_ACCOUNT']))] });
    expect(await screen.findByText('You are a member.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a member' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add your payout information' }).length).toBeGreaterThan(0);
  });

  it('enrolls an eligible writer, who then sees that they are in the program', async () => {
    renderWithShell(<PartnerProgramPage {...props()} />, {
      mocks: [pageMock(viewer([])), enrollMock({ __typename: 'MutationSuccess' }), pageMock(viewer([], 'ENROLLED'))],
    });
    await userEvent.click(await screen.findByRole('button', { name: JOIN_LABEL }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(ENROLLED_TEXT)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Payout settings' })).toHaveAttribute(
      'href',
      '/partner-program/payout/settings',
    );
    expect(screen.queryByRole('button', { name: JOIN_LABEL })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal with what is now missing', async () => {
    renderWithShell(<PartnerProgramPage {...props()} />, {
      mocks: [
        pageMock(viewer([])),
        enrollMock({ __typename: 'Forbidden', message: 'Joining the Partner Program needs a membership.' }),
        pageMock(viewer(['MEMBERSHIP'])),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: JOIN_LABEL }));
    expect(await screen.findByText('Before you can join, you still need:')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Joining the Partner Program needs a membership.');
    expect(screen.queryByRole('button', { name: JOIN_LABEL })).not.toBeInTheDocument();
  });

  it('says so when the application gets no answer, and sends it again', async () => {
    renderWithShell(<PartnerProgramPage {...props()} />, {
      mocks: [
        pageMock(viewer([])),
        { request: { query: EnrollInPartnerProgramDocument, variables: {} }, error: new Error('offline') },
        enrollMock({ __typename: 'MutationSuccess' }),
        pageMock(viewer([], 'ENROLLED')),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: JOIN_LABEL }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
    await userEvent.click(screen.getByRole('button', { name: JOIN_LABEL }));
    expect(await screen.findByText(ENROLLED_TEXT)).toBeInTheDocument();
  });

  it('tells an enrolled writer they are in, and a refused account that it cannot join', async () => {
    const { unmount } = renderWithShell(<PartnerProgramPage {...props()} />, {
      mocks: [pageMock(viewer([], 'ENROLLED'))],
    });
    expect(await screen.findByText(ENROLLED_TEXT)).toBeInTheDocument();
    unmount();
    renderWithShell(<PartnerProgramPage {...props()} />, { mocks: [pageMock(viewer([], 'PERMISSION_DENIED'))] });
    expect(await screen.findByText('This account cannot join the Partner Program.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: JOIN_LABEL })).not.toBeInTheDocument();
  });
});
