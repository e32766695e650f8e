import { shoot } from '../../fixtures/membership-shots.ts';
import { expect, test } from '../../fixtures/test.ts';

/**
 * Reactivation really reactivates the seed's only cancelled membership, which other specs show
 * as cancelled: this project runs after every other test (playwright.config.ts).
 */
test.describe('cancelled', { tag: '@mutates' }, () => {
  test.use({ account: 'cancelled' });

  test('reactivate banner; the modal from the banner, the hash and settings; a failure, then success', async ({
    page,
    bannerStack,
    toastStack,
  }) => {
    await page.goto('/');
    await bannerStack.expectVariant('reactivate');
    await shoot(page, 'banner-cancelled');
    const modal = page.getByTestId('reactivation-modal');

    await bannerStack.banner.getByRole('link', { name: 'Reactivate membership' }).click();
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(/Your next billing cycle starts on \w{3} \d{1,2}, \d{4}\./);
    await expect(modal).toContainText('You will be charged $5 monthly.');
    await shoot(page, 'reactivation-modal');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page).not.toHaveURL(/#reactivateMembership/);

    await page.goto('/me/settings?tab=membership');
    // The settings page comes server-rendered: its button answers once the page is hydrated, which
    // the toast stack's mounting (after hydration) tells.
    await toastStack.slot.expectState('mounted');
    await page.getByRole('button', { name: 'Reactivate membership' }).click();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/#reactivateMembership');
    await expect(modal).toBeVisible();
    // The mutation is refused without reaching the API; whatever shares its batch does reach it. By
    // operation name: the page's own queries mention `canUncancelMembership`, and one of them may be
    // in flight (a text match once answered them all with the refusal, and the modal lost its membership).
    await page.route('**/_/graphql', async (route) => {
      const sent: unknown = route.request().postDataJSON();
      const batch = (Array.isArray(sent) ? sent : [sent]) as Array<{ operationName?: string }>;
      const at = batch.findIndex((operation) => operation.operationName === 'UncancelMembership');
      if (at === -1) return route.fallback();
      const others = batch.filter((_, index) => index !== at);
      const answers =
        others.length > 0
          ? ((await (await route.fetch({ postData: JSON.stringify(others) })).json()) as unknown[])
          : [];
      answers.splice(at, 0, { data: { uncancelMembership: { __typename: 'Forbidden', message: 'no' } } });
      await route.fulfill({ json: Array.isArray(sent) ? answers : answers[0] });
    });
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(modal.getByRole('alert')).toHaveText('We couldn’t process your request, please try again.');
    await shoot(page, 'reactivation-modal-error');
    await page.unrouteAll();

    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page).not.toHaveURL(/#reactivateMembership/);
    await expect(page.getByText('Your membership has been reactivated.')).toBeVisible();
    await bannerStack.expectVariant(null);
  });
});
