// The version-skew matrix: `npm run test:skew [-- --remote search]`.
// From the release registry's history, for each remote (and the host), a composition snapshot where
// that part is at its previous release and everything else at its current one (POST /_/composition:
// nothing is rebuilt and no reader's page changes), then the cross-remote smoke journeys
// (e2e/skew/smoke.spec.ts) against it through `?composition=`. Prints the matrix (rows: a part at
// N-1; columns: the journeys), writes it as JSON and as an HTML page beside one Playwright report per
// row, and exits 1 on a red cell. It drives a running system (`npm run serve`, or INKPOT_URL).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployTokenOf, loadEnv, REMOTES } from '../env.mjs';
import { qaLinkKeyOf, signQaLink } from '../local-override.mjs';
import { root } from './build-parts.mjs';
import { cli, examples, oneOf, runCommand } from './cli.mjs';
import {
  compositionRequest,
  isRed,
  journeyOutcomes,
  JOURNEYS,
  matrixHtml,
  matrixText,
  skewRows,
} from './skew-matrix.mjs';

const HOST = 'shell';
const env = loadEnv();
const program = cli(
  'test:skew',
  'Runs the cross-remote smoke journeys with each remote (and the host) at its previous release beside the current others.',
)
  .option('--remote <name>', `only this part: ${[...REMOTES, HOST].join(', ')}`, oneOf([...REMOTES, HOST]))
  .option('--out <dir>', 'where the matrix and the reports go', path.join(root, 'e2e', 'skew-report'))
  .addHelpText(
    'after',
    `${examples(['npm run test:skew', 'npm run test:skew -- --remote search', 'INKPOT_URL=https://staging.example npm run test:skew'])}
The system must be running. The registry is the API's (API_URL) with the deploy token (DEPLOY_TOKEN);
pages come from the edge (INKPOT_URL, else PUBLIC_URL).
`,
  )
  .parse(process.argv);
const options = program.opts();

const baseUrl = process.env.INKPOT_URL || process.env.INKPOT_E2E_BASE_URL || env.PUBLIC_URL;
const token = deployTokenOf(env);

async function registry(pathname, body) {
  if (!token) throw new Error("This deployment has no DEPLOY_TOKEN: set it to the API's.");
  let response;
  try {
    response = await fetch(new URL(pathname, env.API_URL), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-deploy-actor': 'test:skew' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new Error(
      `The release registry at ${env.API_URL} did not answer (start the system first: npm run serve): ${error.cause?.code ?? error}`,
      { cause: error },
    );
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${answer.error ?? ''}`);
  return answer;
}

/** The registry the edge gives a page drawn from `pageUrl`'s composition (its `/_/registry.json`). */
async function pageRegistry(pageUrl) {
  const url = new URL('/_/registry.json', baseUrl);
  url.search = new URL(pageUrl).search;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`The edge at ${baseUrl} answered ${response.status} for ${url.pathname}.`);
  const registry = await response.json();
  if (registry.composition !== new URL(pageUrl).searchParams.get('composition'))
    throw new Error(`The edge did not serve composition ${new URL(pageUrl).searchParams.get('composition')}.`);
  return registry;
}

/** Runs the smoke journeys against one composition; the exit code of Playwright. */
function runJourneys(row, dir) {
  const args = [
    path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    '-c',
    'playwright.skew.config.ts',
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: path.join(root, 'e2e'),
      stdio: 'inherit',
      env: {
        ...process.env,
        INKPOT_URL: baseUrl,
        INKPOT_COMPOSITION: row.link ?? row.composition,
        INKPOT_SKEW_ROW: `${row.part}@${row.previous}`,
        INKPOT_SKEW_RELEASES: row.releases.join(','),
        INKPOT_SKEW_JSON: path.join(dir, 'results.json'),
        INKPOT_SKEW_REPORT: path.join(dir, 'report'),
        INKPOT_SKEW_RESULTS: path.join(dir, 'test-results'),
        // The suite is pointed at this machine's system as a QA run would be; mutations stay its own.
        INKPOT_API_URL: process.env.INKPOT_API_URL ?? env.API_URL,
      },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const started = Date.now();
  const parts = options.remote ? [options.remote] : [...REMOTES, HOST];
  const channels = [];
  for (const part of parts) channels.push({ name: part, ...(await registry(`/_/releases/${part}`)) });
  const rows = skewRows(channels);
  rmSync(options.out, { recursive: true, force: true });
  mkdirSync(options.out, { recursive: true });

  for (const row of rows) {
    if (!row.previous) {
      console.log(`[skew] ${row.part}: ${row.skipped}; nothing to run`);
      continue;
    }
    const rowStarted = Date.now();
    try {
      const snapshot = await registry('/_/composition', compositionRequest(row, HOST));
      row.composition = snapshot.id;
      // A previous release that was rolled back is withdrawn: its snapshot opens only with a signed QA link.
      if (snapshot.withdrawn?.length) {
        const key = qaLinkKeyOf(token);
        row.link = signQaLink(key, {
          pageUrl: new URL('/', baseUrl).href,
          composition: snapshot.id,
          seconds: 3600,
          now: Date.now(),
        }).url;
      }
      // Every release a page of it gets: the snapshot's, and the registry file's for parts never released.
      const page = await pageRegistry(row.link ?? `${new URL('/', baseUrl).href}?composition=${snapshot.id}`);
      row.releases = [
        snapshot.host ? `${HOST}@${snapshot.host.version}` : `${HOST} (the edge's own build)`,
        ...page.remotes.map((release) => `${release.name}@${release.version}`),
      ];
    } catch (error) {
      row.error = `no composition: ${error.message}`;
      console.error(`[skew] ${row.part}@${row.previous}: ${row.error}`);
      continue;
    }
    console.log(`\n[skew] ${row.part}@${row.previous} (N-1) beside the current others: composition ${row.composition}`);
    console.log(`[skew] releases: ${row.releases.join(', ')}`);
    const dir = path.join(options.out, row.part);
    await runJourneys(row, dir);
    let report = null;
    try {
      report = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    } catch {
      row.error = 'the smoke journeys wrote no results';
    }
    row.cells = journeyOutcomes(report);
    row.report = path.join(row.part, 'report', 'index.html');
    row.seconds = Math.round((Date.now() - rowStarted) / 100) / 10;
  }

  const red = rows.some((row) => row.error || (row.cells && JOURNEYS.some((journey) => isRed(row.cells[journey]))));
  const tested = rows.filter((row) => row.cells).length;
  const matrix = {
    verdict: red ? 'red' : tested ? 'green' : 'nothing to test',
    base: baseUrl,
    at: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 100) / 10,
    journeys: JOURNEYS,
    rows: rows.map(({ link: _, ...row }) => row),
  };
  writeFileSync(path.join(options.out, 'skew.json'), `${JSON.stringify(matrix, null, 2)}\n`);
  writeFileSync(path.join(options.out, 'index.html'), matrixHtml(matrix));
  console.log(`\n${matrixText(matrix)}\n`);
  console.log(
    `[skew] ${matrix.verdict}: ${tested} of ${rows.length} parts tested at N-1 in ${matrix.seconds} s; ${path.relative(process.cwd(), path.join(options.out, 'index.html'))}`,
  );
  if (red) process.exit(1);
}

await runCommand('skew', main);
