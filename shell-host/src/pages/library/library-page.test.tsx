import { screen, within } from '@testing-library/react';
import LibraryPage, { libraryListUrl, listSlugId } from './library-page.tsx';
import { renderWithShell, SIGNED_IN } from '../testing.tsx';
import { LibraryPageDocument } from './__generated__/library-page.generated.ts';

const libraryMock = {
  request: { query: LibraryPageDocument, variables: { userId: 'a1b2c3d4e5f6' } },
  result: {
    data: {
      user: {
        __typename: 'User',
        id: 'a1b2c3d4e5f6',
        username: 'morgan',
        catalogs: [
          {
            __typename: 'Catalog',
            id: 'predefined:a1b2c3d4e5f6:READING_LIST',
            name: 'Reading list',
            visibility: 'PRIVATE',
            predefined: 'READING_LIST',
            itemCount: 0,
          },
          {
            __typename: 'Catalog',
            id: '0a1b2c3d4e5f',
            name: 'Slow mornings',
            visibility: 'PUBLIC',
            predefined: null,
            itemCount: 3,
          },
        ],
      },
    },
  },
};

describe('listSlugId and libraryListUrl', () => {
  it('gives a list the URL slug of its name plus its id; the reading list its own path', () => {
    expect(listSlugId('Slow mornings', 'abc123')).toBe('slow-mornings-abc123');
    expect(listSlugId('Café & Crème!', 'abc123')).toBe('cafe-creme-abc123');
    expect(listSlugId('***', 'abc123')).toBe('abc123');
    expect(libraryListUrl({ id: 'x', name: 'Reading list', predefined: 'READING_LIST' }, 'morgan')).toBe(
      '/me/list/reading-list',
    );
    expect(libraryListUrl({ id: 'abc123', name: 'Slow mornings', predefined: null }, 'morgan')).toBe(
      '/@morgan/list/slow-mornings-abc123',
    );
  });
});

describe('LibraryPage', () => {
  it("lists the viewer's lists, the Reading list first, with counts, privacy and links", async () => {
    renderWithShell(<LibraryPage />, { mocks: [libraryMock], viewer: SIGNED_IN });
    expect(screen.getByRole('heading', { level: 1, name: 'Your library' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your lists' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Reading listNo stories yetPrivate',
      'Slow mornings3 stories',
    ]);
    expect(within(list).getByRole('link', { name: 'Reading list' })).toHaveAttribute('href', '/me/list/reading-list');
    expect(within(list).getByRole('link', { name: 'Slow mornings' })).toHaveAttribute(
      'href',
      '/@morgan/list/slow-mornings-0a1b2c3d4e5f',
    );
  });

  it('shows a retry when the lists cannot be loaded', async () => {
    renderWithShell(<LibraryPage />, {
      mocks: [{ request: libraryMock.request, error: new Error('Failed to fetch') }],
    });
    expect(await screen.findByText('Your lists could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in', () => {
    renderWithShell(<LibraryPage />, { viewer: { status: 'visitor' } });
    expect(screen.getByText('Sign in to see your reading lists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
