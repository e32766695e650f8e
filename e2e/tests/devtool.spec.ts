import { axeViolations } from '../fixtures/axe.ts';
import { shoot } from '../fixtures/membership-shots.ts';
import { Slot } from '../pages/slot.ts';
import { expect, SLOTS_OF, test } from '../fixtures/test.ts';

// The suite's system runs with INKPOT_FLAGS=enable_devtool (playwright.config.ts).
test(
  "the devtool lists each slot's remote@version and a follow's bus event with its sender and receivers",
  { tag: '@development' },
  async ({ page, followButton, signInModal }) => {
    await page.goto('/@rosabergstrom');
    const slots = [...Object.values(SLOTS_OF).flat(), 'follow-button'];
    for (const slot of slots) await new Slot(page, slot).expectState('mounted');
    await followButton.expectFollowing(false);

    const devtool = page.locator('#inkpot-devtool');
    const toggle = devtool.getByRole('button', { name: 'Devtool' });
    const panel = devtool.getByRole('region', { name: 'Inkpot devtool' });

    await test.step('a small button, reachable from the keyboard, opens the panel', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toHaveCount(0);
      await page.keyboard.press('Alt+Shift+D');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Inkpot devtool' })).toBeFocused();
    });

    await test.step("each slot's row names the release that drew it, with its load and mount times", async () => {
      const table = panel.getByRole('table', { name: 'Slots' });
      for (const slot of slots) {
        const release = await page.locator(`[data-slot="${slot}"]`).first().getAttribute('data-release');
        expect(release).toMatch(/^[a-z]+@.+/);
        const row = table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${slot}( ×\\d+)?$`) }) });
        await expect(row.getByRole('cell')).toHaveText([release ?? '', 'mounted', /^\d+ ms$/, /^\d+ ms$/]);
      }
    });

    await test.step("a visitor's Follow: auth/open from notifications, received by auth", async () => {
      await followButton.button.click();
      await expect(signInModal.dialog()).toBeVisible();
      // The modal took focus; close it with its own Escape, then read the timeline.
      await page.keyboard.press('Escape');
      const row = panel
        .getByRole('table', { name: 'Bus events' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'auth/open' }) })
        .first();
      await expect(row.getByRole('cell')).toHaveText([/^\d+ ms$/, 'notifications', /(^|, )auth(,|$)/]);
    });

    await test.step('axe finds nothing in the overlay; screenshots at 1280 and 375 px', async () => {
      expect(await axeViolations(page, '#inkpot-devtool')).toEqual([]);
      await shoot(page, 'devtool-open', 'devtool-shots');
    });

    await test.step('Escape closes it and gives focus back to the button', async () => {
      await panel.getByRole('heading', { name: 'Inkpot devtool' }).focus();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(toggle).toBeFocused();
    });
  },
);
