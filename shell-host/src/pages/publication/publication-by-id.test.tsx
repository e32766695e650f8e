import { screen, waitFor } from '@testing-library/react';
import { PublicationByIdRedirect } from './publication-by-id.tsx';
import { notFoundStaffPicksMock, renderWithShell } from '../testing.tsx';
import { PublicationByIdDocument } from './__generated__/publication-by-id.generated.ts';

const mock = (id: string, collection: { id: string; slug: string } | null) => ({
  request: { query: PublicationByIdDocument, variables: { id } },
  result: { data: { collection: collection && { __typename: 'Collection' as const, ...collection } } },
});

describe('PublicationByIdRedirect', () => {
  it("replaces /c/{id} with the publication's slug URL", async () => {
    const { navigate } = renderWithShell(<PublicationByIdRedirect id="b961015c2ffd" />, {
      mocks: [mock('b961015c2ffd', { id: 'b961015c2ffd', slug: 'the-long-margin' })],
    });
    expect(screen.getByRole('status', { name: 'Loading publication' })).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/the-long-margin', { replace: true }));
  });

  it('shows the not-found screen for an unknown id', async () => {
    const { navigate } = renderWithShell(<PublicationByIdRedirect id="ffffffffffff" />, {
      mocks: [mock('ffffffffffff', null), notFoundStaffPicksMock()],
    });
    expect(await screen.findByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
