import { screen, within } from '@testing-library/react';
import { feedFixture, notFoundStaffPicksMock, pageProps, renderWithShell, storyFixture } from '../testing.tsx';
import PublicationNewsletterPage, { isNewsletterAddressed, queries } from './publication-newsletter-page.tsx';
import { PublicationNewsletterDocument } from './__generated__/publication-newsletter-page.generated.ts';

const mock = (publication: Record<string, unknown> | null) => ({
  request: { query: PublicationNewsletterDocument, variables: { slug: 'quiet-machines', paging: { limit: 5 } } },
  result: {
    data: {
      collectionByDomainOrSlug: publication && {
        __typename: 'Collection',
        id: 'c1',
        slug: 'quiet-machines',
        name: 'Quiet Machines',
        description: 'Small software, done well.',
        newsletter: { __typename: 'Newsletter', id: 'nl1' },
        latestPosts: feedFixture([storyFixture({ title: 'Small Functions' })], 'next'),
        ...publication,
      },
    },
  },
});

describe('isNewsletterAddressed', () => {
  it('takes /newsletter as the publication’s own, and /newsletters/{id} only for its id', () => {
    expect(isNewsletterAddressed('nl1', { collectionSlug: 'q' })).toBe(true);
    expect(isNewsletterAddressed('nl1', { collectionSlug: 'q', newsletterSlug: 'nl1' })).toBe(true);
    expect(isNewsletterAddressed('nl1', { collectionSlug: 'q', newsletterSlug: 'other' })).toBe(false);
  });

  it('preloads the page’s query', () => {
    expect(queries({ collectionSlug: 'quiet-machines' })[0]?.query).toBe(PublicationNewsletterDocument);
  });
});

describe('PublicationNewsletterPage', () => {
  it('shows the name, the description, the subscribe control’s slot and the latest stories', async () => {
    renderWithShell(
      <PublicationNewsletterPage
        {...pageProps('collectionNewsletterPromotion', { collectionSlug: 'quiet-machines' })}
      />,
      { viewer: { status: 'visitor' }, mocks: [mock({})] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiet Machines' })).toBeInTheDocument();
    expect(screen.getByText('Small software, done well.')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="newsletter-button"]')).not.toBeNull();
    const list = screen.getByRole('list', { name: 'Latest stories in Quiet Machines' });
    expect(within(list).getByRole('link', { name: 'Small Functions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all stories' })).toHaveAttribute('href', '/quiet-machines/latest');
  });

  it('says when the publication has no newsletter, with no control', async () => {
    renderWithShell(
      <PublicationNewsletterPage
        {...pageProps('collectionNewsletterPromotion', { collectionSlug: 'quiet-machines' })}
      />,
      { mocks: [mock({ newsletter: null })] },
    );
    expect(await screen.findByText('Quiet Machines has no newsletter yet.')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="newsletter-button"]')).toBeNull();
  });

  it('is the not-found page for a newsletter the publication does not have', async () => {
    renderWithShell(
      <PublicationNewsletterPage
        {...pageProps('collectionNewsletter', { collectionSlug: 'quiet-machines', newsletterSlug: 'weekly' })}
      />,
      { mocks: [mock({}), notFoundStaffPicksMock()] },
    );
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
  });
});
