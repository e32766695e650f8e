import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCUSSION_CLOSED, RESPONSE_EMPTY, RESPONSE_MAX_LENGTH } from '@inkpot/shared-contracts';
import { PostResponses } from './post-responses.tsx';
import { responseFixture as response, responsesMock as responsesOf } from './post-responses.fixtures.ts';
import { RESPOND_ENTRY_POINT, ResponseComposer } from './response-composer.tsx';
import { published, renderWithShell } from '../testing.tsx';
import { PublishResponseDocument } from './__generated__/response-composer.generated.ts';

function publishMock(text: string, answer: Record<string, unknown>) {
  return {
    request: { query: PublishResponseDocument, variables: { parentPostId: 'p1', text } },
    result: { data: { publishPostResponse: answer } },
  };
}

const ADA = response('r1', 'Ada Ibarra', 'Thank you, this helped.');
const MINE = {
  ...response('r9', 'Morgan Member', 'My own thoughts.'),
  isLimitedState: false,
};

const box = () => screen.getByRole('textbox', { name: 'Your response' });
const toasts = (events: Parameters<typeof published>[0]) =>
  published(events, 'toast/show').map(({ payload }) => payload);

describe('ResponseComposer', () => {
  it('publishes a response: it tops the list at once, the box empties and the toast shows', async () => {
    const { events } = renderWithShell(<PostResponses postId="p1" isAuthor={false} count={1} />, {
      mocks: [responsesOf('p1', [ADA]), publishMock('My own thoughts.', MINE)],
    });
    await screen.findByText('Thank you, this helped.');
    await userEvent.click(box());
    await userEvent.paste('  My own thoughts. ');
    expect(screen.getByText(`19/${RESPONSE_MAX_LENGTH}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    const [first] = screen.getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('My own thoughts.')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(toasts(events)).toEqual([{ kind: 'publish-response' }]);
  });

  it("tells a limited account's author their response is under review", async () => {
    const { events } = renderWithShell(<ResponseComposer postId="p1" />, {
      mocks: [publishMock('Hello', { ...MINE, isLimitedState: true })],
    });
    await userEvent.type(box(), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    await waitFor(() => expect(toasts(events)).toEqual([{ kind: 'publish-response' }, { kind: 'limited-state' }]));
  });

  it('refuses an empty response without asking the API', async () => {
    const { events } = renderWithShell(<ResponseComposer postId="p1" />, { mocks: [] });
    await userEvent.type(box(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    expect(screen.getByRole('alert')).toHaveTextContent(RESPONSE_EMPTY);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(toasts(events)).toEqual([]);
  });

  it('counts past the limit in red and keeps the text when refusing it', async () => {
    renderWithShell(<ResponseComposer postId="p1" />, { mocks: [] });
    const long = 'a'.repeat(RESPONSE_MAX_LENGTH + 2);
    await userEvent.click(box());
    await userEvent.paste(long);
    const counter = screen.getByText(`${RESPONSE_MAX_LENGTH + 2}/${RESPONSE_MAX_LENGTH}`);
    expect(counter).toHaveClass('ink-composer__count--over');
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Your response is ${RESPONSE_MAX_LENGTH + 2} characters long; the limit is ${RESPONSE_MAX_LENGTH}.`,
    );
    expect(box()).toHaveValue(long);
  });

  it("keeps the text and shows the API's reason when it refuses", async () => {
    const { events } = renderWithShell(<ResponseComposer postId="p1" />, {
      mocks: [publishMock('Hello', { __typename: 'Forbidden', message: DISCUSSION_CLOSED })],
    });
    await userEvent.type(box(), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DISCUSSION_CLOSED);
    expect(box()).toHaveValue('Hello');
    expect(toasts(events)).toEqual([]);
  });

  it('keeps the text when the request fails', async () => {
    renderWithShell(<ResponseComposer postId="p1" />, {
      mocks: [
        {
          request: { query: PublishResponseDocument, variables: { parentPostId: 'p1', text: 'Hello' } },
          error: new Error('offline'),
        },
      ],
    });
    await userEvent.type(box(), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(box()).toHaveValue('Hello');
  });

  it('asks a visitor to sign in', async () => {
    const { events } = renderWithShell(<ResponseComposer postId="p1" />, { viewer: { status: 'visitor' } });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'What are your thoughts?' }));
    expect(published(events, 'auth/open').map(({ payload }) => payload)).toEqual([
      { operation: 'login', entryPoint: RESPOND_ENTRY_POINT, redirect: window.location.href },
    ]);
  });
});
