import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator, Page, Response } from '@playwright/test';
import { expect, REMOTE_ORIGINS, test } from '../fixtures/test.ts';

/** The host's banner for a local override (src/local-override/local-override-banner.tsx). */
class OverrideBanner {
  readonly root: Locator;
  constructor(page: Page) {
    this.root = page.getByRole('complementary', { name: 'Local override' });
  }
  clear() {
    return this.root.getByRole('link', { name: 'Clear override' });
  }
}

/** The script URLs a page loaded, recorded while `during` runs. */
async function scriptsLoaded(page: Page, during: () => Promise<void>) {
  const scripts: string[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  };
  page.on('response', record);
  await during();
  page.off('response', record);
  return scripts;
}

const root = path.resolve(import.meta.dirname, '..', '..');

/** A port nobody listens on now. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// A second static copy of the built search remote on another port (the remotes' own static server,
// started as `node config/scripts/static-server.mjs search`): a developer's server, as far as the
// page can tell.
let devServer: ChildProcess;
let devOrigin: string;
test.beforeAll(async () => {
  const port = await freePort();
  devServer = spawn(process.execPath, ['config/scripts/static-server.mjs', 'search'], {
    cwd: root,
    // Its own port, whatever public URL the system's search server has.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'SEARCH_URL')),
      SEARCH_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    devServer.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes(`:${port}/`) && resolve());
    devServer.once('exit', (code) => reject(new Error(`The second search server exited (${code}).`)));
  });
  devOrigin = `http://127.0.0.1:${port}`;
});
test.afterAll(() => {
  devServer.kill();
});

test(
  'a local override loads search from a developer server, says so in a banner, survives a reload, and clears',
  { tag: '@development' },
  async ({ page, searchBox, pageProblems }) => {
    // Four page loads, each with every remote.
    test.setTimeout(120_000);
    const banner = new OverrideBanner(page);
    const manifestUrl = `${devOrigin}/mf-manifest.json`;

    await test.step('open a page with ?override=search@<dev server>', async () => {
      const scripts = await scriptsLoaded(page, async () => {
        await page.goto(`/?override=search@${manifestUrl}`);
        await searchBox.slot.expectState('mounted');
      });
      await expect(banner.root).toContainText(`Local override: search is loaded from ${manifestUrl}`);
      await expect(banner.root).toContainText('No integrity check (SRI) applies to its files.');
      await expect(searchBox.slot.root).toHaveAttribute('data-release', 'search@override');
      const searchScripts = scripts.filter((url) => url.includes('search_box') || url.includes('remote-entry'));
      expect(searchScripts.some((url) => url.startsWith(devOrigin))).toBe(true);
      expect(scripts.some((url) => url.startsWith(REMOTE_ORIGINS.search))).toBe(false);
      // The overridden remote works against the deployed rest.
      await searchBox.input().fill('night');
      await expect(searchBox.options().first()).toBeVisible();
    });

    await test.step('a later page load keeps it (the edge kept it in a cookie)', async () => {
      await page.goto('/');
      await expect(banner.root).toBeVisible();
      await expect(searchBox.slot.root).toHaveAttribute('data-release', 'search@override');
      await searchBox.slot.expectState('mounted');
      // This page's scripts have all arrived before the next step records the next page's.
      await page.waitForLoadState('networkidle');
    });

    await test.step('Clear override: the deployed search again, no banner', async () => {
      const scripts = await scriptsLoaded(page, async () => {
        // The deployed search's manifest is the sign that the new page (not the old one) is loading.
        const deployedManifest = page.waitForResponse((response) =>
          response.url().startsWith(`${REMOTE_ORIGINS.search}/`),
        );
        await banner.clear().click();
        await deployedManifest;
        await expect(searchBox.slot.root).not.toHaveAttribute('data-release', 'search@override');
        await searchBox.slot.expectState('mounted');
      });
      await expect(banner.root).toHaveCount(0);
      expect(scripts.some((url) => url.startsWith(devOrigin))).toBe(false);
      await page.reload();
      await searchBox.slot.expectState('mounted');
      await expect(banner.root).toHaveCount(0);
    });

    // No policy refused the developer's origin (a slow machine's load timeouts are not this test's subject).
    expect(pageProblems.filter((problem) => /Content Security Policy|override|127\.0\.0\.1/i.test(problem))).toEqual(
      [],
    );
  },
);

test('a malformed override is ignored with a console warning; the page runs on the deployed remotes', async ({
  page,
  searchBox,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/?override=payments@http://127.0.0.1:9/mf-manifest.json');
  await searchBox.slot.expectState('mounted');
  await expect(new OverrideBanner(page).root).toHaveCount(0);
  await expect(searchBox.slot.root).not.toHaveAttribute('data-release', 'search@override');
  await expect
    .poll(() => warnings.join('\n'))
    .toContain('"payments@http://127.0.0.1:9/mf-manifest.json" names no remote');
});
