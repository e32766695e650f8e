import type { Page } from '@playwright/test';
import { signInAs } from '../fixtures/api-sign-in.ts';
import { expect, test } from '../fixtures/test.ts';

/** An account no other spec uploads a photo for (its banners are membership.spec's). */
const ACCOUNT = 'card-expired@demo.inkpot.test';
const UPLOADED_AVATAR = /^\/_\/api\/images\/([0-9a-f]{32})\/avatar-64\.webp$/;

/** A real PNG of one colour, drawn by the browser: what a reader's file picker hands the page. */
async function png(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = fill;
    context.fillRect(0, 0, 96, 96);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * The top bar's avatar follows Settings' photo without a reload: the host publishes the saved image
 * in the bus's viewer state and the navigation remote's account menu draws it. Screenshots at 1280
 * and 375 px are attached.
 */
test(
  'a photo saved in Settings shows in the top bar at once, and a second one replaces it, without a reload',
  { tag: '@mutates' },
  async ({ page, topBar, accountMenu }, testInfo) => {
    await signInAs(page.request, ACCOUNT);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/me/settings');
    await topBar.slot.expectState('mounted');
    await expect(topBar.banner).toBeVisible();
    const avatar = accountMenu.trigger().locator('img');
    const picker = page.getByLabel(/Add a photo|Choose another photo/);
    // Set on this document only: a reload or a new document would lose it.
    await page.evaluate(() => Object.assign(window, { samePhotoPage: true }));

    const upload = async (colour: string) => {
      await picker.setInputFiles({ name: `${colour}.png`, mimeType: 'image/png', buffer: await png(page, colour) });
      await expect(page.getByRole('status').filter({ hasText: 'Your photo is saved.' })).toBeVisible();
      await expect(avatar).toHaveAttribute('src', UPLOADED_AVATAR);
      const saved = await page.locator('.ink-photo-setting img.ink-avatar').getAttribute('src');
      await expect(avatar).toHaveAttribute('src', saved ?? 'the settings photo has a src');
      await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      return saved;
    };

    let first: string | null = null;
    await test.step('the first photo replaces the top bar’s initial', async () => {
      await picker.waitFor();
      first = await upload('#2f7d5b');
      await expect(avatar).toHaveAttribute('width', '32');
      await page.screenshot({ path: testInfo.outputPath('top-bar-photo-1280.png'), animations: 'disabled' });
    });

    await test.step('a second photo replaces the first', async () => {
      const second = await upload('#c0392b');
      expect(second).not.toBe(first);
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(avatar).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('top-bar-photo-375.png'), animations: 'disabled' });
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    await test.step('removing it brings the initial back (the seed world reads as before)', async () => {
      await page.getByRole('button', { name: 'Remove photo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your photo is removed.' })).toBeVisible();
      await expect(avatar).toHaveCount(0);
      await expect(accountMenu.trigger().locator('[data-initial]')).toBeVisible();
    });

    expect(await page.evaluate(() => 'samePhotoPage' in window), 'the page was never reloaded').toBe(true);
  },
);
