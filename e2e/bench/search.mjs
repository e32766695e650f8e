// npm run bench:search [-- --stories 100000 --keystrokes 200 --duration 10]: the search box as readers
// use it, over a database of N generated stories.
//  1. Seeds the demo world plus N stories into a database of its own: PGlite in
//     INKPOT_BENCH_PGLITE_DIR (default .data/bench-search), or the PostgreSQL database named by
//     INKPOT_BENCH_DATABASE_URL. Never the development database (DATABASE_URL / PGLITE_DIR are not read).
//  2. Starts the built system on it (`npm run build` first; the usual *_PORT variables apply).
//  3. In Chromium types words into the top bar's search box, one key at a time at a typist's pace,
//     and measures each keystroke to the paint of the popover's answer for it (keydown's timestamp
//     to the frame after the popover shows the answer to the typed query); prints p50/p95, and the
//     API's own time for the same requests (its Server-Timing header, read by the page's resource
//     timing) and their round trip, and the browser's own parts: keydown to the request leaving,
//     and the answer's arrival to the paint. The load average is printed beside the figures.
//  4. The 4-index query straight at the API with autocannon, at 1 and at 10 connections.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { openDatabase, seedBenchDatabase } from '@inkpot/platform-api/bench/database';
import { printLoad, runLoad } from '@inkpot/platform-api/bench/load';
import { SEARCH_BOX_REQUESTS, TYPED_WORDS as WORDS } from '@inkpot/platform-api/bench/search';
import { cli, examples, wholeNumber } from '@inkpot/config/cli';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { stories, keystrokes, duration } = cli(
  'bench:search',
  'The search box as readers use it, over N generated stories.',
)
  .option('--stories <count>', 'generated stories besides the demo world', wholeNumber(0, 10_000_000), 100_000)
  .option('--keystrokes <count>', 'keys typed into the search box', wholeNumber(1, 100_000), 200)
  .option('--duration <seconds>', 'seconds of each load run straight at the API', wholeNumber(1, 3600), 10)
  .addHelpText('after', examples(['npm run bench:search', 'npm run bench:search -- --stories 10000 --keystrokes 50']))
  .parse(process.argv)
  .opts();

const HOST_PORT = process.env.HOST_PORT ?? '3000';
const API_PORT = process.env.API_PORT ?? '4000';
const BASE = `http://localhost:${HOST_PORT}`;
const API = `http://localhost:${API_PORT}`;

/** A typist's pause between keys (about 70 words a minute): longer than the box's debounce. */
const KEY_INTERVAL_MS = 150;

