import { signInAs } from '../fixtures/api-sign-in.ts';
import { expect, test } from '../fixtures/test.ts';

/** The product's error text for the subdomain-unclaim-error toast. */
const UNCLAIM_FAILED = 'An error occured during deactivation of the subdomain.';

test('a writer claims and deactivates their subdomain; a deactivation that fails keeps it, with its error toast', async ({
  page,
  toastStack,
}) => {
  await signInAs(page.request, 'publisher@demo.inkpot.test');
  await page.goto('/me/settings');
  // The toast stack mounts after hydration: from then on the buttons answer and toasts show.
  await toastStack.slot.expectState('mounted');
  const section = page.locator('#username');
  const claim = section.getByRole('button', { name: 'Claim subdomain' });
  const deactivate = section.getByRole('button', { name: 'Deactivate subdomain' });
  // Whatever an earlier run left, start claimed.
  await expect(claim.or(deactivate)).toBeVisible();
  if (await claim.isVisible()) {
    await claim.click();
    // Toasts queue: close this one so the next shows at once.
    await toastStack.close('Your profile is now also at').click();
  }
  await expect(deactivate).toBeVisible();
  await expect(section).toContainText(/Your profile is also at \S+\./);

  // The deactivation gets no answer: the toast says so and the subdomain stays, here and on the server.
  await page.route('**/_/graphql', (route) =>
    route.request().postData()?.includes('UnclaimSubdomain') ? route.abort('failed') : route.fallback(),
  );
  await deactivate.click();
  await expect(toastStack.toast(UNCLAIM_FAILED)).toBeVisible();
  await expect(deactivate).toBeVisible();
  await page.unroute('**/_/graphql');
  await page.reload();
  await toastStack.slot.expectState('mounted');
  await expect(deactivate).toBeVisible();

  await deactivate.click();
  await expect(claim).toBeVisible();
  await page.reload();
  await expect(claim).toBeVisible();
  await expect(section).toContainText(/Your profile can also be at \S+\./);
});
