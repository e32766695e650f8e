// node e2e/bench/banner-cls.mjs [--lighthouse]: layout shift (CLS) of pages that show a top banner,
// per demo account (visitor, reader's upsell, cancelled, card-expired, payment-failing, member),
// measured with a layout-shift PerformanceObserver in Chromium at 1280 and 375 px (median of
// BENCH_RUNS loads): the page's whole CLS, and the part of it from shifts that move the top bar
// (only the banner area is above it, so that part is the banner's). With --lighthouse, by Lighthouse 13 (median CLS of the same count of
// runs, the session cookie passed with --extra-headers). Needs a running system:
// INKPOT_BENCH_URL (edge, default :3000) and INKPOT_BENCH_API_URL (API, default :4000, for the
// development mailbox the sign-in reads).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { readLayoutShifts, recordLayoutShifts } from '../fixtures/layout-shifts.ts';
import { cli, examples } from '@inkpot/config/cli';
import { loadEnv } from '@inkpot/config/env';

const values = cli('bench:banner-cls', 'Layout shift of pages that show a top banner, per demo account.')
  .option('--lighthouse', 'measure with Lighthouse 13 instead of a PerformanceObserver', false)
  .addHelpText('after', examples(['node e2e/bench/banner-cls.mjs', 'node e2e/bench/banner-cls.mjs --lighthouse']))
  .parse(process.argv)
  .opts();
const env = loadEnv();
const BASE = process.env.INKPOT_BENCH_URL ?? `http://localhost:${env.HOST_PORT}`;
const API = process.env.INKPOT_BENCH_API_URL ?? `http://localhost:${env.API_PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ACCOUNTS = [
  ['visitor', null, '/'],
  ['reader', 'reader@demo.inkpot.test', '/'],
  ['cancelled', 'cancelled@demo.inkpot.test', '/'],
  ['card-expired', 'card-expired@demo.inkpot.test', '/'],
  ['payment-failing', 'payment-failing@demo.inkpot.test', '/'],
  ['payment-failing (settings)', 'payment-failing@demo.inkpot.test', '/me/settings'],
  ['member', 'member@demo.inkpot.test', '/'],
];

/** Signs in through the edge with an emailed code (the development mailbox); the cookie header. */
async function sessionCookie(email) {
  const cookies = new Map();
  const call = async (url, init = {}) => {
    const response = await fetch(url, {
      ...init,
      headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response.json();
  };
  const graphql = (query, variables) =>
    call(`${BASE}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': '1' },
      body: JSON.stringify({ query, variables }),
    });
  await graphql('mutation ($input: SendAcctAuthEmailInput!) { sendAcctAuthEmail(input: $input) { __typename } }', {
    input: { email, operation: 'login', type: 'LOGIN_CODE' },
  });
  const [mail] = await call(`${API}/_/dev/mailbox?to=${encodeURIComponent(email)}`);
  const verified = await graphql('mutation ($code: String!) { verifyLoginCode(loginCode: $code) { __typename } }', {
    code: mail.code,
  });
  if (verified.data?.verifyLoginCode?.__typename !== 'Token') throw new Error(`sign-in of ${email} failed`);
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function observedCls(browser, cookie, url, width) {
  const context = await browser.newContext({ viewport: { width, height: width === 1280 ? 800 : 740 } });
  if (cookie)
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: BASE };
      }),
    );
  const page = await context.newPage();
  await page.addInitScript(recordLayoutShifts);
  await page.goto(`${BASE}${url}`);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-state]')].every((slot) => slot.getAttribute('data-state') !== 'loading'),
  );
  // The banner's facts arrive after the slot mounts: let the page settle before reading the sum.
  await page.waitForTimeout(2000);
  const shifts = await page.evaluate(readLayoutShifts);
  const banner = await page.evaluate(
    () => document.querySelector('[data-slot="banner-area"] .ink-banner')?.getAttribute('data-variant') ?? 'none',
  );
  const result = { cls: shifts.total, bannerCls: shifts.fromBanner, banner };
  await context.close();
  return result;
}

function lighthouseCls(cookie, url) {
  const dir = mkdtempSync(path.join(tmpdir(), 'banner-cls-'));
  const out = path.join(dir, 'report.json');
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@13',
      `${BASE}${url}`,
      '--quiet',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox',
      '--output=json',
      `--output-path=${out}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { stdio: 'ignore', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  return JSON.parse(readFileSync(out, 'utf8')).audits['cumulative-layout-shift'].numericValue;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const cookies = new Map();
try {
  console.log(`Layout shift per account (${BASE}, median of ${RUNS} loads)`);
  for (const [name, email, url] of ACCOUNTS) {
    if (email && !cookies.has(email)) cookies.set(email, await sessionCookie(email));
    const cookie = email ? cookies.get(email) : null;
    const row = [name.padEnd(28), url.padEnd(14)];
    for (const width of [1280, 375]) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await observedCls(browser, cookie, url, width));
      row.push(
        `@${width}: CLS ${median(runs.map((r) => r.cls)).toFixed(4)}, moving the top bar ${median(runs.map((r) => r.bannerCls)).toFixed(4)} (${runs[0].banner})`,
      );
    }
    if (values.lighthouse) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(lighthouseCls(cookie, url));
      row.push(`lighthouse ${median(runs).toFixed(4)} [${runs.map((v) => v.toFixed(3)).join(', ')}]`);
    }
    console.log(row.join('  '));
  }
} finally {
  await browser.close();
}
