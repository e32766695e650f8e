// npm run bench:tasks -- [path] [--runs N] [--width px] [--cpu x]: what blocks the main thread while a
// page loads, as a slow phone sees it (CPU slowed `--cpu` times, default 4, as Lighthouse's mobile
// run). Prints each long animation frame with its blocking time and the scripts that ran in it (the
// browser's own attribution: the script's file, the function and what invoked it), then the total
// blocking time per run and its median. Against a running system (HOST_PORT, as `npm start`).
// `--without <url prefix>` (repeatable) fails the requests under that prefix, e.g. a remote's
// origin: what the page costs without it (its slot falls back as when the remote is down).
// `--storage-state <file>` opens it with that browser state (Playwright's storageState JSON, e.g. a
// signed-in member's cookies) instead of as a visitor.
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { loadEnv } from '@inkpot/config/env';
import { median } from './measure.mjs';
import { cli, examples, wholeNumber } from '@inkpot/config/cli';

const program = cli('bench:tasks', 'What blocks the main thread while a page loads, as a slow phone sees it.')
  .argument('[path]', 'the page', '/')
  .option('--runs <count>', 'page loads', wholeNumber(1, 100), 3)
  .option('--width <px>', 'viewport width', wholeNumber(1, 10_000), 375)
  .option('--cpu <times>', 'CPU slowdown', wholeNumber(1, 100), 4)
  .option(
    '--without <url prefix>',
    'fail the requests under this prefix (repeatable)',
    (prefix, all) => [...all, prefix],
    [],
  )
  .option('--storage-state <file>', "open the page with this browser state (Playwright's storageState JSON)")
  .addHelpText(
    'after',
    examples([
      'npm run bench:tasks',
      'npm run bench:tasks -- /search?q=night --runs 5',
      'npm run bench:tasks -- / --without http://localhost:3004',
    ]),
  )
  .parse(process.argv);
const args = program.opts();
const { runs, width, cpu } = args;
const url = new URL(program.processedArgs[0], `http://localhost:${loadEnv().HOST_PORT}`).href;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const totals = [];
try {
  console.log(
    `[tasks] ${url} at ${width} px, CPU ${cpu}x slower, ${runs} run(s)` +
      (args.without.length ? `, without ${args.without.join(', ')}` : '') +
      (args.storageState ? `, with the browser state of ${args.storageState}` : '') +
      `; load average ${os.loadavg()[0].toFixed(2)}`,
  );
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      ...(args.storageState ? { storageState: args.storageState } : {}),
    });
    try {
      const page = await context.newPage();
      for (const prefix of args.without)
        await page.route(
          (requested) => requested.href.startsWith(prefix),
          (route) => route.abort(),
        );
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.addInitScript(() => {
        const frames = [];
        Object.defineProperty(window, '__inkpotLongFrames', { value: frames });
        new PerformanceObserver((list) => frames.push(...list.getEntries().map((entry) => entry.toJSON()))).observe({
          type: 'long-animation-frame',
          buffered: true,
        });
      });
      await page.goto(url);
      await page.waitForLoadState('load');
      // Remotes mount after load: wait until the main thread has been quiet for a while.
      await page.waitForTimeout(3000 * cpu);
      const frames = await page.evaluate(() => window.__inkpotLongFrames);
      const blocking = frames.reduce((sum, frame) => sum + frame.blockingDuration, 0);
      totals.push(blocking);
      console.log(`run ${run}: ${frames.length} long frames, ${Math.round(blocking)} ms blocking`);
      for (const frame of frames.filter((f) => f.blockingDuration > 0)) {
        console.log(
          `  at ${Math.round(frame.startTime)} ms: ${Math.round(frame.duration)} ms, ${Math.round(frame.blockingDuration)} blocking`,
        );
        for (const script of frame.scripts.filter((s) => s.duration >= 10))
          console.log(
            `    ${String(Math.round(script.duration)).padStart(4)} ms ${script.invokerType} ${script.invoker.slice(0, 50)}` +
              ` | ${script.sourceFunctionName || '(top level)'} ${script.sourceURL}`,
          );
      }
    } finally {
      await context.close();
    }
  }
  console.log(`[tasks] blocking time, median of ${runs}: ${Math.round(median(totals))} ms`);
} finally {
  await browser.close();
}
