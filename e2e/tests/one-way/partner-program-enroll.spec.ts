import { expect, test } from '../../fixtures/test.ts';

/**
 * A member joins the Partner Program from its landing page: the page names the payout information
 * as missing, the member adds it, comes back and joins, and the account menu's entry becomes
 * 'Partner Program' at once. Joining is for good (there is no way out yet), so this runs after every
 * other test (playwright.config.ts): the link walk expects 'Apply to the Partner Program'.
 */
test.describe('card-expiring', { tag: '@mutates' }, () => {
  test.use({ account: 'card-expiring' });

  test('adds payout information from the landing, joins, and the account menu says Partner Program', async ({
    page,
    accountMenu,
    toastStack,
  }, testInfo) => {
    await page.goto('/partner-program');
    await expect(page.getByText('You are a member.')).toBeVisible();

    await test.step('the missing payout information is added where the page links', async () => {
      const todo = page.locator('.ink-partner__missing').getByRole('link', { name: 'Add your payout information' });
      // Another run may have added it already; then the page offers to join straight away.
      if (await todo.isVisible()) {
        await todo.click();
        await expect(page).toHaveURL(/\/partner-program\/payout\/settings$/);
        await toastStack.slot.expectState('mounted');
        await page.getByLabel('Name on the account').fill('Kit Expiring');
        await page.getByLabel(/^Country/).fill('nl');
        await page.getByLabel('IBAN or account number').fill('NL91 ABNA 0417 1643 00');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Your payout account is saved.')).toBeVisible();
        await page.goto('/partner-program');
      }
    });

    await test.step('Join enrolls the member; the page and the account menu say so without a reload', async () => {
      await toastStack.slot.expectState('mounted');
      await page.getByRole('button', { name: 'Join the Partner Program' }).click();
      await expect(page.getByText('You are in the Partner Program.')).toBeVisible();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.screenshot({ path: testInfo.outputPath(`partner-program-enrolled-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await accountMenu.open();
      await expect(accountMenu.entry('Partner Program')).toHaveAttribute('href', '/me/partner/dashboard');
      await expect(accountMenu.menu().getByText('Apply to the Partner Program')).toHaveCount(0);
    });

    await test.step('it is for real: a reload still shows the writer enrolled', async () => {
      await page.keyboard.press('Escape');
      await page.reload();
      await expect(page.getByText('You are in the Partner Program.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Join the Partner Program' })).toHaveCount(0);
    });
  });
});
