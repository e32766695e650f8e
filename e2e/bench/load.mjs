// npm run bench:load [-- --duration 60 --connections 200]: load on the integrated system, as readers
// make it, each run C concurrent clients for D seconds: a graphql-yoga hello world behind the API's
// express setup (the floor), the signed-in ViewerQuery straight at the API, a static file through
// the edge (/robots.txt), the ViewerQuery through the edge, and the home document (a visitor).
// Prints per run req/s, latency p50/p95/p99, errors, the memory (RSS) of each process it started
// and the CPU time each spent per request (the load generator's too: they share the machine's
// cores); then the ratios between runs, and whether the ViewerQuery meets its targets
// (LOAD_TARGETS; exit 1 when not). `--rounds N` repeats the four runs N times, one after the other
// (the machine's slower and quieter minutes fall on each run alike), prints each round's ratios and
// judges the targets on their medians. Starts the edge and the API itself (after `npm run build`)
// unless INKPOT_BENCH_URL points at a running system. DATABASE_URL runs the API on PostgreSQL,
// with API_WORKERS processes.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cli, examples, wholeNumber } from '@inkpot/config/cli';
import { median } from './measure.mjs';
import { printLoad, runLoad } from '@inkpot/platform-api/bench/load';
import { VIEWER_QUERY } from '@inkpot/platform-api/bench/viewer';
import { API, BASE, signInThroughEdge, startSystem, STARTS_SYSTEM, stopSystem } from './bench-system.mjs';

const { duration, connections, rounds } = cli(
  'bench:load',
  'The signed-in ViewerQuery beside a yoga hello world and a static file, at the API and through the edge, against its targets; then the home document.',
)
  .option('--duration <seconds>', 'seconds of each run', wholeNumber(1, 3600), 60)
  .option('--connections <count>', 'concurrent clients', wholeNumber(1, 10_000), 200)
  .option(
    '--rounds <count>',
    'times the four runs are made, one after the other; targets on the medians',
    wholeNumber(1, 20),
    1,
  )
  .addHelpText(
    'after',
    examples([
      'npm run bench:load',
      'npm run bench:load -- --duration 10 --connections 50',
      'npm run bench:load -- --duration 20 --rounds 3',
    ]),
  )
  .parse(process.argv)
  .opts();

const READER = 'reader@demo.inkpot.test';
/** The hello world's port: beside the API's. */
const HELLO_PORT = Number(new URL(API).port || 4000) + 50;
const HELLO = `http://127.0.0.1:${HELLO_PORT}`;

/** The processes this bench started, by name, for their memory. */
const processes = STARTS_SYSTEM
  ? await startSystem({ extra: { hello: ['platform-api/bench/hello-yoga.ts', String(HELLO_PORT)] } })
  : {};

/** Resident memory of each started process with its children (API workers), every 500 ms: peak and last. */
const memory = Object.fromEntries(Object.keys(processes).map((name) => [name, { peak: 0, last: 0 }]));
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const childrenOf = (pid) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
const treeRss = (pid) => rssOf(pid) + childrenOf(pid).reduce((sum, child) => sum + treeRss(child), 0);
/** Peak RSS of each process during the current run (reset as each run starts). */
let runPeak = {};
const sampler = setInterval(() => {
  for (const [name, child] of Object.entries(processes)) {
    try {
      const rss = treeRss(child.pid);
      memory[name].last = rss;
      memory[name].peak = Math.max(memory[name].peak, rss);
      runPeak[name] = Math.max(runPeak[name] ?? 0, rss);
    } catch {
      // the process ended; its last sample stays
    }
  }
}, 500);
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** The clock ticks a second /proc counts CPU time in. */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
/** CPU time (user and system, µs) of a process with its children (API workers) so far. */
const cpuOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const own = ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  return own + childrenOf(pid).reduce((sum, child) => sum + cpuOf(child), 0);
};
/** CPU time so far of each started process, and of this one (the load generator). */
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  const times = { 'load generator': user + system };
  for (const [name, child] of Object.entries(processes)) {
    try {
      times[name] = cpuOf(child.pid);
    } catch {
      // the process ended
    }
  }
  return times;
};

/**
 * What the signed-in ViewerQuery must reach beside its yardsticks measured in the same run: through
 * the edge, half the req/s of a static file there and at most twice its p95; straight at the API,
 * 0.3 of a yoga hello world's req/s; and no errors in any of the four runs.
 */
const LOAD_TARGETS = { edgeOverStatic: 0.5, edgeP95OverStatic: 2, apiOverHello: 0.3 };

