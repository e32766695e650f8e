import { mailASignIn } from '../fixtures/sign-in-steps.ts';
import { expect, test } from '../fixtures/test.ts';

/** The sign-in confirmation after each way in; members and Friends get their badge. */
test.describe('sign-in confirmation', { tag: '@development' }, () => {
  test('a Friend who signs in with the emailed code is confirmed with the Friend badge', async ({
    page,
    topBar,
    signInOptions,
    emailStep,
    checkInboxStep,
    mailbox,
    toastStack,
  }) => {
    const email = 'friend@demo.inkpot.test';
    await page.goto('/@rosabergstrom');
    await topBar.signIn().click();
    const mail = await mailASignIn({ signInOptions, emailStep, checkInboxStep, mailbox }, email);
    await checkInboxStep.typeCode(mail.code ?? '');
    await checkInboxStep.validate().click();
    const toast = toastStack.item('Signed into your member account as Frankie Friend.');
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast.getByRole('img', { name: 'Friend' })).toBeVisible();
    await toast.hover(); // keeps it while the pictures are taken
    await page.screenshot({ path: 'screenshots/confirmation-friend-1280.png' });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: 'screenshots/confirmation-friend-375.png' });
  });

  test('a member who follows the magic link in a new tab is confirmed there with the member badge', async ({
    page,
    context,
    topBar,
    signInOptions,
    emailStep,
    checkInboxStep,
    mailbox,
  }) => {
    const email = 'member@demo.inkpot.test';
    await page.goto('/');
    await topBar.signIn().click();
    const mail = await mailASignIn({ signInOptions, emailStep, checkInboxStep, mailbox }, email);
    expect(mail.link).toBeTruthy();

    const tab = await context.newPage();
    await tab.setViewportSize({ width: 375, height: 740 });
    await tab.goto(mail.link ?? '');
    const toast = tab.locator('.ink-toast').filter({ hasText: 'Signed into your member account as Morgan Member.' });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast.getByRole('img', { name: 'Member' })).toBeVisible();
    await toast.hover();
    await tab.screenshot({ path: 'screenshots/confirmation-member-375.png' });
    await tab.setViewportSize({ width: 1280, height: 720 });
    await tab.screenshot({ path: 'screenshots/confirmation-member-1280.png' });

    await test.step('once: a reload says nothing', async () => {
      await tab.reload();
      await expect(tab.getByRole('banner').getByRole('button', { name: /Morgan Member/ })).toBeVisible({
        timeout: 10_000,
      });
      await tab.waitForTimeout(1000);
      await expect(toast).toHaveCount(0);
    });
  });
});
