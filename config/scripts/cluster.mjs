// `npm run start:cluster`: the system as it runs beyond one laptop, on real components: PostgreSQL
// (Debian's package, or CLUSTER_DATABASE_URL), two API processes, two edges, the remotes' origin and
// HAProxy in front of the edges on one public port (CLUSTER_PORT, 8080 by default), balancing the
// API processes for the edges on a second, loopback port. Health checks ask every server's
// readiness. Its ports are its own, so it runs beside `npm start`. It serves what `npm run build`
// built; the database starts empty at every start (the APIs seed it) unless `--keep-data`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bindHostOf, loadEnv, REMOTES } from '../env.mjs';
import { READINESS_PATH } from '../listen.mjs';
import { cli, examples } from './cli.mjs';
import { startProcesses, waitUntilReady } from './system-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLUSTER_DIR = path.join(root, '.data', 'cluster');
/** How many of each: what `start:cluster` runs, and what the cluster tests expect. */
export const EDGES = 2;
export const APIS = 2;

/**
 * Every port of the cluster, from its public one: edges at +100, APIs at +200, the API balancer at
 * +10, HAProxy's statistics at +11, the remotes' origin at +301.., the local OpenID provider at +400.
 * @param {number} publicPort
 */
export function clusterPorts(publicPort) {
  return {
    public: publicPort,
    apiBalancer: publicPort + 10,
    stats: publicPort + 11,
    edges: Array.from({ length: EDGES }, (_, index) => publicPort + 100 + index),
    apis: Array.from({ length: APIS }, (_, index) => publicPort + 200 + index),
    /** @type {Record<string, number>} */
    remotes: Object.fromEntries(REMOTES.map((remote, index) => [remote, publicPort + 301 + index])),
    oidc: publicPort + 400,
  };
}

/**
 * HAProxy's answer to whether the cluster is ready: 200 while every edge and every API process is
 * in rotation, 503 otherwise (on the statistics port).
 * @param {ReturnType<typeof clusterPorts>} ports
 */
export const clusterReadyUrl = (ports) => `http://127.0.0.1:${ports.stats}/cluster-ready`;

/**
 * Every port of the cluster, as a list.
 * @param {ReturnType<typeof clusterPorts>} ports
 */
export const allPorts = (ports) => [
  ports.public,
  ports.apiBalancer,
  ports.stats,
  ...ports.edges,
  ...ports.apis,
  ...Object.values(ports.remotes),
  ports.oidc,
];

/**
 * HAProxy's configuration: the edges behind the public port, the API processes behind the
 * balancer port; a server is in rotation while its readiness answers 200. A request whose
 * connection failed is sent to the other server; a GET or HEAD that got no answer is retried
 * there too; other methods are never sent twice.
 * @param {ReturnType<typeof clusterPorts>} ports
 * @param {string} bind  the address HAProxy listens on
 */
export function haproxyConfig(ports, bind) {
  const servers = (name, list) =>
    list.map((port, index) => `  server ${name}-${index + 1} 127.0.0.1:${port} check`).join('\n');
  return `# Written by config/scripts/cluster.mjs at every start.
global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  option httpchk GET ${READINESS_PATH}
  http-check expect status 200
  default-server inter 1s fall 2 rise 1

frontend public
  bind ${bind}:${ports.public}
  # The reader's address, as the edges and APIs read it (TRUST_PROXY: loopback), replacing any sent.
  http-request set-header X-Forwarded-For %[src]
  # One id per request, unless the request brings its own: the edges log it and pass it on.
  http-request set-header X-Request-Id %[uuid()] unless { req.hdr(x-request-id) -m found }
  default_backend edges

backend edges
  balance roundrobin
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  http-response set-header Inkpot-Edge %s
${servers('edge', ports.edges)}

frontend apis
  bind 127.0.0.1:${ports.apiBalancer}
  option forwardfor
  default_backend apis

backend apis
  balance roundrobin
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  http-response set-header Inkpot-Api %s
${servers('api', ports.apis)}

frontend stats
  bind 127.0.0.1:${ports.stats}
  # The cluster is ready when every edge and every API process is in rotation (HAProxy's public
  # port answers as soon as one edge does, and an edge as soon as it runs, before any API is).
  monitor-uri ${new URL(clusterReadyUrl(ports)).pathname}
  monitor fail if { nbsrv(edges) lt ${ports.edges.length} } || { nbsrv(apis) lt ${ports.apis.length} }
  stats enable
  stats uri /
  stats refresh 2s
`;
}

/**
 * The ports of `ports` something already listens on. A cluster started over a leftover process would
 * be half the new one and half the old (answering ready on the old code and database).
 * @param {ReturnType<typeof clusterPorts>} ports
 * @param {string} host
 */
