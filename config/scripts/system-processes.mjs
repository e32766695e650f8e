// The processes of the built system, as `npm run serve` and `npm run dev -- <remote>` run them: the
// API, the local OpenID provider (outside production), the edge and the remotes' static servers,
// each in its own process (as they deploy), stopping all when one stops.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { isDeployed } from '../env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {{ name: string, command: string, prefixColor?: string }} SystemProcess
 * @typedef {'development' | 'staging' | 'production'} Environment
 */

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
 * Runs processes until one stops (then all stop); exits 1 on a failure.
 * @param {Environment} environment  handed to every process, so they cannot disagree
 * @param {SystemProcess[]} processes
 */
export async function runProcesses(environment, processes) {
  const { result } = concurrently(
    processes.map((process) => ({ ...process, env: { INKPOT_ENVIRONMENT: environment } })),
    { killOthersOn: ['failure', 'success'], prefix: 'name', cwd: root },
  );
  await result.catch(() => process.exit(1));
}

/**
 * The system, plus `extra` processes beside it.
 * @param {Environment} environment
 * @param {SystemProcess[]} [extra]
 */
export const runSystem = (environment, extra = []) =>
  runProcesses(environment, [...systemProcesses(environment), ...extra]);
