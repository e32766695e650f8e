import type { Page } from '@playwright/test';
import { Slot } from '../../pages/slot.ts';
import { expect, test } from '../../fixtures/test.ts';

/**
 * The notifications page, the notifications remote's own. Marking all read really marks the demo
 * reader's notifications read, and other specs count them on the bell: this project runs after
 * every other test (playwright.config.ts).
 */
const SHOTS_DIR = '/tmp';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS_DIR}/notifications-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const list = (page: Page) => page.getByRole('list', { name: 'Your notifications' });
const items = (page: Page) => list(page).getByRole('listitem');

test.describe('a visitor', () => {
  test('is asked to sign in, and the sign-in modal opens', async ({ page, signInModal }) => {
    await page.goto('/me/notifications');
    await new Slot(page, 'page').expectState('mounted');
    const notificationsPage = page.getByTestId('notifications-page');
    await expect(notificationsPage).toContainText('Sign in to see your notifications.');
    await notificationsPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(signInModal.dialog()).toBeVisible();
  });
});

test.describe('the demo reader', { tag: '@mutates' }, () => {
  test.use({ account: 'reader' });

  test("opens the bell's page, pages through the seeded notifications, marks all read and the bell goes to zero without a reload", async ({
    page,
    topBar,
    pageProblems,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(topBar.unreadCount()).toHaveText('99+');
    await topBar.notifications().click();
    await expect(page).toHaveURL(/\/me\/notifications$/);
    await new Slot(page, 'page').expectState('mounted');
    // Nothing below may reload the document: this mark would be gone.
    await page.evaluate(() => {
      (window as unknown as { notificationsMark: number }).notificationsMark = 1;
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('notifications-unread')).toHaveText('99+ unread');
    await expect(items(page)).toHaveCount(20);
    const first = items(page).first();
    await expect(first).toHaveAttribute('data-read', 'false');
    await expect(first.getByRole('link')).toHaveAttribute('href', /\S/);
    await expect(first.locator('time')).toHaveText(/ago$|^just now$/);
    await shoot(page, 'unread');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(items(page)).toHaveCount(40);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(topBar.unreadCount()).toHaveCount(0);
    await expect(topBar.notifications()).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notifications-unread')).toHaveText('You’re all caught up.');
    await expect(list(page).locator('[data-read="false"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(await page.evaluate(() => (window as unknown as { notificationsMark?: number }).notificationsMark)).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'read');

    // The API kept it: a fresh page shows the bell without a count.
    await page.reload();
    await new Slot(page, 'page').expectState('mounted');
    await expect(items(page).first()).toHaveAttribute('data-read', 'true');
    await expect(topBar.notifications()).toHaveAccessibleName('Notifications');
    expect(pageProblems).toEqual([]);
  });
});
