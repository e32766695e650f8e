import { signInAs } from '../fixtures/api-sign-in.ts';
import { expect, test } from '../fixtures/test.ts';

/** The product's error text for the payout-retry toast. */
const PAYOUT_ERROR = 'An error occured while we were recording your payout information.';

test(
  'a member records a payout account; when the save gets no answer, the toast’s Retry sends it again',
  { tag: '@mutates' },
  async ({ page, toastStack }) => {
    await signInAs(page.request, 'member@demo.inkpot.test');
    await page.goto('/partner-program/payout/settings');
    await toastStack.slot.expectState('mounted');
    await expect(page.getByRole('heading', { level: 1, name: 'Payout settings' })).toBeVisible();

    await page.route('**/_/graphql', (route) =>
      route.request().postData()?.includes('RecordPayoutInformation') ? route.abort('failed') : route.fallback(),
    );
    const lastFour = String(Date.now()).slice(-4);
    await page.getByLabel('Name on the account').fill('Morgan Member');
    await page.getByLabel(/^Country/).fill('de');
    await page.getByLabel('IBAN or account number').fill(`DE89 3704 0044 0532 01${lastFour}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastStack.toast(PAYOUT_ERROR)).toBeVisible();
    // The form keeps what was typed.
    await expect(page.getByLabel('IBAN or account number')).toHaveValue(`DE89 3704 0044 0532 01${lastFour}`);

    await page.unroute('**/_/graphql');
    await toastStack.action(PAYOUT_ERROR, 'Retry').click();
    await expect(page.getByText('Your payout account is saved.')).toBeVisible();
    await expect(page.getByText(`Morgan Member, account ending in ${lastFour} (DE)`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Morgan Member, account ending in ${lastFour} (DE)`)).toBeVisible();
  },
);
