import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import LandingPage from './landing-page.tsx';
import { feedFixture, pageProps, published, renderWithShell, storyFixture } from '../testing.tsx';
import { LandingStaffPicksDocument } from './__generated__/landing-page.generated.ts';

const variables = { paging: { limit: 10 } };
const visitor = { status: 'visitor' } as const;

describe('LandingPage', () => {
  it("opens sign-up from 'Start reading', publishing auth/open as the shell", async () => {
    const { events } = renderWithShell(<LandingPage {...pageProps('home')} />, {
      viewer: visitor,
      mocks: [
        {
          request: { query: LandingStaffPicksDocument, variables },
          result: { data: { __typename: 'Query', staffPicksFeed: feedFixture([]) } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Stories worth your time.' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    expect(published(events, 'auth/open')).toEqual([
      {
        type: 'auth/open',
        sender: 'shell',
        payload: { operation: 'register', step: 'SIGNUP_OPTIONS', entryPoint: 'home_start_reading' },
      },
    ]);
  });

  it('lists the staff picks', async () => {
    renderWithShell(<LandingPage {...pageProps('home')} />, {
      viewer: visitor,
      mocks: [
        {
          request: { query: LandingStaffPicksDocument, variables },
          result: {
            data: {
              __typename: 'Query',
              staffPicksFeed: feedFixture([storyFixture({ title: 'Pick A' }), storyFixture({ title: 'Pick B' })]),
            },
          },
        },
      ],
    });
    const section = screen.getByRole('region', { name: 'Staff Picks' });
    expect(within(section).getByRole('status', { name: 'Loading staff picks' })).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: 'Staff Picks' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it('says so when the staff picks cannot be loaded', async () => {
    renderWithShell(<LandingPage {...pageProps('home')} />, {
      viewer: visitor,
      mocks: [
        { request: { query: LandingStaffPicksDocument, variables }, result: { errors: [new GraphQLError('down')] } },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff picks could not be loaded.');
    expect(screen.getByRole('button', { name: 'Start reading' })).toBeInTheDocument();
  });
});
