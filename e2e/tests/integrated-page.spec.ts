import { expect, REMOTE_ORIGINS, REMOTES, SLOTS_OF, test } from '../fixtures/test.ts';

test(
  'the page is assembled from all five remotes, which talk through the bus',
  { tag: '@development' },
  async ({ page, topBar, searchBox, signInModal, bannerStack, toastStack, footer, pageProblems }) => {
    await page.goto('/');

    await test.step('every slot is mounted by its remote', async () => {
      for (const slot of [
        topBar.slot,
        searchBox.slot,
        signInModal.slot,
        bannerStack.slot,
        toastStack.slot,
        footer.slot,
      ]) {
        await slot.expectState('mounted');
      }
      await expect(topBar.logo()).toBeVisible();
      await expect(searchBox.input()).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toBeVisible();
      await expect(topBar.fallback()).toHaveCount(0);
    });

    await test.step('Sign in in the top bar opens the sign-in modal (navigation -> bus -> auth)', async () => {
      await topBar.signIn().click();
      await expect(signInModal.dialog()).toBeVisible();
      await expect(signInModal.dialog().getByRole('heading', { name: 'Welcome back.' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(signInModal.dialog()).toHaveCount(0);
    });

    await test.step('a toast/show published by a remote shows a toast', async () => {
      await toastStack.showFrom('navigation', 'Your story was saved.');
      await expect(toastStack.toast('Your story was saved.')).toBeVisible();
    });

    await test.step('no uncaught error and no console error on the way', async () => {
      expect(pageProblems).toEqual([]);
    });
  },
);

test('mod+k focuses the search box from anywhere on the page', async ({ page, searchBox }) => {
  await page.goto('/');
  await searchBox.slot.expectState('mounted');
  await page.getByRole('main').click();
  await page.keyboard.press('Control+k');
  await expect(searchBox.input()).toBeFocused();
});

test('each remote is served with its own manifest and content-hashed, immutable assets', async ({ request }) => {
  for (const remote of REMOTES) {
    const origin = REMOTE_ORIGINS[remote];
    const manifestResponse = await request.get(`${origin}/mf-manifest.json`);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    expect(manifestResponse.headers()['access-control-allow-origin']).toBe('*');
    const manifest = (await manifestResponse.json()) as { name: string; metaData: { remoteEntry: { name: string } } };
    expect(manifest.name).toBe(`inkpot_${remote}`);
    const entry = await request.get(`${origin}/${manifest.metaData.remoteEntry.name}`);
    expect(entry.ok()).toBe(true);
    expect(entry.headers()['cache-control']).toContain('immutable');
    expect(SLOTS_OF[remote].length).toBeGreaterThan(0);
  }
});

test('the document says its edge-cache decision, the registry is never cached; the edge proxies the API', async ({
  request,
}) => {
  const document = await request.get('/about');
  expect(document.status()).toBe(200);
  // The e2e system runs without INKPOT_EDGE_CACHE: no shared cache may keep a document.
  expect(document.headers()['cache-control']).toBe('private, no-store');
  expect(document.headers()['inkpot-edge-cache']).toBe('disabled; reason="the edge did not enable caching"');
  expect(await document.text()).toContain('id="inkpot-state"');
  const registry = await request.get('/_/registry.json');
  expect(registry.headers()['cache-control']).toBe('no-store');
  expect(((await registry.json()) as { remotes: unknown[] }).remotes).toHaveLength(5);
  // The edge forwards GraphQL to the API.
  const graphql = await request.post('/_/graphql', { data: { query: '{ isLoggedIn }' } });
  expect(graphql.status()).toBe(200);
  expect(await graphql.json()).toEqual({ data: { isLoggedIn: false } });
});
