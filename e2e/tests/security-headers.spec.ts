import type { Page } from '@playwright/test';
import { API_URL as API, expect, REMOTE_ORIGINS, REMOTES, test } from '../fixtures/test.ts';

const CSP_REPORTS = '/_/api/reports/csp';

/**
 * Every CSP violation the page sees, from its first script on: the `securitypolicyviolation`
 * events, the console's CSP messages, and the reports the browser posts to the intake.
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  const console: string[] = [];
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes(CSP_REPORTS)) reports.push(request.postData() ?? '');
  });
  return {
    async all() {
      const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      return { events, console, reports };
    },
  };
}

/** A page on another origin of the same site (another port: cookies of the reader are sent to ours). */
async function otherOriginPage(page: Page, body = '') {
  const ours = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000');
  const origin = `http://localhost:${Number(ours.port || 80) + 50}`;
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>elsewhere</title>${body}` }),
  );
  await page.goto(`${origin}/`);
  return origin;
}

// Every remote is mounted with the QA devtool's help (a toast published on the bus): development only.
test(
  'the integrated page runs under its policy with every remote mounted and zero violations',
  { tag: '@development' },
  async ({ page, topBar, searchBox, signInModal, bannerStack, toastStack, footer }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/');

    await test.step('the document has a strict, nonce-based policy listing only the registered remotes', async () => {
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain(`report-uri ${CSP_REPORTS}`);
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).not.toContain('unsafe-inline');
      const connect = /connect-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(new Set(connect)).toEqual(new Set(["'self'", ...Object.values(REMOTE_ORIGINS)]));
    });

    await test.step('every remote mounts and renders its styles', async () => {
      for (const slot of [
        topBar.slot,
        searchBox.slot,
        signInModal.slot,
        bannerStack.slot,
        toastStack.slot,
        footer.slot,
      ])
        await slot.expectState('mounted');
      await expect(topBar.fallback()).toHaveCount(0);
      // The remotes' CSS is in nonced <style> elements; refused ones would leave them unstyled.
      const unnonced = await page.evaluate(
        () => [...document.querySelectorAll('style')].filter((style) => !style.nonce).length,
      );
      expect(unnonced).toBe(0);
    });

    await test.step('the remotes work: the sign-in modal, search suggestions, a toast, a lazily loaded page', async () => {
      await topBar.signIn().click();
      await expect(signInModal.dialog()).toBeVisible();
      await page.keyboard.press('Escape');
      await searchBox.input().fill('ink');
      await toastStack.showFrom('navigation', 'Checked under the policy.');
      await expect(toastStack.toast('Checked under the policy.')).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator('main [data-page]')).toBeVisible();
    });

    await test.step('no violation was seen or reported', async () => {
      await page.waitForTimeout(500);
      expect(await violations.all()).toEqual({ events: [], console: [], reports: [] });
    });
  },
);

// The control of the test above: the watch does see what the policy refuses, and the report
// reaches the API's intake through the edge.
test('the policy refuses a style without the nonce; the watch sees it and the intake takes the report', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/about');
  const report = page.waitForResponse((response) => response.url().includes(CSP_REPORTS));
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red }';
    document.head.append(style);
  });
  expect((await report).status()).toBe(204);
  const seen = await violations.all();
  expect(seen.events).toEqual([expect.stringMatching(/^style-src-elem blocked inline/)]);
  expect(seen.console).toEqual([expect.stringContaining("style-src 'self' 'nonce-")]);
  expect(seen.reports).toEqual([expect.stringContaining('"effective-directive":"style-src-elem"')]);
});

test('the API refuses to share its answers with a page of another origin', async ({ page, request }) => {
  await page.goto('/');
  const graphql = JSON.stringify({ query: '{ viewer { id } }' });

  await test.step('a page of another port, with the reader cookies, cannot read /_/graphql (edge or API)', async () => {
    await otherOriginPage(page);
    for (const target of [new URL('/_/graphql', test.info().project.use.baseURL).href, `${API}/_/graphql`]) {
      const outcome = await page.evaluate(
        async ({ url, body }) => {
          const read = async (contentType: string) => {
            try {
              const answer = await fetch(url, {
                method: 'POST',
                credentials: 'include',
                headers: { 'content-type': contentType },
                body,
              });
              return `read ${answer.status}`;
            } catch (error) {
              return `refused (${(error as Error).name})`;
            }
          };
          return [await read('application/json'), await read('text/plain')];
        },
        { url: target, body: graphql },
      );
      expect(outcome, target).toEqual(['refused (TypeError)', 'refused (TypeError)']);
    }
  });

  await test.step('no CORS headers for another origin or null; the public origin gets exactly its own', async () => {
    for (const origin of ['http://localhost:1', 'null']) {
      const answer = await request.post(`${API}/_/graphql`, {
        headers: { origin, 'content-type': 'application/json' },
        data: graphql,
      });
      expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
    }
    const publicOrigin = new URL(test.info().project.use.baseURL ?? '').origin;
    const allowed = await request.post('/_/graphql', {
      headers: { origin: publicOrigin, 'content-type': 'application/json' },
      data: graphql,
    });
    expect(allowed.headers()['access-control-allow-origin']).toBe(publicOrigin);
  });

  await test.step("remotes' static servers share assets with anyone, never with credentials, and nothing else", async () => {
    for (const remote of REMOTES) {
      const manifest = await request.get(`${REMOTE_ORIGINS[remote]}/mf-manifest.json`, {
        headers: { origin: 'http://localhost:1' },
      });
      expect(manifest.headers()['access-control-allow-origin']).toBe('*');
      expect(manifest.headers()['access-control-allow-credentials']).toBeUndefined();
      const standalone = await request.get(`${REMOTE_ORIGINS[remote]}/standalone/`, {
        headers: { origin: 'http://localhost:1' },
      });
      expect(standalone.headers()['access-control-allow-origin']).toBeUndefined();
    }
  });
});

test('a page of ours cannot be framed by another site', async ({ page, request }) => {
  const target = new URL('/about', test.info().project.use.baseURL).href;
  const headers = (await request.get(target)).headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");

  await otherOriginPage(page, `<iframe src="${target}" width="800" height="600"></iframe>`);
  // The browser refuses the document in the frame: nothing of the page renders there.
  await page.waitForTimeout(1000);
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(frames).toHaveLength(1);
  for (const frame of frames) await expect(frame.locator('#root')).toHaveCount(0);
});

test('the edge sends nosniff and a referrer policy on documents and assets', async ({ request }) => {
  for (const path of ['/', '/this/does/not/exist/anywhere', '/_/oh-noes', '/%']) {
    const answer = await request.get(path);
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(answer.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(answer.headers()['content-security-policy'], path).toContain("'strict-dynamic'");
  }
});
