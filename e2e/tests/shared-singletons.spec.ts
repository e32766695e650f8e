import { expect, REMOTE_ORIGINS, test } from '../fixtures/test.ts';

interface Manifest {
  name: string;
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

test('react and react-dom are each loaded exactly once, as one instance', async ({
  page,
  request,
  topBar,
  pageProblems,
}) => {
  // A stand-in for React DevTools' hook: every react-dom copy on the page registers here.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        setStrictMode() {},
      },
    });
  });
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });

  await page.goto('/');
  await topBar.slot.expectState('mounted');
  await page
    .locator('[data-state="loading"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});

  await test.step('react and react-dom chunks come from one container only', async () => {
    const shell = new URL('/_/shell/', test.info().project.use.baseURL ?? 'http://localhost:3000').href;
    const containers = [
      { base: shell, manifest: `${shell}mf-manifest.json` },
      ...Object.values(REMOTE_ORIGINS).map((origin) => ({
        base: `${origin}/`,
        manifest: `${origin}/mf-manifest.json`,
      })),
    ];
    const providers: Record<'react' | 'react-dom', Set<string>> = { react: new Set(), 'react-dom': new Set() };
    for (const container of containers) {
      const manifest = (await (await request.get(container.manifest)).json()) as Manifest;
      for (const shared of manifest.shared) {
        if (shared.name !== 'react' && shared.name !== 'react-dom') continue;
        const files = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => `${container.base}${file}`);
        if (files.some((file) => scripts.includes(file))) providers[shared.name].add(manifest.name);
      }
    }
    expect([...providers.react]).toHaveLength(1);
    expect([...providers['react-dom']]).toHaveLength(1);
    const reactFetches = scripts.filter((url, index) => scripts.indexOf(url) !== index);
    expect(reactFetches).toEqual([]);
  });

  await test.step('one React renderer is registered on the page', async () => {
    const renderers = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    expect(renderers).toBe(1);
  });
  expect(pageProblems).toEqual([]);
});
