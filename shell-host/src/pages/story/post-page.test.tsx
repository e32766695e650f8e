import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import PostPage, { postIdOf } from './post-page.tsx';
import { responseFixture, responsesMock } from './post-responses.fixtures.ts';
import { notFoundStaffPicksMock, pageProps, published, renderWithShell, SIGNED_IN } from '../testing.tsx';
import { PostPageDocument, type PostPageQuery } from './__generated__/post-page.generated.ts';

type PagePost = Extract<PostPageQuery['postResult'], { __typename: 'Post' }>;

function post(overrides: Partial<PagePost> = {}): PagePost {
  return {
    __typename: 'Post',
    id: '2506cfcda919',
    title: 'Learning Repairable Phones in Public',
    subtitle: 'Short notes from someone still figuring it out.',
    mediumUrl: '/quiet-machines/learning-repairable-phones-2506cfcda919',
    isLocked: false,
    readingTime: 14.4,
    previewImageId: null,
    statusForCollection: 'APPROVED',
    firstPublishedAt: '2026-11-16T12:00:00.000Z',
    latestPublishedAt: '2026-11-16T12:00:00.000Z',
    updatedAt: '2026-11-17T12:00:00.000Z',
    responsesCount: 0,
    isDeleted: false,
    isSuspended: false,
    isLimitedState: false,
    creator: {
      __typename: 'User',
      id: '17e565409a46',
      name: 'Poppy Publisher',
      username: 'poppy',
      imageId: null,
      customDomainState: null,
    },
    collection: { __typename: 'Collection', id: 'ed81a8476040', name: 'Quiet Machines', slug: 'quiet-machines' },
    tags: [
      { __typename: 'Tag', id: 'technology', slug: 'technology', displayTitle: 'Technology' },
      { __typename: 'Tag', id: 'repair', slug: 'repair', displayTitle: 'Repair' },
    ],
    topicSlug: 'technology',
    topicTitle: 'Technology',
    isInReadingList: false,
    isContentPreview: false,
    content: [
      { __typename: 'StoryParagraph', type: 'H2', text: 'Why repair', markups: [], src: null, alt: null },
      {
        __typename: 'StoryParagraph',
        type: 'P',
        text: 'Screws beat glue, and the manual helps.',
        markups: [
          { __typename: 'StoryMarkup', type: 'STRONG', start: 0, end: 6, href: null },
          { __typename: 'StoryMarkup', type: 'LINK', start: 26, end: 32, href: 'https://example.com/manual' },
          { __typename: 'StoryMarkup', type: 'LINK', start: 12, end: 16, href: 'javascript:alert(1)' },
        ],
        src: null,
        alt: null,
      },
      { __typename: 'StoryParagraph', type: 'BLOCKQUOTE', text: 'Fix it once.', markups: [], src: null, alt: null },
    ],
    ...overrides,
  };
}

function postMock(id: string, result: PostPageQuery['postResult'] | { errors: GraphQLError[] }) {
  return {
    request: { query: PostPageDocument, variables: { id } },
    result: 'errors' in result ? result : { data: { __typename: 'Query', postResult: result } },
  };
}

describe('postIdOf', () => {
  it('reads the id from a slug, or takes the parameter as it is', () => {
    expect(postIdOf({ postId: 'learning-repairable-phones-2506cfcda919' })).toBe('2506cfcda919');
    expect(postIdOf({ postId: '2506cfcda919' })).toBe('2506cfcda919');
    expect(postIdOf({ postId: 'no-hex-here' })).toBe('no-hex-here');
    expect(postIdOf({})).toBeNull();
  });
});

