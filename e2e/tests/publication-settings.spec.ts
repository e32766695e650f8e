import type { APIRequestContext } from '@playwright/test';
import { signInAs } from '../fixtures/api-sign-in.ts';
import { edgeGraphql as graphql } from '../fixtures/edge-graphql.ts';
import { expect, test } from '../fixtures/test.ts';
import { DEMO } from '../fixtures/viewer-sessions.ts';

/**
 * A publication's settings against the running system. Paper Lanterns (the demo publisher's; no
 * other test reads it) is renamed and described, given an uploaded logo and new navigation links,
 * and every change shows on its pages; its text and navigation are put back at the end (its logo
 * is removed: the seed's logo is no uploaded image). An editor (the demo member, of Night Shift
 * Engineering) sees the name and logo as the owner's; a reader gets the not-found page, a visitor
 * the sign-in prompt. Screenshots at 1280 and 375 px are attached.
 */
const SLUG = 'paper-lanterns';

/** An 8x8 PNG (real bytes): what a reader's file picker hands the page. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfklEQVQImRXIIRUAUQgEwNXor1ej0asJQRKSkIQkJLp3IwcACBNegQ0fxEKH/Js08RXZ9GEsdUxAoEx6JbZ8FCudEiiwTPWq2OVTsaWrBBpsU79qdvt0bOs6gQHHNK+GPT4TO7pJYME17atlr8/Grm4TOPBM9+rY53Oxp7v8AIqFPUG6/K5kAAAAAElFTkSuQmCC',
  'base64',
);

interface Settings {
  id: string;
  name: string;
  description: string;
  longDescription: string;
  navigationItems: { destination: string; title: string; value: string }[];
}
const READ = `query ($slug: String!) { collectionByDomainOrSlug(domainOrSlug: $slug) {
  id name description longDescription navigationItems { destination title value } } }`;
const RESTORE = `mutation ($id: ID!, $input: PublicationAboutInput!, $items: [NavigationItemInput!]!) {
  about: updatePublicationAbout(publicationId: $id, input: $input) { __typename }
  logo: setPublicationLogo(publicationId: $id, imageId: null) { __typename }
  navigation: setPublicationNavigation(publicationId: $id, items: $items) { __typename } }`;

const read = async (request: APIRequestContext) =>
  (await graphql<{ collectionByDomainOrSlug: Settings }>(request, READ, { slug: SLUG })).collectionByDomainOrSlug;

test(
  'the owner renames, describes, gives a logo and new navigation to a publication, and its pages show them',
  { tag: '@mutates' },
  async ({ page, publicationNav }, testInfo) => {
    test.setTimeout(120_000);
    const session = await signInAs(page.request, DEMO.publisher);
    const before = await read(page.request);
    const shot = async (name: string) => {
      const path = testInfo.outputPath(`${name}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      await testInfo.attach(name, { path, contentType: 'image/png' });
    };

    try {
      await test.step('the bar’s Manage publication menu opens the settings', async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`/${SLUG}`);
        await publicationNav.manageSlot.expectState('mounted');
        await publicationNav.manageButton().click();
        await publicationNav.manageMenu().getByRole('link', { name: 'Info & Homepage' }).click();
        await expect(page).toHaveURL(new RegExp(`/${SLUG}/settings$`));
        await expect(page.getByRole('heading', { level: 1, name: `${before.name} settings` })).toBeVisible();
      });

      await test.step('a name left empty is refused before saving, with what was typed kept', async () => {
        await page.getByLabel('Name', { exact: true }).fill('   ');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText('Give the publication a name.');
      });

      await test.step('name and descriptions are saved; the bar shows the name at once', async () => {
        await page.getByLabel('Name', { exact: true }).fill('Paper Lanterns Quarterly');
        await page.getByLabel('Short description').fill('Fiction, poetry and lantern light.');
        await page.getByLabel('Long description').fill('We publish short fiction after dark.\n\nPitch us a poem.');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
        await expect(publicationNav.nav('Paper Lanterns Quarterly')).toBeVisible();
      });

      await test.step('an uploaded logo becomes the publication’s', async () => {
        await page.getByLabel('Add a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
        await expect(
          page.getByRole('main').getByRole('status').filter({ hasText: 'The logo is saved.' }),
        ).toBeVisible();
        await expect(page.locator('.ink-photo-setting img.ink-avatar--image')).toHaveAttribute(
          'src',
          /\/_\/api\/images\/[0-9a-f]{32}\//,
        );
        await shot('publication-settings-about-1280');
        await page.setViewportSize({ width: 375, height: 812 });
        await shot('publication-settings-about-375');
        await page.setViewportSize({ width: 1280, height: 900 });
      });

      await test.step('the About page, loaded anew, shows the new name, text and logo', async () => {
        await page.goto(`/${SLUG}/about`);
        await expect(page.getByRole('heading', { level: 1, name: 'About Paper Lanterns Quarterly' })).toBeVisible();
        await expect(page.getByText('Fiction, poetry and lantern light.')).toBeVisible();
        await expect(page.getByText('Pitch us a poem.')).toBeVisible();
        await expect(page.locator('.ink-about__heading img.ink-avatar--image')).toBeVisible();
      });

      await test.step('navigation: a topic link added, links renamed, moved and removed, saved in that order', async () => {
        await page.goto(`/${SLUG}/settings/navigation`);
        const links = page.getByRole('list', { name: 'Navigation links' });
        await expect(links).toBeVisible();
        // Start from a known list: remove every link the seed gave it.
        while ((await links.getByRole('button', { name: /^Remove / }).count()) > 0)
          await links
            .getByRole('button', { name: /^Remove / })
            .first()
            .click();
        for (const [kind, title] of [
          ['LATEST', ''],
          ['ABOUT', 'Who we are'],
        ] as const) {
          await page.getByLabel('Leads to').selectOption(kind);
          await page.getByLabel('Title', { exact: true }).fill(title);
          await page.getByRole('button', { name: 'Add link' }).click();
        }
        await page.getByLabel('Leads to').selectOption('TAG_FEED');
        await page.getByLabel('Topic', { exact: true }).fill('Knitting Circles');
        await page.getByRole('button', { name: 'Add link' }).click();
        await page.getByRole('button', { name: 'Save navigation' }).click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(
          'There is no topic “knitting-circles” on Inkpot yet.',
        );
        await links.getByRole('button', { name: 'Remove Knitting Circles' }).click();
        await page.getByLabel('Topic', { exact: true }).fill('Poetry');
        await page.getByLabel('Title', { exact: true }).fill('Poems');
        await page.getByRole('button', { name: 'Add link' }).click();
        await links.getByRole('button', { name: 'Move Poems up' }).click();
        await links.getByLabel('Title of link 1').fill('Newest');
        await page.getByRole('button', { name: 'Save navigation' }).click();
        await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
        await shot('publication-settings-navigation-1280');
        await page.setViewportSize({ width: 375, height: 812 });
        await shot('publication-settings-navigation-375');
        await page.setViewportSize({ width: 1280, height: 900 });
      });

      await test.step('the publication bar, loaded anew, shows the links in the saved order', async () => {
        await page.goto(`/${SLUG}`);
        await publicationNav.slot.expectState('mounted');
        await expect.poll(() => publicationNav.itemTitles()).toEqual(['Newest', 'Poems', 'Who we are']);
        await page.locator('[data-slot="publication-nav"]').getByRole('link', { name: 'Poems' }).click();
        await expect(page).toHaveURL(new RegExp(`/${SLUG}/tagged/poetry$`));
      });

      await test.step('the editors tab lists the owner first', async () => {
        await page.goto(`/${SLUG}/permissions`);
        const masthead = page.getByRole('list', { name: 'Owners and editors of Paper Lanterns Quarterly' });
        await expect(masthead.getByRole('listitem').first()).toContainText('Poppy Publisher');
        await expect(masthead.getByRole('listitem').first()).toContainText('Owner');
      });
    } finally {
      await graphql(
        page.request,
        RESTORE,
        {
          id: before.id,
          input: { name: before.name, description: before.description, longDescription: before.longDescription },
          items: before.navigationItems.map(({ destination, title, value }) => ({ destination, title, value })),
        },
        session.xsrf,
      );
    }
    const after = await read(page.request);
    expect(after).toEqual(before);
  },
);

test.describe('an editor', () => {
  test.use({ account: 'member' });
  test('changes the descriptions and navigation, not the name or the logo', async ({ page }) => {
    await page.goto('/night-shift-engineering/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Night Shift Engineering settings' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await expect(page.getByText('Only the owner can change the logo.')).toBeVisible();
    await expect(page.getByLabel('Short description')).toBeEditable();
  });
});

test.describe('a reader', () => {
  test.use({ account: 'reader' });
  test('gets the not-found page', async ({ page }) => {
    await page.goto(`/${SLUG}/settings`);
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await expect(page.getByRole('heading', { name: /settings$/ })).toHaveCount(0);
  });
});

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto(`/${SLUG}/settings/navigation`);
  await expect(page.getByText('Sign in to manage this publication’s settings.')).toBeVisible();
});
