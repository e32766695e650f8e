import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { PublicationFrame } from './publication-frame.tsx';
import { notFoundStaffPicksMock, renderWithShell } from '../testing.tsx';
import { PublicationFrameDocument, type PublicationFrameQuery } from './__generated__/publication-frame.generated.ts';

type FramePublication = NonNullable<PublicationFrameQuery['collectionByDomainOrSlug']>;

function publication(overrides: Partial<FramePublication> = {}): FramePublication {
  return {
    __typename: 'Collection',
    id: 'b961015c2ffd',
    slug: 'the-long-margin',
    name: 'The Long Margin',
    description: 'Essays in the margins.',
    avatar: null,
    ...overrides,
  };
}

function frameMock(slug: string, result: FramePublication | null | { errors: GraphQLError[] }) {
  return {
    request: { query: PublicationFrameDocument, variables: { slug } },
    result: result && 'errors' in result ? result : { data: { __typename: 'Query', collectionByDomainOrSlug: result } },
  };
}

function renderFrame(
  mocks: ReturnType<typeof frameMock>[],
  slug = 'the-long-margin',
  mode?: { kind: 'collection'; collectionSlug: string },
) {
  return renderWithShell(
    <PublicationFrame slug={slug}>
      <p>Page content</p>
    </PublicationFrame>,
    { mocks: [...mocks, notFoundStaffPicksMock()], ...(mode ? { mode } : {}) },
  );
}

describe('PublicationFrame', () => {
  it('shows a placeholder while loading, then the compact bar with the navigation remote’s slots above the page', async () => {
    const { container } = renderFrame([frameMock('the-long-margin', publication())]);
    expect(screen.getByRole('status', { name: 'Loading publication' })).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();

    expect(await screen.findByText('Page content')).toBeInTheDocument();
    const navSlot = container.querySelector('[data-slot="publication-nav"]');
    expect(navSlot).toHaveAttribute('data-remote', 'navigation');
    expect(container.querySelector('[data-slot="publication-manage"]')).toHaveAttribute('data-remote', 'navigation');
  });

  it('keeps the publication’s name linking home when the navigation remote cannot load', async () => {
    const { container } = renderFrame([frameMock('the-long-margin', publication())]);
    const nav = await screen.findByRole('navigation', { name: 'The Long Margin' });
    expect(within(nav).getByRole('link', { name: 'The Long Margin' })).toHaveAttribute('href', '/the-long-margin');
    expect(container.querySelector('[data-slot="publication-nav"]')).toHaveAttribute('data-state', 'fallback');
  });

  it('shows the not-found page, not the content, when there is no such publication', async () => {
    renderFrame([frameMock('nothing-here', null)], 'nothing-here');
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
  });

  it('shows an error view with a retry when the publication cannot be loaded', async () => {
    renderFrame([
      frameMock('the-long-margin', { errors: [new GraphQLError('down')] }),
      frameMock('the-long-margin', publication()),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This publication could not be loaded.');
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Page content')).toBeInTheDocument();
  });

  it('links home to the root on the publication’s own domain', async () => {
    renderFrame([frameMock('the-long-margin', publication())], 'the-long-margin', {
      kind: 'collection',
      collectionSlug: 'the-long-margin',
    });
    const nav = await screen.findByRole('navigation', { name: 'The Long Margin' });
    expect(within(nav).getByRole('link', { name: 'The Long Margin' })).toHaveAttribute('href', '/');
  });
});
