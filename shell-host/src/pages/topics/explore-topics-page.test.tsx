import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExploreTopicsPage from './explore-topics-page.tsx';
import { pageProps, renderWithShell } from '../testing.tsx';
import { ExploreTopicsDocument, type ExploreTopicsQuery } from './__generated__/explore-topics-page.generated.ts';

const tag = (slug: string, displayTitle: string, postCount: number): ExploreTopicsQuery['tags'][number] => ({
  __typename: 'Tag',
  id: slug,
  slug,
  displayTitle,
  postCount,
});

const topicsMock = (tags: ExploreTopicsQuery['tags']) => ({
  request: { query: ExploreTopicsDocument, variables: {} },
  result: { data: { __typename: 'Query' as const, tags } },
});

describe('ExploreTopicsPage', () => {
  it('lists the topics in the API’s order with their story counts, each linking to its page', async () => {
    renderWithShell(<ExploreTopicsPage {...pageProps('exploreTopics')} />, {
      mocks: [topicsMock([tag('programming', 'Programming', 12), tag('poetry', 'Poetry', 1)])],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Explore topics' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading topics' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Topics' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Programming 12 stories', '/tag/programming'],
      ['Poetry 1 story', '/tag/poetry'],
    ]);
    expect(within(list).getByRole('link', { name: 'Programming 12 stories' })).toBeInTheDocument();
  });

  it('serves /topics the same', async () => {
    renderWithShell(<ExploreTopicsPage {...pageProps('topics')} />, {
      mocks: [topicsMock([tag('poetry', 'Poetry', 3)])],
    });
    expect(await screen.findByRole('link', { name: 'Poetry 3 stories' })).toHaveAttribute('href', '/tag/poetry');
  });

  it('says so when no topic has stories', async () => {
    renderWithShell(<ExploreTopicsPage {...pageProps('exploreTopics')} />, { mocks: [topicsMock([])] });
    expect(await screen.findByText('There are no topics with stories yet.')).toBeInTheDocument();
  });

  it('offers to try again when the topics could not be loaded', async () => {
    renderWithShell(<ExploreTopicsPage {...pageProps('exploreTopics')} />, {
      mocks: [
        { request: { query: ExploreTopicsDocument, variables: {} }, error: new Error('API down') },
        topicsMock([tag('poetry', 'Poetry', 3)]),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The topics could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Poetry 3 stories' })).toBeInTheDocument();
  });
});
