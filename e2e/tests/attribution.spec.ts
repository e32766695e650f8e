import type { Request } from '@playwright/test';
import { expect, REMOTE_ORIGINS, SLOTS_OF, test } from '../fixtures/test.ts';

const ERROR_REPORTS = '/_/api/reports/errors';
const THROWN = 'e2e: thrown by the search remote after it loaded';

interface SentError {
  message: string;
  fileName?: string | null;
  lineNumber?: number | null;
  extra: {
    release?: string;
    area?: string;
    source?: string;
    client?: string;
    build?: string;
    userId?: string | null;
    userAgent?: string;
    location?: string;
  };
}
interface SentEvent {
  name: string;
  data: { release?: string; slot?: string; loadMs?: number; mountMs?: number };
}

/** The client events a LogClientEvents request carries (the events travel as a JSON string). */
function clientEvents(request: Request): SentEvent[] {
  const body = request.postDataJSON() as { operationName?: string; variables?: { events?: string } } | null;
  if (body?.operationName !== 'LogClientEvents' || !body.variables?.events) return [];
  return JSON.parse(body.variables.events) as SentEvent[];
}

test("a remote's uncaught error and every slot's timings reach telemetry named by remote@version", async ({
  page,
  searchBox,
}) => {
  // The search remote's exposed module throws once it has run, outside any boundary: only the
  // page's error event sees it, with the chunk's URL as its file.
  await page.route(
    (url) =>
      url.origin === REMOTE_ORIGINS.search && /^\/__federation_expose_search_box\.[0-9a-f]+\.js$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const body = `${await response.text()}\n;setTimeout(function () { throw new Error(${JSON.stringify(THROWN)}); });\n`;
      await route.fulfill({ response, body });
    },
  );
  const events: SentEvent[] = [];
  page.on('request', (request) => events.push(...clientEvents(request)));
  const errorReport = page.waitForRequest(
    (request) => request.url().endsWith(ERROR_REPORTS) && (request.postData() ?? '').includes(THROWN),
  );

  await page.goto('/');
  await searchBox.slot.expectState('mounted');
  const searchRelease = await searchBox.slot.root.getAttribute('data-release');
  expect(searchRelease).toMatch(/^search@.+/);

  await test.step('the error report names the search release and the file it was thrown in', async () => {
    const sent = ((await errorReport).postDataJSON() as SentError[]).find((report) => report.message === THROWN);
    expect(sent?.extra.release).toBe(searchRelease);
    expect(sent?.extra.area).toBe('uncaught');
    expect(sent?.extra.source).toContain(`${REMOTE_ORIGINS.search}/__federation_expose_search_box.`);
    expect(sent?.fileName).toContain(`${REMOTE_ORIGINS.search}/__federation_expose_search_box.`);
    expect(sent?.lineNumber).toBeGreaterThan(0);
    // The page it happened on: the client, its build, the (signed-out) viewer, the browser and the address.
    expect(sent?.extra).toMatchObject({
      client: 'inkpot-shell',
      build: expect.any(String),
      userId: null,
      userAgent: await page.evaluate(() => navigator.userAgent),
      location: page.url(),
    });
  });

  await test.step("each slot's load and mount times are sent with the release that drew it", async () => {
    const timings = () => events.filter((event) => event.name === 'remote.timing');
    // Sent 5 s after the first event.
    await expect
      .poll(() => timings().map((event) => event.data.slot), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(Object.values(SLOTS_OF).flat()));
    for (const { data } of timings()) {
      const drawnBy = await page.locator(`[data-slot="${data.slot}"]`).first().getAttribute('data-release');
      expect(data.release, `the ${data.slot} slot's timing`).toBe(drawnBy);
      expect(data.loadMs).toBeGreaterThanOrEqual(0);
      expect(data.mountMs).toBeGreaterThanOrEqual(0);
    }
    const loaded = events.filter((event) => event.name === 'remote.loaded').map((event) => event.data.release);
    expect(loaded).toContain(searchRelease);
  });
});