// 1. The bench's own database -------------------------------------------------------------------
const databaseUrl = process.env.INKPOT_BENCH_DATABASE_URL;
const pgliteDir = process.env.INKPOT_BENCH_PGLITE_DIR ?? path.join(root, '.data', 'bench-search');
if (!databaseUrl) mkdirSync(pgliteDir, { recursive: true });
const target = databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : `PGlite in ${pgliteDir}`;
{
  const started = performance.now();
  const opened = await openDatabase({ databaseUrl, dataDir: pgliteDir });
  try {
    const generated = await seedBenchDatabase(opened.db, stories);
    console.log(
      `[bench] ${target}: ${generated} generated stories ` +
        `(ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await opened.close();
  }
}

// 2. The system on it ------------------------------------------------------------------------------
const isUp = async (url) => {
  try {
    return (await fetch(`${url}/_/health`)).ok;
  } catch {
    return false;
  }
};
if ((await isUp(BASE)) || (await isUp(API)))
  throw new Error(`Something already answers on ${BASE} or ${API}: stop it, or set HOST_PORT / API_PORT.`);
const env = { ...process.env, RATE_LIMIT_MULTIPLIER: '50' };
delete env.DATABASE_URL;
if (databaseUrl) env.DATABASE_URL = databaseUrl;
else env.PGLITE_DIR = pgliteDir;
const system = spawn(process.execPath, ['config/scripts/start-all.mjs'], {
  cwd: root,
  env,
  stdio: 'ignore',
  detached: true,
});
const stopSystem = () => {
  try {
    process.kill(-system.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopSystem);

/** The machine's load average: wall times on a shared machine mean little without it. */
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (name, samples) => {
  if (!samples.length) return `${name.padEnd(38)} no samples`;
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(1)} ms`;
  return `${name.padEnd(38)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1))}  (n=${sorted.length})`;
};

let browser;
try {
  for (let i = 0; i < 600 && !((await isUp(BASE)) && (await isUp(API))); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (!(await isUp(BASE)) || !(await isUp(API)))
    throw new Error('The system did not start in 60 s; run `npm run build` first (with the same *_PORT variables).');

  // 3. Keystroke to painted suggestions ----------------------------------------------------------
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const onScreen = [];
  const apiOwn = [];
  const roundTrip = [];
  const apiCpu = [];
  const toRequest = [];
  const toPaint = [];
  let missed = 0;
  let word = 0;
  while (onScreen.length + missed < keystrokes) {
    // A fresh page per word: the remote's search cache must not answer a prefix typed before.
    await page.goto(BASE);
    const banner = page.getByRole('banner');
    const input = banner
      .getByRole('combobox', { name: 'Search' })
      .or(banner.getByRole('searchbox', { name: 'Search' }))
      .first();
    await input.focus();
    await page.getByTestId('search-popover').waitFor(); // the popover's chunk, loaded on focus
    await page.evaluate(() => {
      window.__keyAt = 0;
      document.addEventListener('keydown', (event) => (window.__keyAt = event.timeStamp), { capture: true });
      window.__searches = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name.includes('/1/indexes/'))
            window.__searches.push({
              total: entry.responseEnd - entry.startTime,
              server: entry.serverTiming.find((timing) => timing.name === 'search')?.duration ?? null,
              cpu: entry.serverTiming.find((timing) => timing.name === 'cpu')?.duration ?? null,
            });
      }).observe({ type: 'resource' });
    });
    const text = WORDS[word % WORDS.length];
    word += 1;
    let typed = '';
    for (const char of text) {
      if (onScreen.length + missed >= keystrokes) break;
      const before = typed.trim();
      typed += char;
      const expected = typed.trim();
      // The watcher is in place before the key goes down, so a fast answer is not missed.
      await page.evaluate((query) => {
        window.__painted = new Promise((resolve) => {
          const popover = () => document.querySelector('[data-testid="search-popover"]');
          const answered = () => popover()?.getAttribute('data-answered-for') === query;
          // The keystroke's time in parts: until its request left, and from its answer to the paint.
          const parts = (painted) => {
            const request = performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.includes('/1/indexes/') && entry.startTime >= window.__keyAt);
            return request
              ? { toRequest: request.startTime - window.__keyAt, toPaint: painted - request.responseEnd }
              : null;
          };
          const afterPaint = () =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                const painted = performance.now();
                resolve({ total: painted - window.__keyAt, parts: parts(painted) });
              };
              channel.port2.postMessage(null);
            });
          const observer = new MutationObserver(() => {
            if (!answered()) return;
            observer.disconnect();
            afterPaint();
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(null);
          }, 10_000);
        });
      }, expected);
      await page.keyboard.press(char === ' ' ? 'Space' : char);
      const painted = await page.evaluate(() => window.__painted);
      // A space adds nothing to search for: the answer on screen already is its answer.
      if (expected !== before) {
        if (painted === null) missed += 1;
        else {
          onScreen.push(painted.total);
          if (painted.parts) {
            toRequest.push(painted.parts.toRequest);
            toPaint.push(painted.parts.toPaint);
          }
        }
      }
      await page.waitForTimeout(KEY_INTERVAL_MS);
    }
    for (const { total, server, cpu } of await page.evaluate(() => window.__searches)) {
      roundTrip.push(total);
      if (server !== null) apiOwn.push(server);
      if (cpu !== null) apiCpu.push(cpu);
    }
  }
  console.log(`\nKeystroke to painted suggestions over ${target}, Chromium at 1280 px (${load()}):`);
  console.log(summary('keystroke -> painted suggestions', onScreen));
  console.log(summary('search request round trip', roundTrip));
  console.log(summary('API own time (Server-Timing)', apiOwn));
  console.log(summary('API process CPU time (Server-Timing)', apiCpu));
  console.log(summary('  keydown -> its request sent', toRequest));
  console.log(summary('  answer received -> painted', toPaint));
  if (missed) console.log(`${missed} keystrokes got no answer on screen within 10 s`);
  console.log('goal: p95 <= 100 ms on screen, <= 20 ms in the API');

  // 4. The 4-index query at 1 and at 10 connections ------------------------------------------------
  const queries = WORDS.flatMap((text) => [text.slice(0, 2), text.slice(0, 4), text]);
  for (const connections of [1, 10]) {
    let next = 0;
    printLoad(
      await runLoad(`4-index query, ${connections} connection(s), ${duration} s (${load()})`, {
        url: API,
        duration,
        connections,
        requests: [
          {
            method: 'POST',
            path: '/1/indexes/*/queries',
            headers: {
              'content-type': 'text/plain',
              'x-algolia-application-id': 'INKPOTDEV',
              'x-algolia-api-key': 'inkpot-search-only-key',
            },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ requests: SEARCH_BOX_REQUESTS(queries[next++ % queries.length]) }),
            }),
          },
        ],
      }),
    );
  }
} finally {
  await browser?.close();
  stopSystem();
}
