import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appendFeedPage, cardTopic, publicationOfStory, StoryCard, StoryList, writerUrl } from './story-card.tsx';
import { feedFixture, renderWithShell, storyFixture, topicFixture } from '../testing.tsx';

const quietMachines = {
  __typename: 'Collection' as const,
  id: 'ed81a8476040',
  name: 'Quiet Machines',
  slug: 'quiet-machines',
};

describe('StoryCard', () => {
  it('links the title to the story, the author to the profile, and shows date and reading time', async () => {
    const post = storyFixture({
      title: 'Why First Customers Still Matter',
      subtitle: 'The parts nobody warned me about.',
      mediumUrl: '/@rosa/why-first-customers-cbb88fe08b2c',
      readingTime: 3.7,
      firstPublishedAt: '2026-11-21T12:00:00.000Z',
    });
    const { navigate } = renderWithShell(<StoryCard post={post} />);

    const title = screen.getByRole('link', { name: 'Why First Customers Still Matter' });
    expect(title).toHaveAttribute('href', '/@rosa/why-first-customers-cbb88fe08b2c');
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(title);
    expect(screen.getByText('The parts nobody warned me about.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rosa Bergstrom' })).toHaveAttribute('href', '/@rosa');
    expect(screen.getByText('Nov 21, 2026')).toHaveAttribute('datetime', '2026-11-21T12:00:00.000Z');
    expect(screen.getByText('4 min read')).toBeInTheDocument();

    await userEvent.click(title);
    expect(navigate).toHaveBeenCalledWith('/@rosa/why-first-customers-cbb88fe08b2c');
  });

  it('says "in {publication}" for an approved story, linking the publication home', () => {
    renderWithShell(<StoryCard post={storyFixture({ collection: quietMachines, statusForCollection: 'APPROVED' })} />);
    expect(screen.getByRole('link', { name: 'Quiet Machines' })).toHaveAttribute('href', '/quiet-machines');
    expect(screen.getByText(/in/, { selector: 'p' })).toHaveTextContent('Rosa Bergstrom in Quiet Machines');
  });

  it('links its first topic to the topic’s page, and none on that topic’s own page', async () => {
    const tags = topicFixture('programming', 'Programming');
    const { navigate, unmount } = renderWithShell(<StoryCard post={storyFixture(tags)} />);
    const topic = screen.getByRole('link', { name: 'Programming' });
    expect(topic).toHaveAttribute('href', '/tag/programming');
    await userEvent.click(topic);
    expect(navigate).toHaveBeenCalledWith('/tag/programming');
    unmount();

    const onItsPage = renderWithShell(<StoryCard post={storyFixture(tags)} omitTagSlug="programming" />);
    expect(screen.queryByRole('link', { name: 'Programming' })).not.toBeInTheDocument();
    onItsPage.unmount();

    // A compact card (the right column) has no room for it.
    renderWithShell(<StoryCard post={storyFixture(tags)} compact />);
    expect(screen.queryByRole('link', { name: 'Programming' })).not.toBeInTheDocument();
  });

  it('has no topic link for a story without topics, or whose one topic is the list’s', () => {
    expect(cardTopic({ topicSlug: null, topicTitle: null })).toBeNull();
    expect(cardTopic(topicFixture('writing', 'Writing'), 'writing')).toBeNull();
    renderWithShell(<StoryCard post={storyFixture()} />);
    // The writer and the title only.
    expect(within(screen.getByRole('article')).getAllByRole('link')).toHaveLength(2);
  });

  it('does not name a publication the story is only submitted to', () => {
    renderWithShell(<StoryCard post={storyFixture({ collection: quietMachines, statusForCollection: 'PENDING' })} />);
    expect(screen.queryByRole('link', { name: 'Quiet Machines' })).not.toBeInTheDocument();
  });

  it('marks member-only stories with a star, and only those', () => {
    const { unmount } = renderWithShell(<StoryCard post={storyFixture({ isLocked: true })} />);
    expect(screen.getByRole('img', { name: 'Member-only story' })).toHaveTextContent('★');
    unmount();
    renderWithShell(<StoryCard post={storyFixture({ isLocked: false })} />);
    expect(screen.queryByRole('img', { name: 'Member-only story' })).not.toBeInTheDocument();
  });

  it('reads at least one minute', () => {
    renderWithShell(<StoryCard post={storyFixture({ readingTime: 0.2 })} />);
    expect(screen.getByText('1 min read')).toBeInTheDocument();
  });
});

describe('writerUrl', () => {
  it('is the live custom domain when there is one, else /@username', () => {
    expect(writerUrl({ id: 'b1', username: 'dana', customDomainState: { live: { domain: 'dana.blog' } } })).toBe(
      'https://dana.blog',
    );
    expect(writerUrl({ id: 'b1', username: 'dana', customDomainState: { live: null } })).toBe('/@dana');
    expect(writerUrl({ id: 'b1', username: 'dana' })).toBe('/@dana');
  });
});

describe('publicationOfStory', () => {
  it('takes APPROVED or no status with a collection; nothing without a collection', () => {
    expect(publicationOfStory({ collection: quietMachines, statusForCollection: 'APPROVED' })).toBe(quietMachines);
    expect(publicationOfStory({ collection: quietMachines, statusForCollection: null })).toBe(quietMachines);
    expect(publicationOfStory({ collection: quietMachines, statusForCollection: 'REJECTED' })).toBeNull();
    expect(publicationOfStory({ collection: null, statusForCollection: 'APPROVED' })).toBeNull();
  });
});

describe('StoryList', () => {
  it('lists the feed and asks for the next page with its limit and cursor', async () => {
    const feed = feedFixture([storyFixture({ title: 'First' }), storyFixture({ title: 'Second' })], 'cursor-2');
    const onShowMore = jest.fn(async () => ({}));
    renderWithShell(<StoryList feed={feed} label="Stories" empty="Nothing here." onShowMore={onShowMore} />);

    const list = screen.getByRole('list', { name: 'Stories' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onShowMore).toHaveBeenCalledWith({ limit: 2, to: 'cursor-2' });
  });

  it('disables the button while the page loads, and says so when it fails', async () => {
    let fail: (value: { error: Error }) => void = () => {};
    const onShowMore = jest.fn(() => new Promise<{ error?: unknown }>((resolve) => (fail = resolve)));
    renderWithShell(
      <StoryList feed={feedFixture([storyFixture()], 'next')} label="Stories" empty="" onShowMore={onShowMore} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();

    await act(async () => fail({ error: new Error('boom') }));
    expect(screen.getByRole('alert')).toHaveTextContent('More stories could not be loaded.');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
  });

  it('has no "Show more" on the last page, and shows the empty text for an empty feed', () => {
    const { unmount } = renderWithShell(
      <StoryList feed={feedFixture([storyFixture()])} label="Stories" empty="" onShowMore={jest.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    unmount();
    renderWithShell(<StoryList feed={feedFixture([])} label="Stories" empty="No stories yet." />);
    expect(screen.getByText('No stories yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('appendFeedPage', () => {
  it('appends the next page, keeps a repeated story once and takes the new paging', () => {
    const [a, b, c] = [storyFixture(), storyFixture(), storyFixture()];
    const merged = appendFeedPage(feedFixture([a, b], 'p2'), feedFixture([b, c]));
    expect(merged.items.map((item) => item.post.id)).toEqual([a.id, b.id, c.id]);
    expect(merged.pagingInfo.next).toBeNull();
  });
});