async function takenPorts(ports, host) {
  const taken = await Promise.all(
    allPorts(ports).map(
      (port) =>
        new Promise((resolve) => {
          const probe = createServer()
            .once('error', () => resolve(port))
            .listen(port, host, () => probe.close(() => resolve(null)));
        }),
    ),
  );
  return taken.filter((port) => port !== null);
}

/**
 * Waits until HAProxy has every server of both backends in rotation (its monitor answers 200);
 * if it does not in time, names the servers its statistics show not UP.
 * @param {ReturnType<typeof clusterPorts>} ports
 * @param {{ timeoutMs?: number, signal: AbortSignal }} options  signal: stop waiting (the cluster stopped)
 * @returns {Promise<{ ready: true } | { ready: false, name: string, detail: string }>}
 */
async function everyServerInRotation(ports, { timeoutMs = 30_000, signal }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !signal.aborted) {
    const answer = await fetch(clusterReadyUrl(ports)).catch(() => null);
    if (answer?.ok) return { ready: true };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const csv = await fetch(`http://127.0.0.1:${ports.stats}/;csv`)
    .then((answer) => answer.text())
    .catch((error) => String(error));
  const down = csv
    .split('\n')
    .map((line) => line.split(','))
    .filter(([backend, server]) => ['edges', 'apis'].includes(backend) && !['FRONTEND', 'BACKEND'].includes(server))
    .filter((fields) => fields[17] !== 'UP')
    .map(([backend, server, ...rest]) => `${backend}/${server} ${rest[15]}`);
  return { ready: false, name: 'haproxy', detail: `not in rotation: ${down.join(', ') || csv.slice(0, 200)}` };
}

/** Installs a Debian package the cluster needs when it is missing (root only, as CI runs). */
function ensurePackage(command, pkg) {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${command} is not installed: apt-get install ${pkg} (as root), then start the cluster again.`);
  console.log(`[cluster] installing Debian's ${pkg}`);
  const aptGet = (...args) =>
    execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    aptGet('install', '-y', '-qq', pkg);
  } catch {
    // A fresh machine's package lists may not name it yet.
    aptGet('update', '-qq');
    aptGet('install', '-y', '-qq', pkg);
  }
}

const asPostgres = (sql) =>
  execFileSync('su', ['postgres', '-c', `psql -qtAc ${JSON.stringify(sql)}`], { encoding: 'utf8' }).trim();

/**
 * A PostgreSQL database for the cluster: CLUSTER_DATABASE_URL as given, or `inkpot_cluster` on
 * Debian's PostgreSQL on this machine (started, with the `inkpot` role), emptied unless `keep`.
 */
