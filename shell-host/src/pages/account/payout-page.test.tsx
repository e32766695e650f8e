import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PayoutPage, { PAYOUT_RETRY_KEY } from './payout-page.tsx';
import { pageProps, published, renderWithShell } from '../testing.tsx';
import { PayoutPageDocument, RecordPayoutInformationDocument } from './__generated__/payout-page.generated.ts';

const account = {
  __typename: 'PayoutAccount',
  accountHolderName: 'Ada Writer',
  country: 'DE',
  accountLastFour: '3000',
};
const pageMock = (payoutAccount: typeof account | null) => ({
  request: { query: PayoutPageDocument },
  result: { data: { viewer: { __typename: 'Viewer', id: 'a1b2c3d4e5f6', payoutAccount } } },
});
const typed = { accountHolderName: 'Ada Writer', country: 'DE', accountNumber: 'DE89370400440532013000' };
const recordMock = (answer: Record<string, unknown> | Error) => ({
  request: { query: RecordPayoutInformationDocument, variables: { input: typed } },
  ...(answer instanceof Error ? { error: answer } : { result: { data: { recordPayoutInformation: answer } } }),
});

async function fillAndSave() {
  await userEvent.type(await screen.findByLabelText('Name on the account'), typed.accountHolderName);
  await userEvent.type(screen.getByLabelText(/^Country/), typed.country);
  await userEvent.type(screen.getByLabelText('IBAN or account number'), typed.accountNumber);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

type Options = NonNullable<Parameters<typeof renderWithShell>[1]>;
const render = (mocks: unknown[], viewer?: Options['viewer']) =>
  renderWithShell(<PayoutPage {...pageProps('partnerPayout', { step: 'settings' })} />, {
    mocks: mocks as Options['mocks'],
    ...(viewer ? { viewer } : {}),
  });

describe('PayoutPage', () => {
  it('says why the API refused the input, under the form, and keeps what was typed', async () => {
    const { events } = render([
      pageMock(null),
      recordMock({ __typename: 'Forbidden', message: 'Payouts need a membership.' }),
    ]);
    expect(await screen.findByText('You have not added a payout account yet.')).toBeInTheDocument();
    await fillAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payouts need a membership.');
    expect(screen.getByLabelText('IBAN or account number')).toHaveValue(typed.accountNumber);
    expect(published(events, 'toast/show')).toEqual([]);
  });

  it('without an answer shows the payout-retry toast; its Retry sends the same input again', async () => {
    const { events, bus } = render([
      pageMock(null),
      recordMock(new Error('Failed to fetch')),
      recordMock({ __typename: 'MutationSuccess' }),
      pageMock(account),
    ]);
    await fillAndSave();
    await screen.findByRole('button', { name: 'Save' });
    await act(async () => undefined);
    expect(published(events, 'toast/show').map(({ payload }) => payload)).toEqual([
      { kind: 'payout-retry', retryKey: PAYOUT_RETRY_KEY },
    ]);
    expect(screen.getByLabelText('Name on the account')).toHaveValue(typed.accountHolderName);

    act(() => bus.forSender('notifications').publish('toast/retry', { retryKey: PAYOUT_RETRY_KEY }));
    expect(await screen.findByText('Your payout account is saved.')).toBeInTheDocument();
    expect(await screen.findByText('Ada Writer, account ending in 3000 (DE)')).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    render([], { status: 'visitor' });
    expect(await screen.findByText('Sign in to set up your payouts.')).toBeInTheDocument();
  });
});
