// npm run bench:compare — the federated build against its yardstick, the monolith build of the same
// code (INKPOT_BUILD=monolith: the host imports the remotes' exposed modules directly), side by side
// in one run, for home, a post, a profile and search (or the pages `--page` names), as a visitor:
// - JS before interactive: gzip bytes and script requests until every remote slot has settled
//   (e2e/bench/measure.mjs says exactly when; the same measure as bench:bundle);
// - Lighthouse 13 medians of --runs runs (default 5), mobile and desktop: performance score, FCP,
//   LCP, TBT, CLS;
// and the ratio federated / monolith of each row, with each build's lowest and highest run beside it.
//
// It builds both first (`--no-build` to use the builds there are), then starts what does not answer
// yet: the federated system on HOST_PORT (with the API and the remotes), and the monolith's edge on
// MONOLITH_HOST_PORT (default HOST_PORT + 10) with the same API. `--no-lighthouse` prints the bytes only.
// Lighthouse runs through npx (`lighthouse@13`) on this Node with CHROME_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cli, examples, oneOf, wholeNumber } from '@inkpot/config/cli';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { loadEnv } from '@inkpot/config/env';
import { kib, median, scriptsBeforeInteractive, totalOf } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The pages compared, in the table's order. */
const PAGE_NAMES = ['home', 'post', 'profile', 'search'];
const options = cli('bench:compare', 'The federated build against the monolith: bytes, and Lighthouse 13 medians.')
  .option('--runs <count>', 'Lighthouse runs per page and form factor', wholeNumber(1, 100), 5)
  .option('--no-build', 'use the builds there are')
  .option('--no-lighthouse', 'print the bytes only')
  .option('--mobile-only', 'Lighthouse on the mobile form factor only (half the time)')
  .option('--scripts', "list each page's scripts before interactive, per build, with their gzip bytes")
  .option(
    '--page <name>',
    `only this page (repeatable): ${PAGE_NAMES.join(', ')}`,
    (name, all) => [...all, oneOf(PAGE_NAMES)(name)],
    [],
  )
  .addHelpText(
    'after',
    examples([
      'npm run bench:compare',
      'npm run bench:compare -- --runs 3 --no-build',
      'npm run bench:compare -- --no-build --mobile-only',
      'npm run bench:compare -- --no-build --no-lighthouse --scripts',
      'npm run bench:compare -- --no-build --mobile-only --page home --runs 15',
    ]),
  )
  .parse(process.argv)
  .opts();
const RUNS = options.runs;
const args = { 'no-build': !options.build, 'no-lighthouse': !options.lighthouse };
const FORM_FACTORS = options.mobileOnly ? ['mobile'] : ['mobile', 'desktop'];

const env = loadEnv();
const MONOLITH_PORT = Number(process.env.MONOLITH_HOST_PORT ?? env.HOST_PORT + 10);
const BUILDS = {
  federated: { base: `http://localhost:${env.HOST_PORT}`, env: { INKPOT_BUILD: 'federated' } },
  monolith: {
    base: `http://localhost:${MONOLITH_PORT}`,
    env: {
      INKPOT_BUILD: 'monolith',
      HOST_PORT: String(MONOLITH_PORT),
      PUBLIC_URL: `http://localhost:${MONOLITH_PORT}`,
    },
  },
};
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

// 1. Build both.
if (!args['no-build']) {
  for (const [name, build] of Object.entries(BUILDS)) {
    console.log(`[compare] building the ${name} build`);
    const built = spawnSync(process.execPath, [path.join(root, 'config/scripts/build-all.mjs')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, INKPOT_BUILD: build.env.INKPOT_BUILD },
    });
    if (built.status !== 0) throw new Error(`The ${name} build failed.`);
  }
}

// 2. Start what does not answer yet.
const isUp = async (base) => {
  try {
    return (await fetch(`${base}/_/health`)).ok;
  } catch {
    return false;
  }
};
const started = [];
async function ensureUp(name, command) {
  const { base, env: buildEnv } = BUILDS[name];
  if (await isUp(base)) return;
  console.log(`[compare] starting the ${name} system at ${base}`);
  const child = spawn(process.execPath, [path.join(root, command)], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, ...buildEnv },
  });
  started.push(child);
  for (let i = 0; i < 600 && !(await isUp(base)); i += 1) await new Promise((resolve) => setTimeout(resolve, 200));
  if (!(await isUp(base))) throw new Error(`The ${name} system did not start at ${base}.`);
}
const stopStarted = () => {
  for (const child of started.reverse()) {
    try {
      process.kill(-child.pid);
    } catch {
      // Already gone.
    }
  }
};
process.on('SIGINT', () => (stopStarted(), process.exit(130)));

