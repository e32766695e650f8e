import { axeViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

test.describe('member (Member, monthly, $5)', () => {
  test.use({ account: 'member' });

  test("the settings page's membership tab is the membership remote's, with its price format", async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/me/settings#payment');
    await expect(page.getByRole('link', { name: 'Membership and payment' })).toHaveAttribute('aria-current', 'page');
    const slot = page.locator('[data-slot="membership-settings"]');
    await expect(slot).toHaveAttribute('data-remote', 'membership');
    await expect(slot).toHaveAttribute('data-state', 'mounted');

    const membership = slot.getByRole('region', { name: 'Membership', exact: true });
    await expect(membership).toContainText(/Member since \w{3} \d{4}\./);
    // The price as the membership remote writes it everywhere: no '.00'.
    await expect(membership).toContainText('Member, monthly: $5/month. Next billing date:');
    await expect(membership).not.toContainText('$5.00');
    await expect(membership.getByRole('link', { name: 'Manage membership' })).toHaveAttribute(
      'href',
      '/manage-membership',
    );
    await expect(slot.getByRole('region', { name: 'Payment' })).toContainText(/ending in \d{4}/);
    await expect(slot.getByRole('region', { name: 'Redeem a gift membership' })).toBeVisible();
    await expect(page.locator('#payment')).toBeInViewport();
    expect(await axeViolations(page, '[data-slot="membership-settings"]')).toEqual([]);
    expect(pageProblems).toEqual([]);
  });
});
