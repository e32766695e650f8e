// The processes of the built system, as `npm run serve` and `npm run dev -- <remote>` run them: the
// API, the local OpenID provider (outside production), the edge and the remotes' static servers,
// each in its own process (as they deploy), stopping all when one stops.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { isDeployed, REMOTES } from '../env.mjs';
import { READINESS_PATH } from '../listen.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {{ name: string, command: string, prefixColor?: string, env?: Record<string, string> }} SystemProcess
 * @typedef {'development' | 'staging' | 'production'} Environment
 */

/**
 * Where each process of the system says whether it can serve (its readiness; 503 naming the part
 * that cannot). The remotes' static server answers for all five remotes on the first one's port.
 * @param {Environment} environment
 * @param {{ API_PORT: number, HOST_PORT: number, DEV_OIDC_PORT: number, remotePort: (remote: string) => number }} ports
 */
export function readinessUrls(environment, ports) {
  const local = (port) => `http://127.0.0.1:${port}${READINESS_PATH}`;
  return [
    { name: 'api', url: local(ports.API_PORT) },
    ...(isDeployed(environment) ? [] : [{ name: 'oidc', url: local(ports.DEV_OIDC_PORT) }]),
    { name: 'edge', url: local(ports.HOST_PORT) },
    ...REMOTES.map((remote) => ({ name: `remotes (${remote})`, url: local(ports.remotePort(remote)) })),
  ];
}

/** @param {Environment} environment */
export function systemProcesses(environment) {
  // The local OpenID provider stands in for the social providers in development only.
  const localOpenIdProvider = isDeployed(environment)
    ? []
    : [{ name: 'oidc', command: 'node platform-api/src/dev-oidc/main.ts', prefixColor: 'yellow' }];
  return [
    { name: 'api', command: 'node platform-api/src/main.ts', prefixColor: 'green' },
    ...localOpenIdProvider,
    { name: 'edge', command: 'node shell-host/server/main.ts', prefixColor: 'blue' },
    { name: 'remotes', command: 'node config/scripts/static-server.mjs', prefixColor: 'magenta' },
  ];
}

/**
 * Starts processes; when one stops, all stop. `stopped` settles then: exit code 0 when they were
 * asked to stop, else 1, after one line naming the process that stopped first and how.
 * @param {Environment} environment  handed to every process, so they cannot disagree
 * @param {SystemProcess[]} processes
 * @param {{ restartTries?: number }} [options]  restartTries: a process that dies by itself is
 *   started again (a second later) that many times before the others stop, as a supervisor would;
 *   never one that was asked to stop (a signal ends `sh -c` and HAProxy with a non-zero code, and
 *   concurrently's own restarts would start those again, so the stop would never end)
 */
export function startProcesses(environment, processes, { restartTries = 0 } = {}) {
  const env = {
    INKPOT_ENVIRONMENT: environment,
    // Pretty lines for a person at a terminal; JSON lines when the output goes to a file or a collector.
    ...(!process.env.LOG_FORMAT && process.stdout.isTTY && !isDeployed(environment) && { LOG_FORMAT: 'pretty' }),
  };
  const { result, commands } = concurrently(
    processes.map((process) => ({ ...process, env: { ...env, ...process.env } })),
    { prefix: 'name', cwd: root },
  );
  // Whether and how the system stopped is decided below, from each process's last exit.
  result.catch(() => {});
  let stopping = false;
  /** @type {{ name: string, exitCode: number | string } | null} */
  let firstStopped = null;
  const stopAll = () => {
    if (stopping) return;
    stopping = true;
    for (const command of commands) command.kill('SIGTERM');
  };
  // A signal to this process is passed on to every process (concurrently does): a stop, not a failure.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => (stopping = true));
  const ended = commands.map(
    (command) =>
      new Promise((resolve) => {
        let restarts = 0;
        command.close.subscribe(({ exitCode }) => {
          if (!stopping && exitCode !== 0 && restarts < restartTries) {
            restarts += 1;
            console.error(
              `[start] ${command.name} stopped (exit ${exitCode}); starting it again (${restarts} of ${restartTries})`,
            );
            setTimeout(() => (stopping ? resolve(undefined) : command.start()), 1000);
            return;
          }
          if (!stopping) firstStopped ??= { name: command.name, exitCode };
          stopAll();
          resolve(undefined);
        });
      }),
  );
  const stopped = Promise.all(ended).then(() => {
    if (!firstStopped) return 0;
    console.error(
      `[start] ${firstStopped.name} stopped (exit ${firstStopped.exitCode}), so the system was stopped. Its last lines above say why.`,
    );
    return 1;
  });
  return {
    stopped,
    /** Stops every process (SIGTERM: each drains and exits). */
    stop: stopAll,
  };
}

/**
 * Runs processes until one stops (then all stop); exits 1 on a failure.
 * @param {Environment} environment
 * @param {SystemProcess[]} processes
 */
export async function runProcesses(environment, processes) {
  const code = await startProcesses(environment, processes).stopped;
  if (code !== 0) process.exit(code);
}

/**
 * The system, plus `extra` processes beside it.
 * @param {Environment} environment
 * @param {SystemProcess[]} [extra]
 */
export const runSystem = (environment, extra = []) =>
  runProcesses(environment, [...systemProcesses(environment), ...extra]);

/**
 * Polls each readiness URL until it answers 200. Resolves `{ ready: true }`, or `{ ready: false,
 * name, detail }` naming the first part still not ready when `timeoutMs` ran out (its last answer).
 * @param {{ name: string, url: string }[]} parts
 * @param {{ timeoutMs?: number, intervalMs?: number, signal?: AbortSignal }} [options]
 * @returns {Promise<{ ready: true } | { ready: false, name: string, detail: string }>}
 */
export async function waitUntilReady(parts, { timeoutMs = 120_000, intervalMs = 250, signal } = {}) {
  const deadline = Date.now() + timeoutMs;
  /** @type {Map<string, string>} */
  const last = new Map(parts.map((part) => [part.name, 'no answer yet']));
  const pending = new Set(parts);
  while (pending.size > 0 && Date.now() < deadline && !signal?.aborted) {
    await Promise.all(
      [...pending].map(async (part) => {
        try {
          const response = await fetch(part.url, { signal: AbortSignal.timeout(2000) });
          const body = await response.text();
          if (response.ok) pending.delete(part);
          else last.set(part.name, `${response.status}: ${notReadyParts(body)}`);
        } catch (error) {
          last.set(
            part.name,
            `no answer (${/** @type {{ cause?: { code?: string } }} */ (error).cause?.code ?? String(error)})`,
          );
        }
      }),
    );
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const [first] = pending;
  return first ? { ready: false, name: first.name, detail: last.get(first.name) ?? '' } : { ready: true };
}

/** The parts a readiness answer names as not ready ("database: ECONNREFUSED"), or the answer itself. */
function notReadyParts(body) {
  try {
    const parsed = JSON.parse(body);
    const failing = (parsed.parts ?? []).filter((part) => !part.ok && part.required);
    if (failing.length) return failing.map((part) => `${part.name}: ${part.detail}`).join('; ');
  } catch {
    // Not a readiness answer: shown as it came.
  }
  return body.slice(0, 200);
}