describe('PostPage', () => {
  it('shows the story header: title, subtitle, author, publication, reading time, date, tags and responses', async () => {
    renderWithShell(
      <PostPage
        {...pageProps('collectionPost', { collectionSlug: 'quiet-machines', postId: 'learning-2506cfcda919' })}
      />,
      {
        mocks: [
          postMock('2506cfcda919', post({ responsesCount: 3 })),
          responsesMock('2506cfcda919', [responseFixture('r1', 'Ada Ibarra', 'Thank you, this helped.')]),
        ],
      },
    );
    expect(screen.getByRole('status', { name: 'Loading story' })).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning Repairable Phones in Public' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Short notes from someone still figuring it out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poppy Publisher' })).toHaveAttribute('href', '/@poppy');
    expect(screen.getByRole('link', { name: 'Quiet Machines' })).toHaveAttribute('href', '/quiet-machines');
    expect(screen.getByText('15 min read')).toBeInTheDocument();
    expect(screen.getByText('Nov 16, 2026')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'Technology' })).toHaveAttribute('href', '/tag/technology');
    expect(within(tags).getByRole('link', { name: 'Repair' })).toHaveAttribute('href', '/tag/repair');
    expect(screen.getByText('3 responses')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Responses' })).toHaveTextContent('Ada Ibarra');
  });

  it('renders the body from its paragraphs: headings, quotes, bold and safe links, never a javascript: link', async () => {
    const { container } = renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', post())],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Why repair' })).toBeInTheDocument();
    expect(screen.getByText('Screws').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'manual' })).toHaveAttribute('href', 'https://example.com/manual');
    expect(screen.queryByRole('link', { name: 'glue' })).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('blockquote')).toHaveTextContent('Fix it once.');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("ends a member-only story's preview with what the rest needs", async () => {
    renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', post({ isLocked: true, isContentPreview: true }))],
    });
    expect(await screen.findByRole('note')).toHaveTextContent('The rest of this story is for members.');
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/plans');
  });

  it("places the membership remote's member-star slot for locked stories only", async () => {
    const { container, unmount } = renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', post({ isLocked: true }))],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[data-slot="member-star"][data-remote="membership"]')).toBeInTheDocument();
    unmount();

    const view = renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', post({ isLocked: false }))],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(view.container.querySelector('[data-slot="member-star"]')).not.toBeInTheDocument();
  });

  it("places the notifications remote's follow button on the byline and its post menu", async () => {
    const { container } = renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', post())],
    });
    await screen.findByRole('heading', { level: 1 });
    const byline = container.querySelector('.ink-post__byline');
    expect(byline?.querySelector('[data-slot="follow-button"][data-remote="notifications"]')).toBeInTheDocument();
    expect(byline?.querySelector('[data-slot="post-menu"][data-remote="notifications"]')).toBeInTheDocument();
  });

  it("offers no follow button on the viewer's own story", async () => {
    const { container } = renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [
        postMock(
          '2506cfcda919',
          post({ creator: { ...post().creator, id: SIGNED_IN.status === 'signed-in' ? SIGNED_IN.viewer.id : '' } }),
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[data-slot="follow-button"]')).not.toBeInTheDocument();
    expect(container.querySelector('[data-slot="post-menu"]')).toBeInTheDocument();
  });

  it('tells the author a trashed story is in the trash, and readers nothing of it otherwise', async () => {
    const { unmount } = renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', post({ isDeleted: true }))],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('status')).toHaveTextContent(/in the trash.*permanently deleted 14 days/);
    unmount();
    renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', post())],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/in the trash/)).not.toBeInTheDocument();
  });

  it("raises the story state's toasts once when the page opens: suspended, under review, and a trashed story's Undelete", async () => {
    const { events, unmount } = renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', post({ isDeleted: true, isSuspended: true, isLimitedState: true }))],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(published(events, 'toast/show').map(({ payload }) => payload)).toEqual([
      { kind: 'post-suspended' },
      { kind: 'limited-state' },
      { kind: 'undelete', postId: '2506cfcda919', title: 'Learning Repairable Phones in Public' },
    ]);
    unmount();
    const plain = renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', post())],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(published(plain.events, 'toast/show')).toEqual([]);
  });

  it("leaves out 'in {publication}' when the story is not approved there, and links a live custom domain", async () => {
    const creator = {
      __typename: 'User' as const,
      id: 'd1',
      name: 'Dana Domain',
      username: 'dana',
      imageId: null,
      customDomainState: {
        __typename: 'CustomDomainState' as const,
        live: { __typename: 'LiveCustomDomain' as const, domain: 'dana.blog' },
      },
    };
    renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', post({ statusForCollection: 'PENDING', responsesCount: 0, creator }))],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Quiet Machines' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dana Domain' })).toHaveAttribute('href', 'https://dana.blog');
    expect(screen.getByText('No responses yet')).toBeInTheDocument();
  });

  it('renders the not-found page for a NotFound result', async () => {
    renderWithShell(<PostPage {...pageProps('post', { postId: '000000000000' })} />, {
      mocks: [
        postMock('000000000000', { __typename: 'NotFound', message: 'Story not found.' }),
        notFoundStaffPicksMock(),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('says when the story cannot be loaded, and tries again', async () => {
    renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [postMock('2506cfcda919', { errors: [new GraphQLError('down')] }), postMock('2506cfcda919', post())],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This story could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Learning Repairable Phones in Public');
  });

  it("shows the error with a retry, not the skeleton, when the API call fails (the edge's 504)", async () => {
    renderWithShell(<PostPage {...pageProps('post', { postId: '2506cfcda919' })} />, {
      mocks: [
        {
          request: { query: PostPageDocument, variables: { id: '2506cfcda919' } },
          error: new Error('Response not successful: Received status code 504'),
        },
        postMock('2506cfcda919', post()),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This story could not be loaded.');
    expect(screen.queryByRole('status', { name: 'Loading story' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Learning Repairable Phones in Public');
  });
});
