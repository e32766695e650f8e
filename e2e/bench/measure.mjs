// What the benches measure in a page, shared by bench:bundle and bench:compare: the JavaScript a
// page loads before it is interactive, per part (host and each remote).
//
// "Before interactive" is when every remote slot on the page has settled: the document has loaded,
// at least `minSlots` elements carry `data-state` (the host marks each remote slot) and none of them
// is still `loading` (each is `mounted` or showing its fallback). Every script response up to that
// moment counts, with its body gzipped at level 9 (what a server would send compressed).
import { gzipSync } from 'node:zlib';
import { REMOTES } from '@inkpot/config/env';

/**
 * Parts by script origin: the edge's (the host) and each remote's, from the same config the build
 * and the servers read (HOST_PORT, SEARCH_PORT, SEARCH_URL, ...).
 * @param {string} base the edge's URL
 * @param {{ remoteUrl(remote: string): string }} env
 */
export function partsByOrigin(base, env) {
  return {
    [new URL(base).origin]: 'shell (host)',
    ...Object.fromEntries(REMOTES.map((remote) => [new URL(env.remoteUrl(remote)).origin, remote])),
  };
}

/** Waits until every remote slot of the page has settled (see above). */
export async function slotsSettled(page, minSlots) {
  await page.waitForLoadState('load');
  await page.waitForFunction((min) => {
    const slots = [...document.querySelectorAll('[data-state]')];
    return slots.length >= min && slots.every((slot) => slot.getAttribute('data-state') !== 'loading');
  }, minSlots);
}

/**
 * Opens `url` in a new context of `browser` (a visitor: no cookies) and returns the scripts it
 * loaded before it was interactive, and how long that took.
 * @returns {Promise<{ scripts: Array<{ url: string, gzipBytes: number, rawBytes: number }>, interactiveMs: number }>}
 */
export async function scriptsBeforeInteractive(browser, url, { minSlots = 1 } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const responses = [];
    let settled = false;
    page.on('response', (response) => {
      if (!settled && response.request().resourceType() === 'script') responses.push(response);
    });
    const started = Date.now();
    await page.goto(url);
    await slotsSettled(page, minSlots);
    settled = true;
    const interactiveMs = Date.now() - started;
    const scripts = [];
    for (const response of responses) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: response.url(), rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    }
    return { scripts, interactiveMs };
  } finally {
    await context.close();
  }
}

/** Scripts summed per part (by origin; a script from elsewhere counts under its host). */
export function byPart(scripts, parts) {
  const rows = {};
  for (const script of scripts) {
    const origin = new URL(script.url).origin;
    const part = parts[origin] ?? new URL(script.url).host;
    rows[part] ??= { requests: 0, gzipBytes: 0, rawBytes: 0, files: [] };
    rows[part].requests += 1;
    rows[part].rawBytes += script.rawBytes;
    rows[part].gzipBytes += script.gzipBytes;
    rows[part].files.push({ file: new URL(script.url).pathname, gzipBytes: script.gzipBytes });
  }
  return rows;
}

/** The sum of scripts: requests, gzip and raw bytes. */
export const totalOf = (scripts) =>
  scripts.reduce(
    (total, script) => ({
      requests: total.requests + 1,
      gzipBytes: total.gzipBytes + script.gzipBytes,
      rawBytes: total.rawBytes + script.rawBytes,
    }),
    { requests: 0, gzipBytes: 0, rawBytes: 0 },
  );

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The median of numbers: of an even count the lower middle (a value one of the runs had), or with
 * `meanOfMiddle` the mean of the middle two.
 */
export function median(values, { meanOfMiddle = false } = {}) {
  const sorted = [...values].sort((a, b) => a - b);
  const lower = sorted[Math.floor((sorted.length - 1) / 2)];
  return meanOfMiddle && sorted.length % 2 === 0 ? (lower + sorted[sorted.length / 2]) / 2 : lower;
}