function clusterDatabase({ given, keep }) {
  if (given) return given;
  ensurePackage('pg_ctlcluster', 'postgresql');
  const version = readdirSync('/etc/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  spawnSync('pg_ctlcluster', [String(version), 'main', 'start'], { stdio: 'ignore' });
  if (asPostgres("select 1 from pg_roles where rolname = 'inkpot'") !== '1')
    asPostgres("create role inkpot login password 'inkpot' createdb");
  const exists = asPostgres("select 1 from pg_database where datname = 'inkpot_cluster'") === '1';
  if (exists && !keep) asPostgres('drop database inkpot_cluster with (force)');
  if (!exists || !keep) asPostgres('create database inkpot_cluster owner inkpot');
  return 'postgres://inkpot:inkpot@127.0.0.1:5432/inkpot_cluster';
}

/**
 * The registry file `npm run build` wrote, with each remote built here served from the cluster's
 * own origin ports.
 */
function clusterRegistry(env, ports) {
  const built = JSON.parse(readFileSync(env.REGISTRY_FILE, 'utf8'));
  return {
    ...built,
    remotes: built.remotes.map((release) =>
      release.manifestUrl.startsWith(env.remoteUrl(release.name))
        ? {
            ...release,
            manifestUrl: release.manifestUrl.replace(
              env.remoteUrl(release.name),
              `http://localhost:${ports.remotes[release.name]}/`,
            ),
          }
        : release,
    ),
  };
}

/** The environment every process of the cluster shares (ports of the remotes, the public URL). */
function sharedEnv(ports) {
  return {
    PUBLIC_URL: `http://localhost:${ports.public}`,
    DEV_OIDC_PORT: String(ports.oidc),
    ...Object.fromEntries(REMOTES.map((remote) => [`${remote.toUpperCase()}_PORT`, String(ports.remotes[remote])])),
  };
}

/** Starts the cluster and runs it until it stops (or a part is not ready). */
async function main() {
  const { keepData } = cli('start:cluster', 'Two edges and two APIs behind HAProxy, on PostgreSQL, beside npm start.')
    .option('--keep-data', 'keep the cluster database of the last start', false)
    .addHelpText(
      'after',
      examples(['npm run build && npm run start:cluster', 'CLUSTER_PORT=9080 npm run start:cluster -- --keep-data']),
    )
    .parse(process.argv)
    .opts();
  const env = loadEnv();
  const ports = clusterPorts(env.CLUSTER_PORT);
  const started = Date.now();
  try {
    if (!existsSync(env.REGISTRY_FILE)) throw new Error('nothing is built yet: npm run build first.');
    const taken = await takenPorts(ports, bindHostOf(env) ?? '0.0.0.0');
    if (taken.length)
      throw new Error(
        `ports ${taken.join(', ')} are in use (an earlier cluster still running?): stop what listens there (ss -ltnp), or set CLUSTER_PORT.`,
      );
    ensurePackage('haproxy', 'haproxy');
    const databaseUrl = clusterDatabase({ given: env.CLUSTER_DATABASE_URL, keep: keepData });
    mkdirSync(CLUSTER_DIR, { recursive: true });
    const registryFile = path.join(CLUSTER_DIR, 'registry.json');
    writeFileSync(registryFile, `${JSON.stringify(clusterRegistry(env, ports), null, 2)}\n`);
    const haproxyFile = path.join(CLUSTER_DIR, 'haproxy.cfg');
    writeFileSync(haproxyFile, haproxyConfig(ports, bindHostOf(env) ?? '0.0.0.0'));
    execFileSync('haproxy', ['-c', '-q', '-f', haproxyFile], { stdio: 'inherit' });

    const shared = sharedEnv(ports);
    const system = startProcesses(
      env.INKPOT_ENVIRONMENT,
      [
        ...ports.apis.map((port, index) => ({
          name: `api-${index + 1}`,
          command: 'node platform-api/src/main.ts',
          prefixColor: 'green',
          env: { ...shared, API_PORT: String(port), DATABASE_URL: databaseUrl, API_WORKERS: '1' },
        })),
        ...ports.edges.map((port, index) => ({
          name: `edge-${index + 1}`,
          command: 'node shell-host/server/main.ts',
          prefixColor: 'blue',
          env: {
            ...shared,
            HOST_PORT: String(port),
            API_URL: `http://127.0.0.1:${ports.apiBalancer}`,
            REGISTRY_FILE: registryFile,
          },
        })),
        { name: 'remotes', command: 'node config/scripts/static-server.mjs', prefixColor: 'magenta', env: shared },
        ...(env.INKPOT_ENVIRONMENT === 'development'
          ? [{ name: 'oidc', command: 'node platform-api/src/dev-oidc/main.ts', prefixColor: 'yellow', env: shared }]
          : []),
        { name: 'haproxy', command: `haproxy -db -f ${haproxyFile}`, prefixColor: 'cyan' },
        // A process that dies is started again, as a supervisor on each machine would.
      ],
      { restartTries: 5 },
    );
    const stoppedEarly = new AbortController();
    void system.stopped.then(() => stoppedEarly.abort());
    const local = (port) => `http://127.0.0.1:${port}${READINESS_PATH}`;
    const readiness = await waitUntilReady(
      [
        ...ports.apis.map((port, index) => ({ name: `api-${index + 1}`, url: local(port) })),
        ...ports.edges.map((port, index) => ({ name: `edge-${index + 1}`, url: local(port) })),
        ...REMOTES.map((remote) => ({ name: `remotes (${remote})`, url: local(ports.remotes[remote]) })),
        { name: 'haproxy', url: local(ports.public) },
      ],
      { timeoutMs: 120_000, signal: stoppedEarly.signal },
    );
    // HAProxy takes a server into rotation at its next health check: wait until it has every one.
    const rotation = readiness.ready ? await everyServerInRotation(ports, { signal: stoppedEarly.signal }) : readiness;
    if (!rotation.ready) {
      if (!stoppedEarly.signal.aborted) {
        console.error(`[cluster] ${rotation.name} is not ready (${rotation.detail}); stopping the cluster.`);
        system.stop();
      }
      process.exit((await system.stopped) || 1);
    }
    if (!readiness.ready) {
      if (!stoppedEarly.signal.aborted) {
        console.error(`[cluster] ${readiness.name} is not ready (${readiness.detail}); stopping the cluster.`);
        system.stop();
      }
      process.exit((await system.stopped) || 1);
    }
    console.log(
      `[cluster] ready in ${((Date.now() - started) / 1000).toFixed(1)} s at http://localhost:${ports.public}/ ` +
        `(edges :${ports.edges.join(', :')}; APIs :${ports.apis.join(', :')} behind :${ports.apiBalancer}; ` +
        `HAProxy statistics at http://127.0.0.1:${ports.stats}/). Deploy to it: API_URL=http://127.0.0.1:${ports.apiBalancer} ` +
        `${REMOTES.map((remote) => `${remote.toUpperCase()}_PORT=${ports.remotes[remote]}`).join(' ')} npm run deploy -- search`,
    );
    process.exit(await system.stopped);
  } catch (error) {
    console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) void main();
