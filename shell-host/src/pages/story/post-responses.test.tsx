import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PostResponses } from './post-responses.tsx';
import { responseFixture as response, responsesMock as responsesOf } from './post-responses.fixtures.ts';
import { published, renderWithShell } from '../testing.tsx';
import { HideResponseDocument } from './__generated__/post-responses.generated.ts';

function hideMock(responseId: string, answer: Record<string, unknown>) {
  return {
    request: { query: HideResponseDocument, variables: { parentPostId: 'p1', postResponseId: responseId } },
    result: { data: { hidePostResponseOnParentPost: answer } },
  };
}

const ADA = response('r1', 'Ada Ibarra', 'Thank you, this helped.');
const BO = response('r2', 'Bo Chen', 'I disagree with the second part.');

describe('PostResponses', () => {
  it('lists the responses with their writers, and no Hide for readers', async () => {
    renderWithShell(<PostResponses postId="p1" isAuthor={false} count={2} />, {
      mocks: [responsesOf('p1', [ADA, BO])],
    });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Ada Ibarra' })).toHaveAttribute('href', '/@ada_ibarra');
    expect(screen.getByText('I disagree with the second part.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hide/ })).not.toBeInTheDocument();
  });

  it("lets the story's author hide one: it leaves the list and the hide toast (with Undo) is raised", async () => {
    const { events } = renderWithShell(<PostResponses postId="p1" isAuthor count={2} />, {
      mocks: [responsesOf('p1', [ADA, BO]), hideMock('r1', { __typename: 'MutationSuccess' })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the response by Ada Ibarra' }));
    expect(await screen.findByText('I disagree with the second part.')).toBeInTheDocument();
    await screen.findByRole('list');
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Thank you, this helped.')).not.toBeInTheDocument();
    expect(published(events, 'toast/show').map(({ payload }) => payload)).toEqual([
      { kind: 'hide-response', parent: { type: 'post', id: 'p1' }, responseId: 'r1' },
    ]);
  });

  it('keeps the response and says why when the API refuses', async () => {
    const { events } = renderWithShell(<PostResponses postId="p1" isAuthor count={2} />, {
      mocks: [
        responsesOf('p1', [ADA]),
        hideMock('r1', { __typename: 'BadRequest', message: 'Only the story’s author can hide its responses.' }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the response by Ada Ibarra' }));
    await screen.findByRole('list');
    expect(screen.getByText('Thank you, this helped.')).toBeInTheDocument();
    await waitFor(() => expect(published(events, 'toast/show')).toHaveLength(1));
    expect(published(events, 'toast/show').map(({ payload }) => payload)).toEqual([
      { kind: 'error', message: 'Only the story’s author can hide its responses.' },
    ]);
  });

  it("pages with 'Show more responses'", async () => {
    renderWithShell(<PostResponses postId="p1" isAuthor={false} count={2} />, {
      mocks: [responsesOf('p1', [ADA], { next: 'cursor-2' }), responsesOf('p1', [BO], { to: 'cursor-2' })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more responses' }));
    expect(await screen.findByText('I disagree with the second part.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more responses' })).not.toBeInTheDocument();
  });
});
