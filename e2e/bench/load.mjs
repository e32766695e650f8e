// npm run bench:load [-- --duration 60 --connections 200]: load on the integrated system, as readers
// make it, each run C concurrent clients for D seconds: a graphql-yoga hello world behind the API's
// express setup (the floor), the signed-in ViewerQuery straight at the API, a static file through
// the edge (/robots.txt), the ViewerQuery through the edge, and the home document (a visitor).
// Prints req/s, latency p50/p95/p99 and errors per run, the ratios between them, and the memory
// (RSS) of each process it started. Starts the edge and the API itself (after `npm run build`)
// unless INKPOT_BENCH_URL points at a running system. DATABASE_URL runs the API on PostgreSQL, with
// API_WORKERS processes.
import { readdirSync, readFileSync } from 'node:fs';
import { cli, examples, wholeNumber } from '@inkpot/config/cli';
import { printLoad, runLoad } from '@inkpot/platform-api/bench/load';
import { VIEWER_QUERY } from '@inkpot/platform-api/bench/viewer';
import { API, BASE, signInThroughEdge, startSystem, STARTS_SYSTEM, stopSystem } from './bench-system.mjs';

const { duration, connections } = cli(
  'bench:load',
  'Load through the edge: the home document, then the signed-in ViewerQuery.',
)
  .option('--duration <seconds>', 'seconds of each run', wholeNumber(1, 3600), 60)
  .option('--connections <count>', 'concurrent clients', wholeNumber(1, 10_000), 200)
  .addHelpText('after', examples(['npm run bench:load', 'npm run bench:load -- --duration 10 --connections 50']))
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
const sampler = setInterval(() => {
  for (const [name, child] of Object.entries(processes)) {
    try {
      const rss = treeRss(child.pid);
      memory[name].last = rss;
      memory[name].peak = Math.max(memory[name].peak, rss);
    } catch {
      // the process ended; its last sample stays
    }
  }
}, 500);

try {
  console.log(`Load at ${BASE} (edge) and ${API} (API): ${connections} concurrent clients, ${duration} s per run.`);
  const { cookie, xsrf } = await signInThroughEdge(READER);
  const viewer = {
    duration,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ operationName: 'ViewerQuery', query: VIEWER_QUERY }),
  };
  const results = {};
  const run = async (key, name, options) => {
    results[key] = await runLoad(name, options);
    printLoad(results[key]);
  };
  if (processes.hello)
    await run('hello', 'graphql-yoga hello world (the API express setup, no work)', {
      url: `${HELLO}/_/graphql`,
      duration,
      connections,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ hello }' }),
    });
  await run('api', 'ViewerQuery straight at the API (signed-in reader)', { url: `${API}/_/graphql`, ...viewer });
  await run('static', 'A static file through the edge (/robots.txt)', {
    url: `${BASE}/robots.txt`,
    duration,
    connections,
  });
  await run('edge', 'ViewerQuery through the edge (signed-in reader)', { url: `${BASE}/_/graphql`, ...viewer });
  await run('home', 'Home document (visitor)', { url: `${BASE}/`, duration, connections });
  const ratio = (a, b) =>
    results[a] && results[b] ? `${(results[a].requestsPerSecond / results[b].requestsPerSecond).toFixed(2)}x` : 'n/a';
  console.log(
    [
      'Ratios (req/s)',
      `  ViewerQuery through the edge / straight at the API   ${ratio('edge', 'api')}`,
      `  ViewerQuery at the API / yoga hello world             ${ratio('api', 'hello')}`,
      `  ViewerQuery through the edge / a static file there    ${ratio('edge', 'static')}`,
    ].join('\n'),
  );
  const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
  for (const [name, { peak, last }] of Object.entries(memory))
    console.log(`memory ${name.padEnd(5)} peak ${mib(peak)}, at the end ${mib(last)} (RSS)`);
  if (!Object.keys(memory).length) console.log('memory: not measured (the bench did not start the processes)');
} finally {
  clearInterval(sampler);
  await stopSystem(processes);
}
