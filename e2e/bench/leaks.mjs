// npm run bench:leaks [-- --requests 20000 --cycles 50]: whether the system keeps what it should let go.
//
// Servers: a soak of R requests through the edge, as readers make them (documents, the signed-in
// ViewerQuery, search), by 50 clients. The heap and RSS of the API, the edge, the remotes' origin
// and each parcel sandbox the edge started (the remotes' server builds run there) after the first
// tenth are compared with the figures after all of it, each read after a full garbage collection
// (asked of each process through its inspector): growth above 10% is a leak.
//
// Browser: a signed-in member's page in Chromium walks, by client-side navigation, C times through
// pages that mount and unmount every remote's parcels (the search results, a profile's follow
// buttons, the membership pages, the notifications page), back home each time. The DOM nodes, event
// listeners and style sheets at home after the first walk are compared with those after the last,
// and the JS heap, each after single-spa's lifecycle timers have fired and a collection: any listener, style or node left behind, or a heap
// grown by 2 MB or more, is a leak.
//
// Starts the API, the edge and the remotes' origin from the built tree (`npm run build` first) and
// prints a table per part; exits 1 on a leak.
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { cli, examples, InvalidArgumentError, oneOf, wholeNumber } from '@inkpot/config/cli';
import { loadEnv } from '@inkpot/config/env';
import { VIEWER_QUERY } from '@inkpot/platform-api/bench/viewer';
import { REMOTE_NAMES } from '@inkpot/shared-contracts/remotes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { BASE, signInThroughEdge, startSystem, stopSystem } from './bench-system.mjs';

const MEMBER = 'member@demo.inkpot.test';
/** The inspectors of the processes the bench starts: the API, the edge and the remotes' origin. */
const INSPECT_PORTS = { api: 9331, edge: 9332, remotes: 9333 };
/** The parcel sandboxes' inspectors: this port plus the remote's place in REMOTE_NAMES (PARCEL_SANDBOX_INSPECT_PORT). */
const SANDBOX_INSPECT_PORT = 9340;
const GROWTH_LIMIT = 0.1;
const HEAP_LIMIT_BYTES = 2 * 1024 * 1024;
/**
 * Pages whose parcels the walk mounts and unmounts, each with what shows once they are there (no
 * two pages in a row share it, so the page left behind cannot answer for the next).
 */
const WALK = {
  search: { path: '/search?q=the', ready: '[data-slot="search-results"][data-state="mounted"]' },
  plans: { path: '/plans', ready: '[data-slot="page"][data-state="mounted"]' },
  // A writer of the first story on the home page (the walk reads it there).
  writer: { path: null, ready: '[data-slot="follow-button"][data-state="mounted"]' },
  notifications: { path: '/me/notifications', ready: '[data-slot="page"][data-state="mounted"]' },
  home: { path: '/', ready: '.ink-story-card' },
};

const {
  requests,
  cycles,
  walk: walked,
  only,
} = cli('bench:leaks', 'A server soak and a browser walk, measured for what they leave behind.')
  .option('--requests <count>', 'requests of the server soak', wholeNumber(1000, 10_000_000), 20_000)
  .option('--cycles <count>', 'walks through the pages in the browser', wholeNumber(2, 10_000), 50)
  .option(
    '--walk <pages>',
    `the pages of a walk, in order, ending home (of ${Object.keys(WALK).join(', ')})`,
    (value) => {
      const pages = value.split(',').map((name) => name.trim());
      const unknown = pages.filter((name) => !(name in WALK));
      if (unknown.length) throw new InvalidArgumentError(`unknown pages: ${unknown.join(', ')}`);
      return pages;
    },
    Object.keys(WALK),
  )
  .option('--only <part>', 'run one part: server or browser', oneOf(['server', 'browser']))
  .addHelpText(
    'after',
    examples([
      'npm run build && npm run bench:leaks',
      'npm run bench:leaks -- --requests 5000 --cycles 10',
      'npm run bench:leaks -- --only browser --walk search,home --cycles 20',
    ]),
  )
  .parse(process.argv)
  .opts();

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const growth = (before, after) => (before ? (after - before) / before : 0);
const percent = (ratio) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)}%`;

/** A process's memory after a full collection, through its inspector (Chrome DevTools Protocol). */
async function collectedMemory(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  if (!target) throw new Error(`No inspector target on port ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const pending = new Map();
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(String(data));
    pending.get(message.id)?.(message);
  };
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('HeapProfiler.enable');
    await send('HeapProfiler.collectGarbage');
    const answer = await send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    return JSON.parse(answer.result.result.value);
  } finally {
    socket.close();
  }
}