try {
  await ensureUp('federated', 'config/scripts/start-all.mjs');
  await ensureUp('monolith', 'shell-host/server/main.ts');
  // The API's rate limits answer for both systems' pages: wait until the federated system's API is up too.
  await waitForApi(BUILDS.federated.base);

  // 3. The pages: a post and a profile from the sitemap (the first of each), search for a word of that post.
  const firstLoc = async (file) => {
    const xml = await (await fetch(`${BUILDS.federated.base}/sitemap/${file}`)).text();
    const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
    if (!loc) throw new Error(`The sitemap's ${file} lists nothing.`);
    return new URL(loc).pathname;
  };
  const post = await firstLoc('posts-1.xml');
  const all = {
    home: '/',
    post,
    profile: await firstLoc('writers-1.xml'),
    search: `/search?q=${encodeURIComponent(post.split('/').at(-1).split('-')[1] ?? 'story')}`,
  };
  const pages = Object.fromEntries(
    Object.entries(all).filter(([name]) => options.page.length === 0 || options.page.includes(name)),
  );
  console.log(
    `[compare] pages: ${Object.entries(pages)
      .map(([name, page]) => `${name} ${page}`)
      .join(', ')}`,
  );
  await warmUp(pages);
  console.log(`[compare] load average at start (1, 5, 15 min): ${loadAverage()}`);

  // 4. JS before interactive, one visitor's page load per page and build (the bytes do not vary).
  const bytes = {};
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [pageName, page] of Object.entries(pages)) {
      for (const [name, build] of Object.entries(BUILDS)) {
        // Top bar, footer and toasts are on every page; the rest vary by page.
        const { scripts } = await scriptsBeforeInteractive(browser, `${build.base}${page}`, { minSlots: 3 });
        bytes[`${pageName}/${name}`] = totalOf(scripts);
        if (options.scripts) printScripts(`${pageName} (${name})`, build.base, scripts);
      }
    }
  } finally {
    await browser.close();
  }

  // 5. Lighthouse, the builds interleaved so the machine's load falls on both alike.
  const lighthouse = {};
  if (!args['no-lighthouse']) {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'inkpot-compare-'));
    try {
      for (let run = 1; run <= RUNS; run += 1) {
        for (const [pageName, page] of Object.entries(pages)) {
          for (const formFactor of FORM_FACTORS) {
            for (const [name, build] of Object.entries(BUILDS)) {
              const result = lighthouseWithRetries(
                `${build.base}${page}`,
                formFactor,
                path.join(outDir, 'report.json'),
              );
              if (result) (lighthouse[`${pageName}/${formFactor}/${name}`] ??= []).push(result);
            }
          }
        }
        console.log(`[compare] Lighthouse run ${run} of ${RUNS} done (load average ${loadAverage()})`);
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }

  // 6. The table.
  printTable(pages, bytes, lighthouse);
  console.log(`[compare] load average at the end (1, 5, 15 min): ${loadAverage()}; ${os.cpus().length} cores`);
} finally {
  stopStarted();
}

/**
 * Each page once on each build before anything is measured: the edge reads the remotes' manifests
 * and builds a composition's combined remote entries on its first pages (a document waits for
 * neither), so a first, cold page would not be the page readers get. And the federated system must
 * load its remotes' entries as this run was asked to (INKPOT_REMOTE_ENTRIES, combined unless
 * `separate`): a system left answering on its port by another run is refused rather than measured.
 */
async function warmUp(pages) {
  for (const build of Object.values(BUILDS))
    for (const page of Object.values(pages)) await fetch(`${build.base}${page}`).catch(() => null);
  const combined = (process.env.INKPOT_REMOTE_ENTRIES ?? 'combined') !== 'separate';
  for (let i = 0; i < 50; i += 1) {
    const html = await (await fetch(`${BUILDS.federated.base}/`)).text();
    if (html.includes('id="inkpot-remote-entries"') === combined) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The federated system at ${BUILDS.federated.base} does not load its remote entries ${combined ? 'combined' : 'separately'}, as INKPOT_REMOTE_ENTRIES asks: another run's system?`,
  );
}

