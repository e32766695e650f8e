import { axeViolations } from '../fixtures/axe.ts';
import { shoot } from '../fixtures/membership-shots.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The membership remote's pages that need no payment provider: /membership, /gift (and the gift
 * checkout), /redeem, and cancelling's confirmation. Nothing here changes an account: redeeming a
 * good code and cancelling for real are in one-way/membership-gift-and-cancel.spec.ts.
 */
test.describe('visitor', () => {
  test('the edge serves /membership, /gift, /gift-checkout and /redeem with the remote page in the document', async ({
    request,
  }) => {
    const pages: Array<[string, string, string]> = [
      ['/membership', 'membership/membership-page', 'A paid membership unlocks member-only stories.'],
      ['/gift', 'membership/gift-page', 'none is reachable from this server'],
      ['/gift-checkout', 'membership/gift-page', 'none is reachable from this server'],
      ['/redeem', 'membership/redeem-page', 'Sign in to redeem your gift membership.'],
      ['/redeem-gift', 'membership/redeem-page', 'Sign in to redeem your gift membership.'],
    ];
    for (const [path, parcel, text] of pages) {
      await test.step(path, async () => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()['inkpot-render']).toMatch(/^server/);
        // The edge loads the remote's server build once (a page waits for it only so long), then keeps it.
        await expect
          .poll(async () => {
            const html = await (await request.get(path)).text();
            const slot = html.indexOf(`data-server-parcel="${parcel}"`);
            return slot !== -1 && html.indexOf(text, slot) !== -1;
          })
          .toBe(true);
      });
    }
  });

  test('/membership: the tiers and prices, axe-clean, and the way to the plans', async ({
    page,
    request,
    pageProblems,
  }) => {
    // Once the edge holds the remote's server build, the document carries the page.
    await expect
      .poll(async () => (await (await request.get('/membership')).text()).includes('membership/membership-page'))
      .toBe(true);
    await page.goto('/membership');
    const slot = page.locator('[data-slot="page"]');
    await expect(slot).toHaveAttribute('data-state', 'mounted');
    // The browser hydrated the server's page rather than drawing its own.
    await expect(page.locator('[data-server-parcel="membership/membership-page"]')).toHaveAttribute(
      'data-hydrated',
      'true',
    );
    const membership = page.getByTestId('membership-page');
    await expect(membership.getByRole('heading', { level: 1 })).toHaveText('Membership');
    await expect(membership.getByRole('region', { name: 'Member' })).toContainText('$5/month or $50/year');
    await expect(membership.getByRole('region', { name: 'Friend' })).toContainText('$15/month or $150/year');
    await expect(page).toHaveTitle(/^Membership/);
    expect(await axeViolations(page, '[data-testid="membership-page"]')).toEqual([]);
    await shoot(page, 'membership-page');
    await membership.getByRole('link', { name: 'See membership plans' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByTestId('plans-page')).toBeVisible();
    expect(pageProblems).toEqual([]);
  });

  test('/gift: prices, buying off with the reason in plain words, no checkout', async ({ page, pageProblems }) => {
    await page.goto('/gift');
    const gift = page.getByTestId('gift-page');
    await expect(page.locator('[data-slot="page"]')).toHaveAttribute('data-state', 'mounted');
    await expect(gift.getByTestId('gift-buying-disabled')).toHaveText(
      'Buying a gift needs a payment provider, and none is reachable from this server, so no gift can be bought here.',
    );
    const buy = gift.getByRole('button', { name: /^Buy / });
    await expect(buy).toHaveCount(2);
    for (const button of await buy.all()) await expect(button).toBeDisabled();
    await expect(gift.getByRole('region', { name: 'A year of membership' })).toContainText('$50');
    expect(await axeViolations(page, '[data-testid="gift-page"]')).toEqual([]);
    await shoot(page, 'gift-page');
    expect(pageProblems).toEqual([]);
  });

  test('/redeem asks a visitor to sign in', async ({ page, signInModal }) => {
    await page.goto('/redeem');
    const redeem = page.getByTestId('redeem-page');
    await expect(page.locator('[data-slot="page"]')).toHaveAttribute('data-state', 'mounted');
    await redeem.getByRole('button', { name: 'Sign in' }).click();
    await expect(signInModal.dialog()).toBeVisible();
  });
});

test.describe('reader (no membership)', () => {
  test.use({ account: 'reader' });

  test('/redeem: what cannot be a code, unknown, used and expired codes each say why; nothing is granted', async ({
    page,
    bannerStack,
    pageProblems,
  }) => {
    await page.goto('/redeem');
    const redeem = page.getByTestId('redeem-page');
    await expect(page.locator('[data-slot="page"]')).toHaveAttribute('data-state', 'mounted');
    const field = redeem.getByLabel('Gift code');
    const submit = redeem.getByRole('button', { name: 'Redeem' });
    const error = redeem.getByRole('alert');

    await test.step('nothing typed, and not a code at all: refused before asking', async () => {
      await submit.click();
      await expect(error).toHaveText('Enter the gift code you were given.');
      await field.fill('gift_code!');
      await submit.click();
      await expect(error).toContainText('letters and digits in groups joined by dashes');
    });
    const refusals: Array<[string, string]> = [
      ['no-such-gift', 'No gift has this code. Check it against your gift message and try again.'],
      ['inkpot-gift-used', 'This gift code has already been redeemed.'],
      ['INKPOT-GIFT-EXPIRED', 'This gift code has expired.'],
    ];
    for (const [code, message] of refusals) {
      await test.step(code, async () => {
        await field.fill(code);
        await submit.click();
        await expect(error).toHaveText(message);
        await expect(field).toHaveValue(code);
      });
    }
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page, '[data-testid="redeem-page"]')).toEqual([]);
    await shoot(page, 'redeem-page-refused');
    await page.goto('/');
    await bannerStack.expectVariant('upsell');
    expect(pageProblems).toEqual([]);
  });
});

test.describe('member (card processor)', () => {
  test.use({ account: 'member' });

  test('manage-membership: Cancel membership asks first; keeping it changes nothing', async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/manage-membership');
    const manage = page.getByTestId('manage-membership-page');
    await manage.getByRole('button', { name: 'Cancel membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel membership?' });
    await expect(dialog).toContainText(/Your membership will end on \w{3} \d{1,2}, \d{4}\./);
    await expect(dialog.getByLabel('Why are you cancelling? (optional)')).toBeVisible();
    expect(await axeViolations(page, '[data-testid="cancel-membership-dialog"]')).toEqual([]);
    await shoot(page, 'cancel-membership-dialog');
    await dialog.getByRole('button', { name: 'Keep membership' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(manage.getByTestId('billing-date')).toContainText('Next billing date:');
    expect(pageProblems).toEqual([]);
  });
});
