import { expect, test } from '../fixtures/test.ts';
import type { DemoAccount } from '../fixtures/viewer-sessions.ts';

// Screenshots of the navigation surfaces for a person to look at, at the two widths the issue
// names. On demand: INKPOT_E2E_LOOK=1 (into e2e/navigation-look, or INKPOT_E2E_LOOK_DIR).
const OUT = process.env.INKPOT_E2E_LOOK_DIR ?? 'navigation-look';
test.skip(!process.env.INKPOT_E2E_LOOK, 'screenshots on demand (INKPOT_E2E_LOOK=1)');

for (const width of [1280, 600]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('visitor: publication page with its navigation', async ({ page, publicationNav }) => {
      await page.goto('/the-long-margin');
      await expect(publicationNav.nav('The Long Margin')).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `${OUT}/${width}-visitor-publication.png` });
    });

    test('visitor: top bar and account menu', async ({ page, topBar, accountMenu }) => {
      await page.goto('/');
      await topBar.slot.expectState('mounted');
      await page.screenshot({ path: `${OUT}/${width}-visitor-top-bar.png`, clip: { x: 0, y: 0, width, height: 120 } });
      await accountMenu.open();
      await page.waitForTimeout(350);
      await page.screenshot({ path: `${OUT}/${width}-visitor-menu.png` });
    });

    for (const account of ['reader', 'member', 'cancelled', 'friend', 'publisher'] satisfies DemoAccount[]) {
      test.describe(account, () => {
        test.use({ account });
        test(`${account}: sidebar and account menu`, async ({ page, topBar, accountMenu, sidebar }) => {
          await page.goto('/');
          await topBar.slot.expectState('mounted');
          await sidebar.slot.expectState('mounted');
          if (width < 1080) await topBar.sidebarToggle().click();
          await expect(sidebar.following().or(sidebar.endOfList()).first()).toBeVisible();
          await page.screenshot({ path: `${OUT}/${width}-${account}-sidebar.png` });
          if (width < 1080) await topBar.sidebarToggle().click();
          await accountMenu.open();
          await expect(accountMenu.entry('Settings')).toBeVisible();
          await page.waitForTimeout(350);
          await page.screenshot({ path: `${OUT}/${width}-${account}-menu.png` });
        });
      });
    }

    test.describe('member pages', () => {
      test.use({ account: 'member' });
      test('publication nav with the Manage menu; library mode', async ({ page, publicationNav }) => {
        await page.goto('/night-shift-engineering');
        await expect(publicationNav.manageButton()).toBeVisible({ timeout: 15_000 });
        await publicationNav.manageButton().click();
        await page.waitForTimeout(350);
        await page.screenshot({ path: `${OUT}/${width}-member-publication-manage.png` });
        await page.goto('/the-long-margin');
        await expect(publicationNav.nav('The Long Margin')).toBeVisible({ timeout: 15_000 });
        await page.screenshot({
          path: `${OUT}/${width}-publication-nav.png`,
          clip: { x: 0, y: 0, width, height: 220 },
        });
        await page.goto('/me/lists');
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `${OUT}/${width}-member-library.png` });
      });
    });

    test.describe('reader errors', () => {
      test.use({ account: 'reader' });
      test('sidebar error state', async ({ page, topBar, sidebar }) => {
        await page.route('**/_/graphql', (route) =>
          (route.request().postData() ?? '').includes('SidebarMenuQuery') ? route.abort() : route.fallback(),
        );
        await page.goto('/');
        await topBar.slot.expectState('mounted');
        if (width < 1080) await topBar.sidebarToggle().click();
        await expect(sidebar.loadError()).toBeVisible();
        await page.screenshot({ path: `${OUT}/${width}-reader-sidebar-error.png` });
      });
    });
  });
}
