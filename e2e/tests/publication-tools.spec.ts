import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/**
 * A publication's followers, stats and newsletter pages against the running system. The demo
 * publisher owns The Long Margin and Field Notes Weekly (both with a newsletter): the bar's 'Manage
 * publication' menu leads to each page; a reader gets the not-found page for the stats, a visitor the
 * sign-in prompt; anyone sees the followers and the newsletter page. The publisher subscribes to
 * Field Notes Weekly's newsletter and unsubscribes again. Screenshots at 1280 and 375 px are attached.
 */
const PUBLICATION = 'the-long-margin';
const WITH_NEWSLETTER = 'field-notes-weekly';

async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the publication’s owner', () => {
  test.use({ account: 'publisher' });

  test('opens the followers, stats and newsletter pages from the Manage publication menu', async ({
    page,
    publicationNav,
    newsletterButton,
  }, testInfo) => {
    test.setTimeout(120_000);
    const openFromMenu = async (entry: string, path: string) => {
      await page.goto(`/${PUBLICATION}`);
      await publicationNav.manageSlot.expectState('mounted');
      await publicationNav.manageButton().click();
      await publicationNav.manageMenu().getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`/${PUBLICATION}/${path}$`));
    };

    await test.step('Followers: who follows the publication, each with a follow button', async () => {
      await openFromMenu('Followers', 'followers');
      await expect(page.getByRole('heading', { level: 1, name: 'Followers' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Followers of The Long Margin' });
      await expect(list.getByTestId('person').first()).toBeVisible();
      await expect(list.locator('[data-slot="follow-button"][data-state="mounted"]').first()).toBeVisible();
      await shots(page, testInfo, 'publication-followers');
    });

    await test.step('Stats: the totals, the chart with its text alternative, and the stories', async () => {
      await openFromMenu('Stats', 'stats');
      await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
      await expect(page.getByRole('img', { name: /views and .* reads from/ })).toBeVisible();
      await page.getByRole('button', { name: '7 days' }).click();
      await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('img', { name: /views and .* reads from/ })).toBeVisible();
      await shots(page, testInfo, 'publication-stats');
    });

    await test.step('Newsletter: name, description, Subscribe and the latest stories', async () => {
      await openFromMenu('Newsletter', 'newsletter');
      await expect(page.getByRole('heading', { level: 1, name: 'The Long Margin' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Latest stories in The Long Margin' })).toBeVisible();
      await newsletterButton.slot.expectState('mounted');
      await shots(page, testInfo, 'publication-newsletter');
    });
  });

  test(
    'subscribes to a publication’s newsletter and unsubscribes',
    { tag: '@mutates' },
    async ({ page, newsletterButton }) => {
      await page.goto(`/${WITH_NEWSLETTER}/newsletter`);
      await newsletterButton.slot.expectState('mounted');
      const subscribe = page.getByRole('button', { name: "Subscribe to Field Notes Weekly's newsletter" });
      const unsubscribe = page.getByRole('button', { name: "Unsubscribe from Field Notes Weekly's newsletter" });
      await expect(subscribe.or(unsubscribe)).toBeVisible();
      // A run stopped between the two steps leaves it subscribed: start from unsubscribed.
      if (await unsubscribe.isVisible()) await unsubscribe.click();
      await subscribe.click();
      await expect(unsubscribe).toBeVisible();
      await page.reload();
      await expect(unsubscribe).toBeVisible();
      await unsubscribe.click();
      await expect(subscribe).toBeVisible();
      await page.reload();
      await expect(subscribe).toBeVisible();
    },
  );
});

test.describe('a reader who is not its staff', () => {
  test.use({ account: 'reader' });

  test('gets the not-found page for the stats, and sees the followers', async ({ page }) => {
    await page.goto(`/${PUBLICATION}/stats`);
    await expect(page.getByRole('heading', { name: 'Out of nothing, something.' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto(`/${PUBLICATION}/followers`);
    await expect(page.getByRole('list', { name: 'Followers of The Long Margin' })).toBeVisible();
  });
});

test.describe('a visitor', () => {
  test('is asked to sign in for the stats, and sees the newsletter page with Subscribe', async ({
    page,
    newsletterButton,
  }) => {
    await page.goto(`/${PUBLICATION}/stats`);
    await expect(page.getByText('Sign in to see the stats of this publication.')).toBeVisible();
    await page.goto(`/${PUBLICATION}/newsletter`);
    await newsletterButton.slot.expectState('mounted');
    await expect(page.getByRole('button', { name: "Subscribe to The Long Margin's newsletter" })).toBeVisible();
  });
});
