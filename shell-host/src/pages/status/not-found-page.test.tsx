import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import NotFoundPage, { NotFoundScreen } from './not-found-page.tsx';
import { feedFixture, pageProps, renderWithShell, storyFixture } from '../testing.tsx';
import { NotFoundScreenDocument } from './__generated__/not-found-page.generated.ts';

const variables = { paging: { limit: 4 } };

function staffPicksMock(count: number) {
  const posts = Array.from({ length: count }, (_, index) => storyFixture({ title: `Pick ${index + 1}` }));
  return {
    request: { query: NotFoundScreenDocument, variables },
    result: { data: { __typename: 'Query', staffPicksFeed: feedFixture(posts) } },
  };
}

describe('NotFoundScreen', () => {
  it('shows the label, 404, headline, sentence and a Home link', () => {
    renderWithShell(<NotFoundPage {...pageProps('notFound')} />, { mocks: [staffPicksMock(0)] });
    expect(screen.getByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Out of nothing, something.' })).toBeInTheDocument();
    expect(
      screen.getByText(/You can find \(just about\) anything on Inkpot — apparently even a page that doesn’t exist\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows at most four staff picks as story cards', async () => {
    renderWithShell(<NotFoundScreen />, { mocks: [staffPicksMock(6)] });
    const section = await screen.findByRole('region', { name: 'Staff Picks' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'Pick 1' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Pick 5' })).not.toBeInTheDocument();
  });

  it('shows no staff-picks section when they fail to load, and keeps the 404', async () => {
    renderWithShell(<NotFoundScreen />, {
      mocks: [
        { request: { query: NotFoundScreenDocument, variables }, result: { errors: [new GraphQLError('down')] } },
      ],
    });
    await waitForElementToBeRemoved(() => screen.queryByRole('status', { name: 'Loading staff picks' }));
    expect(screen.queryByRole('region', { name: 'Staff Picks' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
  });

  it('renders without the shell and without props: plain Home link, no staff picks', () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
