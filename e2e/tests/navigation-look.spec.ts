import { signInByCode } from '../fixtures/api-sign-in.ts';
import { expect, test } from '../fixtures/test.ts';

// Screenshots of the navigation surfaces for a person to look at (e2e/navigation-look, or INKPOT_E2E_LOOK_DIR),
// at the two widths the issue names. Run on demand: INKPOT_E2E_LOOK=1.
const OUT = process.env.INKPOT_E2E_LOOK_DIR ?? 'navigation-look';
test.skip(!process.env.INKPOT_E2E_LOOK, 'screenshots on demand (INKPOT_E2E_LOOK=1)');

for (const width of [1280, 600]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('visitor: top bar and account menu', async ({ page, topBar, accountMenu }) => {
      await page.goto('/');
      await topBar.slot.expectState('mounted');
      await page.screenshot({ path: `${OUT}/${width}-visitor-top-bar.png`, clip: { x: 0, y: 0, width, height: 120 } });
      await accountMenu.open();
      await page.waitForTimeout(350);
      await page.screenshot({ path: `${OUT}/${width}-visitor-menu.png` });
    });

    for (const [who, email] of [
      ['reader', 'reader@demo.inkpot.test'],
      ['member', 'member@demo.inkpot.test'],
      ['cancelled', 'cancelled@demo.inkpot.test'],
      ['publisher', 'publisher@demo.inkpot.test'],
    ] as const) {
      test(`${who}: top bar, account menu, sidebar`, async ({ page, topBar, accountMenu, sidebar }) => {
        await signInByCode(page.request, email);
        await page.goto('/');
        await topBar.slot.expectState('mounted');
        await sidebar.slot.expectState('mounted');
        if (width < 1080) await topBar.sidebarToggle().click();
        await expect(sidebar.following().first().or(sidebar.endOfList())).toBeVisible();
        await page.screenshot({ path: `${OUT}/${width}-${who}-sidebar.png` });
        if (width < 1080) await topBar.sidebarToggle().click();
        await accountMenu.open();
        await expect(accountMenu.entry('Settings')).toBeVisible();
        await page.waitForTimeout(350);
        await page.screenshot({ path: `${OUT}/${width}-${who}-menu.png` });
      });
    }

    test('member: publication nav and Manage menu', async ({ page, publicationNav }) => {
      await signInByCode(page.request, 'member@demo.inkpot.test');
      await page.goto('/night-shift-engineering');
      await expect(publicationNav.manageButton()).toBeVisible({ timeout: 15_000 });
      await publicationNav.manageButton().click();
      await page.waitForTimeout(350);
      await page.screenshot({ path: `${OUT}/${width}-member-publication-manage.png` });
      await page.goto('/the-long-margin');
      await expect(publicationNav.nav('The Long Margin')).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `${OUT}/${width}-publication-nav.png`, clip: { x: 0, y: 0, width, height: 200 } });
    });

    test('reader: sidebar error state', async ({ page, topBar, sidebar }) => {
      await signInByCode(page.request, 'reader@demo.inkpot.test');
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
}