async function waitForApi(base) {
  for (let i = 0; i < 600; i += 1) {
    const response = await fetch(`${base}/_/api/session`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API did not answer through the edge.');
}

/**
 * A Lighthouse run, tried up to three times: on a loaded machine Lighthouse sometimes fails to record
 * the trace (NO_NAVSTART). A run that fails three times is left out of the medians, said on stderr.
 */
function lighthouseWithRetries(url, formFactor, outputPath) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouse(url, formFactor, outputPath);
    } catch (error) {
      console.error(
        `[compare] ${String(error).replace(/\s+/g, ' ').slice(0, 300)}${attempt < 3 ? '; trying again' : '; left out'}`,
      );
      if (attempt === 3) return null;
    }
  }
}

/** One Lighthouse run (performance only): score 0-100, FCP, LCP and TBT in ms, CLS. */
function runLighthouse(url, formFactor, outputPath) {
  const nodeBin = path.dirname(process.execPath);
  const ran = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@13',
      url,
      '--chrome-flags=--headless=new --no-sandbox',
      '--only-categories=performance',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
    ],
    {
      // Outside the workspace, so npx runs the registry's lighthouse, on this Node (Lighthouse 13 needs >= 22.19).
      cwd: os.tmpdir(),
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${nodeBin}${path.delimiter}${process.env.PATH}`,
        CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      },
    },
  );
  if (ran.status !== 0) throw new Error(`Lighthouse failed on ${url} (${formFactor}): ${ran.stderr || ran.stdout}`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** A page's scripts, largest first: gzip bytes and where from (the edge's own by path). */
function printScripts(title, base, scripts) {
  const origin = new URL(base).origin;
  console.log(`[compare] ${title}: ${scripts.length} scripts, ${kib(totalOf(scripts).gzipBytes)} gzip`);
  for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const url = new URL(script.url);
    const where = url.origin === origin ? url.pathname : `${url.host}${url.pathname}`;
    console.log(`  ${String(script.gzipBytes).padStart(7)}  ${where}`);
  }
}

function printTable(pages, bytes, lighthouse) {
  const ms = (value) => `${Math.round(value)} ms`;
  const ratio = (federated, monolith) =>
    monolith === 0 ? (federated === 0 ? '1.00x' : 'n/a') : `${(federated / monolith).toFixed(2)}x`;
  const rows = [];
  for (const pageName of Object.keys(pages)) {
    const fed = bytes[`${pageName}/federated`];
    const mono = bytes[`${pageName}/monolith`];
    rows.push([
      pageName,
      'JS gzip before interactive',
      kib(fed.gzipBytes),
      kib(mono.gzipBytes),
      ratio(fed.gzipBytes, mono.gzipBytes),
      '',
    ]);
    rows.push([
      pageName,
      'JS requests before interactive',
      String(fed.requests),
      String(mono.requests),
      ratio(fed.requests, mono.requests),
      '',
    ]);
    for (const formFactor of ['mobile', 'desktop']) {
      const runs = (name) => lighthouse[`${pageName}/${formFactor}/${name}`];
      if (!runs('federated') || !runs('monolith')) continue;
      const metrics = [
        ['performance', 'score', String],
        ['FCP', 'fcp', ms],
        ['LCP', 'lcp', ms],
        ['TBT', 'tbt', ms],
        ['CLS', 'cls', (value) => value.toFixed(3)],
      ];
      for (const [label, key, format] of metrics) {
        const values = (name) => runs(name).map((result) => result[key]);
        const federated = median(values('federated'));
        const monolith = median(values('monolith'));
        // "27-125 ms": the unit once.
        const range = (name) =>
          `${format(Math.min(...values(name))).replace(' ms', '')}-${format(Math.max(...values(name)))}`;
        rows.push([
          pageName,
          `${formFactor} ${label} (median of ${runs('federated').length}/${runs('monolith').length})`,
          format(federated),
          format(monolith),
          ratio(federated, monolith),
          `${range('federated')} / ${range('monolith')}`,
        ]);
      }
    }
  }
  // The runs' lowest and highest beside each median: a ratio of medians within their spread says little.
  const header = ['page', 'measure', 'federated', 'monolith', 'fed/mono', 'runs: federated / monolith'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column < 2 || column === 5 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