try {
  console.log(
    `Load at ${BASE} (edge) and ${API} (API): ${connections} concurrent clients, ${duration} s per run${rounds > 1 ? `, ${rounds} rounds` : ''}.`,
  );
  const { cookie, xsrf } = await signInThroughEdge(READER);
  const viewer = {
    duration,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ operationName: 'ViewerQuery', query: VIEWER_QUERY }),
  };
  const run = async (name, options) => {
    runPeak = {};
    const cpuBefore = cpuNow();
    const result = await runLoad(name, options);
    const cpuAfter = cpuNow();
    printLoad(result);
    const rss = Object.entries(runPeak).map(([name, peak]) => `${name} ${mib(peak)}`);
    console.log(`  RSS      ${rss.length ? `${rss.join(', ')} (peak during the run)` : 'not measured'}`);
    // What each request cost each process: the machine's cores are shared by all of them.
    const cpu = Object.entries(cpuAfter).map(
      ([name, after]) => `${name} ${Math.round((after - (cpuBefore[name] ?? after)) / (result.total || 1))} µs`,
    );
    console.log(`  CPU      ${cpu.join(', ')} per request (user and system)`);
    return result;
  };
  /** The four runs the targets compare, as each round made them. */
  const measured = [];
  for (let round = 1; round <= rounds; round += 1) {
    const of = rounds > 1 ? ` [round ${round} of ${rounds}]` : '';
    const results = {};
    if (processes.hello)
      results.hello = await run(`graphql-yoga hello world (the API express setup, no work)${of}`, {
        url: `${HELLO}/_/graphql`,
        duration,
        connections,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ hello }' }),
      });
    results.api = await run(`ViewerQuery straight at the API (signed-in reader)${of}`, {
      url: `${API}/_/graphql`,
      ...viewer,
    });
    results.static = await run(`A static file through the edge (/robots.txt)${of}`, {
      url: `${BASE}/robots.txt`,
      duration,
      connections,
    });
    results.edge = await run(`ViewerQuery through the edge (signed-in reader)${of}`, {
      url: `${BASE}/_/graphql`,
      ...viewer,
    });
    measured.push(results);
  }
  await run('Home document (visitor)', { url: `${BASE}/`, duration, connections });

  /** The median of the rounds' ratios (of an even count, the mean of the middle two). */
  const middle = (values) => median(values, { meanOfMiddle: true });
  /** A ratio between two runs of each round (side by side). */
  const ratios = (a, b, of = 'requestsPerSecond') =>
    measured.map((results) => (results[a] && results[b] ? results[a][of] / results[b][of] : Number.NaN));
  const times = (value) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(2)}x`);
  const shown = (values) =>
    values.length > 1 ? `${times(middle(values))} (rounds: ${values.map(times).join(', ')})` : times(values[0]);
  const edgeOverStatic = ratios('edge', 'static');
  const edgeP95OverStatic = ratios('edge', 'static', 'p95');
  const apiOverHello = ratios('api', 'hello');
  console.log(
    [
      rounds > 1 ? `Ratios (median of ${rounds} rounds)` : 'Ratios',
      `  ViewerQuery through the edge / a static file there, req/s   ${shown(edgeOverStatic)}`,
      `  ViewerQuery through the edge / a static file there, p95     ${shown(edgeP95OverStatic)}`,
      `  ViewerQuery at the API / yoga hello world, req/s            ${shown(apiOverHello)}`,
      `  ViewerQuery through the edge / straight at the API, req/s   ${shown(ratios('edge', 'api'))}`,
    ].join('\n'),
  );
  const errorsOf = (result) => result.errors + result.non2xx;
  const checks = [
    [
      `ViewerQuery through the edge >= ${LOAD_TARGETS.edgeOverStatic}x a static file's req/s`,
      middle(edgeOverStatic) >= LOAD_TARGETS.edgeOverStatic,
    ],
    [
      `ViewerQuery through the edge p95 <= ${LOAD_TARGETS.edgeP95OverStatic}x a static file's p95`,
      middle(edgeP95OverStatic) <= LOAD_TARGETS.edgeP95OverStatic,
    ],
    [
      `ViewerQuery at the API >= ${LOAD_TARGETS.apiOverHello}x the yoga hello world's req/s`,
      middle(apiOverHello) >= LOAD_TARGETS.apiOverHello,
    ],
    [
      `no errors (connection, timeout or non-2xx) in those four runs${rounds > 1 ? ' of every round' : ''}`,
      measured.every((results) => Object.values(results).every((result) => errorsOf(result) === 0)),
    ],
  ];
  console.log(['Targets', ...checks.map(([name, ok]) => `  ${ok ? 'pass' : 'FAIL'}  ${name}`)].join('\n'));
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  for (const [name, { peak, last }] of Object.entries(memory))
    console.log(`memory ${name.padEnd(5)} peak over all runs ${mib(peak)}, at the end ${mib(last)} (RSS)`);
  if (!Object.keys(memory).length) console.log('memory: not measured (the bench did not start the processes)');
} finally {
  clearInterval(sampler);
  await stopSystem(processes);
}
