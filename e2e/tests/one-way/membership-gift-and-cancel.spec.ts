import { shoot } from '../../fixtures/membership-shots.ts';
import { expect, test } from '../../fixtures/test.ts';

/**
 * Redeeming the seed's spare Member-year gift makes the publisher (no membership) a member for
 * good; cancelling the member's membership shows the reactivate banner, and the test reactivates it
 * again (its cancellation date and reason stay recorded). Both change what every reader of the
 * target sees, so they run in this project, after every other test.
 */
test.describe('publisher (no membership)', { tag: '@mutates' }, () => {
  test.use({ account: 'publisher' });

  test('redeems INKPOT-GIFT-YEAR: a year of membership, no upsell, the gift on manage-membership', async ({
    page,
    bannerStack,
    pageProblems,
  }) => {
    await page.goto('/');
    await bannerStack.expectVariant('upsell');

    await page.goto('/redeem?giftCode=inkpot-gift-year');
    const redeem = page.getByTestId('redeem-page');
    // A gift link's code fills the field once the page is in the browser.
    await expect(redeem.getByLabel('Gift code')).toHaveValue('inkpot-gift-year');
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await expect(redeem.getByRole('status')).toContainText(/Your gift membership runs until \w{3} \d{1,2}, \d{4}\./);
    await shoot(page, 'redeem-page-redeemed');
    await bannerStack.expectVariant(null);

    await redeem.getByRole('link', { name: 'Manage membership' }).click();
    const manage = page.getByTestId('manage-membership-page');
    await expect(manage).toContainText('Member, yearly: a gift.');
    await expect(manage.getByTestId('billing-date')).toContainText(
      /Your gift membership ends on .*; it does not renew\./,
    );
    await expect(manage.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);

    await page.goto('/redeem');
    await page.getByTestId('redeem-page').getByLabel('Gift code').fill('INKPOT-FRIEND-GIFT');
    await page.getByTestId('redeem-page').getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByTestId('redeem-page').getByRole('alert')).toHaveText(
      'You already have a membership. A gift can be redeemed once it has ended.',
    );
    expect(pageProblems).toEqual([]);
  });
});

test.describe('member (card processor)', { tag: '@mutates' }, () => {
  test.use({ account: 'member' });

  test('cancels with a reason; the reactivate banner and button apply; reactivating restores it', async ({
    page,
    bannerStack,
    toastStack,
    pageProblems,
  }) => {
    await page.goto('/');
    await bannerStack.expectVariant(null);

    await page.goto('/manage-membership');
    const manage = page.getByTestId('manage-membership-page');
    await manage.getByRole('button', { name: 'Cancel membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel membership?' });
    await dialog.getByLabel('Why are you cancelling? (optional)').selectOption('time');
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(manage.getByRole('status')).toContainText(/Your membership is cancelled\. It ends on/);
    await expect(manage.getByTestId('billing-date')).toContainText('Your membership is cancelled and ends on');
    await expect(manage.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
    // The banner refetched with the page's other active queries: no reload.
    await bannerStack.expectVariant('reactivate');
    await shoot(page, 'manage-membership-cancelled');

    await page.goto('/');
    await bannerStack.expectVariant('reactivate');
    await toastStack.slot.expectState('mounted');
    await bannerStack.banner.getByRole('link', { name: 'Reactivate membership' }).click();
    const modal = page.getByTestId('reactivation-modal');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your membership has been reactivated.')).toBeVisible();
    await bannerStack.expectVariant(null);

    await page.goto('/manage-membership');
    await expect(page.getByTestId('billing-date')).toContainText('Next billing date:');
    expect(pageProblems).toEqual([]);
  });
});
