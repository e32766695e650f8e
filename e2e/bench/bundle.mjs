// npm run bench:bundle — JS the home page loads before it is interactive (every slot settled):
// gzip bytes and request count per part (host and each remote) and in total. Starts the built
// system itself unless something already answers on HOST_PORT (INKPOT_BENCH_URL to point elsewhere).
// `-- --files` also lists each script with its gzip bytes (what `npm run bench:chunks` explains).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { loadEnv } from '@inkpot/config/env';
import { byPart, kib, median, partsByOrigin, scriptsBeforeInteractive } from './measure.mjs';
import { cli, examples } from '@inkpot/config/cli';

const { files: listFiles } = cli('bench:bundle', 'JS the home page loads before it is interactive, per part.')
  .option('--files', 'list each script with its gzip bytes', false)
  .addHelpText('after', examples(['npm run bench:bundle', 'npm run bench:bundle -- --files']))
  .parse(process.argv)
  .opts();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = loadEnv();
const BASE = process.env.INKPOT_BENCH_URL ?? `http://localhost:${env.HOST_PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PARTS = partsByOrigin(BASE, env);

async function isUp() {
  try {
    return (await fetch(`${BASE}/_/health`)).ok;
  } catch {
    return false;
  }
}

let server = null;
if (!(await isUp())) {
  server = spawn(process.execPath, [path.join(root, 'config/scripts/start-all.mjs')], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 100 && !(await isUp()); i += 1) await new Promise((resolve) => setTimeout(resolve, 200));
  if (!(await isUp())) throw new Error('The system did not start; run `npm run build` first.');
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    // A visitor's home page has six slots: top bar, banners, footer, sign-in modal, toasts and the
    // search box (the sidebar is a signed-in reader's).
    const { scripts, interactiveMs } = await scriptsBeforeInteractive(browser, `${BASE}/`, { minSlots: 6 });
    const rows = byPart(scripts, PARTS);
    results.push({ rows, interactiveMs });
  }
} finally {
  await browser.close();
  if (server) process.kill(-server.pid);
}

const last = results.at(-1).rows;
console.log(`JS loaded before the home page is interactive (${BASE}/, run ${RUNS} of ${RUNS}):`);
console.log(['part'.padEnd(16), 'requests'.padStart(8), 'gzip'.padStart(11), 'raw'.padStart(11)].join(' '));
let total = { requests: 0, gzipBytes: 0, rawBytes: 0 };
for (const [part, row] of Object.entries(last).sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    [
      part.padEnd(16),
      String(row.requests).padStart(8),
      kib(row.gzipBytes).padStart(11),
      kib(row.rawBytes).padStart(11),
    ].join(' '),
  );
  if (listFiles)
    for (const { file, gzipBytes } of row.files) console.log(`    ${file.padEnd(60)} ${kib(gzipBytes).padStart(10)}`);
  total = {
    requests: total.requests + row.requests,
    gzipBytes: total.gzipBytes + row.gzipBytes,
    rawBytes: total.rawBytes + row.rawBytes,
  };
}
console.log(
  [
    'total'.padEnd(16),
    String(total.requests).padStart(8),
    kib(total.gzipBytes).padStart(11),
    kib(total.rawBytes).padStart(11),
  ].join(' '),
);
const times = results.map((result) => result.interactiveMs).sort((a, b) => a - b);
console.log(`time to all slots settled (ms, ${RUNS} runs, median): ${median(times)}  [${times.join(', ')}]`);
