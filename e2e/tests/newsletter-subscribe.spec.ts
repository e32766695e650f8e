import { expect, test } from '../fixtures/test.ts';

/**
 * A visitor's Subscribe on a writer's newsletter (the notifications remote's button) opens the
 * auth remote's sign-up flow worded for that writer's newsletter, not the plain sign-in.
 */
test("a visitor's Subscribe opens the sign-up invitation for the writer's newsletter", async ({
  page,
  newsletterButton,
  pageProblems,
}) => {
  // A seed writer's profile: the host places the newsletter button beside the follow button.
  await page.goto('/@rosabergstrom');
  await newsletterButton.slot.expectState('mounted');
  await expect(newsletterButton.button).toHaveText('Subscribe');
  await newsletterButton.button.click();

  const dialog = page.getByRole('dialog', { name: 'Be the first to hear about new stories from Rosa Bergstrom' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(dialog).toContainText('Opt out any time by unsubscribing in Settings.');
  await expect(page.getByRole('dialog', { name: 'Welcome back.' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Sign in with/ })).toHaveCount(0);
  expect(pageProblems).toEqual([]);
});