/** The profile path of the first writer the home page links. */
async function firstWriter(cookie) {
  const home = await (await fetch(BASE, { headers: { cookie } })).text();
  const path = /href="(\/@[\w.-]+)"/.exec(home)?.[1];
  if (!path) throw new Error('The home page links no writer.');
  return path;
}

async function soak(cookie, xsrf, amount) {
  const viewer = {
    method: 'POST',
    path: '/_/graphql',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ operationName: 'ViewerQuery', query: VIEWER_QUERY }),
  };
  const env = loadEnv();
  const search = {
    method: 'POST',
    path: '/1/indexes/*/queries',
    headers: {
      'content-type': 'application/json',
      'x-algolia-application-id': env.SEARCH_APP_ID,
      'x-algolia-api-key': env.SEARCH_API_KEY,
    },
    body: JSON.stringify({ requests: [{ indexName: `${env.SEARCH_INDEX_PREFIX}post`, query: 'the', hitsPerPage: 3 }] }),
  };
  const document = (path) => ({ method: 'GET', path, headers: { cookie, accept: 'text/html' } });
  const result = await autocannon({
    url: BASE,
    connections: 50,
    amount,
    requests: [document('/'), viewer, document(await firstWriter(cookie)), search, document('/search?q=the')],
  });
  return { total: result.requests.total, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const SETTLE_MS = 12_000;
/** Longer than single-spa's longest default lifecycle timeout (bootstrap, 4 s). */
const PARCEL_TIMERS_MS = 5_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** The processes measured, by name: the API, the edge, and the parcel sandboxes running now. */
async function inspected() {
  const sandboxes = await Promise.all(
    REMOTE_NAMES.map(async (remote, index) => {
      const port = SANDBOX_INSPECT_PORT + index;
      const answers = await fetch(`http://127.0.0.1:${port}/json/list`).then(
        (response) => response.ok,
        () => false,
      );
      return answers ? [[`sandbox ${remote}`, port]] : [];
    }),
  );
  return { ...INSPECT_PORTS, ...Object.fromEntries(sandboxes.flat()) };
}

const memoryOf = async (ports) =>
  Object.fromEntries(
    await Promise.all(Object.entries(ports).map(async ([name, port]) => [name, await collectedMemory(port)])),
  );

async function servers(session) {
  const first = Math.round(requests / 10);
  const warm = await soak(session.cookie, session.xsrf, first);
  // What a request holds for a while (a fetch's 10 s timeout) is let go before each reading.
  await settle();
  const ports = await inspected();
  const before = await memoryOf(ports);
  const rest = await soak(session.cookie, session.xsrf, requests - first);
  await settle();
  const after = await memoryOf(ports);
  console.log(
    `Server soak through the edge: ${warm.total + rest.total} requests, ${warm.errors + rest.errors} errors, ${warm.non2xx + rest.non2xx} non-2xx`,
  );
  let leaked = false;
  for (const name of Object.keys(ports))
    for (const measure of ['heapUsed', 'rss']) {
      const change = growth(before[name][measure], after[name][measure]);
      const leak = change > GROWTH_LIMIT;
      leaked ||= leak;
      console.log(
        `  ${name.padEnd(22)} ${measure.padEnd(8)} after ${first}: ${mib(before[name][measure]).padStart(10)}   after ${requests}: ${mib(after[name][measure]).padStart(10)}   ${percent(change).padStart(7)}   ${leak ? 'LEAK' : 'ok'}`,
      );
    }
  console.log(
    `  ${leaked ? 'FAIL' : 'PASS'}: heap and RSS of every process within ${GROWTH_LIMIT * 100}% of their figures after ${first} requests`,
  );
  return leaked;
}

async function browserWalk(session) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: BASE, serviceWorkers: 'block' });
    const origin = new URL(BASE);
    await context.addCookies(
      [...session.cookies].map(([name, value]) => ({ name, value, domain: origin.hostname, path: '/' })),
    );
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const measure = async () => {
      // single-spa times each parcel lifecycle with timers it never clears (4 s at most), each holding
      // its parcel until it fires: what the page keeps is read once they have all fired.
      await new Promise((resolve) => setTimeout(resolve, PARCEL_TIMERS_MS));
      await cdp.send('HeapProfiler.collectGarbage');
      const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const styles = await page.evaluate(
        () => document.querySelectorAll('style, link[rel="stylesheet"]').length + document.adoptedStyleSheets.length,
      );
      return { nodes, listeners: jsEventListeners, styles, heap: usedSize };
    };
    await page.goto('/');
    const writer = await page.locator('.ink-story-card a[href^="/@"]').first().getAttribute('href');
    const steps = walked.map((name) => ({ ...WALK[name], path: WALK[name].path ?? writer }));
    const walk = async () => {
      for (const step of steps) {
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, step.path);
        await page.locator(step.ready).first().waitFor({ timeout: 20_000 });
      }
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
    };
    await walk();
    const before = await measure();
    for (let cycle = 1; cycle < cycles; cycle += 1) await walk();
    const after = await measure();
    console.log(
      `Browser walk by client-side navigation: ${cycles} times through ${steps.map((step) => step.path).join(' → ')}`,
    );
    const rows = [
      ['DOM nodes', before.nodes, after.nodes, after.nodes > before.nodes],
      ['listeners', before.listeners, after.listeners, after.listeners > before.listeners],
      ['styles', before.styles, after.styles, after.styles > before.styles],
      ['JS heap', mib(before.heap), mib(after.heap), after.heap - before.heap >= HEAP_LIMIT_BYTES],
    ];
    for (const [what, first, last, leak] of rows)
      console.log(
        `  ${what.padEnd(10)} after walk 1: ${String(first).padStart(10)}   after walk ${cycles}: ${String(last).padStart(10)}   ${leak ? 'LEAK' : 'ok'}`,
      );
    if (errors.length) console.log(`  page errors: ${errors.length}, first: ${errors[0]}`);
    const leaked = rows.some((row) => row[3]) || errors.length > 0;
    console.log(
      `  ${leaked ? 'FAIL' : 'PASS'}: no node, listener or style left behind, the heap grown by less than ${mib(HEAP_LIMIT_BYTES)}${errors.length ? ', no page error' : ''}`,
    );
    return leaked;
  } finally {
    await browser.close();
  }
}

const processes = await startSystem({
  extra: { remotes: ['config/scripts/static-server.mjs'] },
  nodeArgs: Object.fromEntries(
    Object.entries(INSPECT_PORTS).map(([name, port]) => [name, [`--inspect=127.0.0.1:${port}`]]),
  ),
  env: { API_WORKERS: '1', PARCEL_SANDBOX_INSPECT_PORT: String(SANDBOX_INSPECT_PORT) },
});
try {
  const session = await signInThroughEdge(MEMBER);
  const serverLeak = only === 'browser' ? false : await servers(session);
  const browserLeak = only === 'server' ? false : await browserWalk(session);
  if (serverLeak || browserLeak) process.exitCode = 1;
} finally {
  await stopSystem(processes);
}
