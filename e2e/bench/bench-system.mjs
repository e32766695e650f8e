// The system a bench runs against: the edge and the API (and what else it names) started from the
// built tree as separate processes, unless INKPOT_BENCH_URL points at a running system; and a demo
// reader signed in through the edge with an emailed code from the development mailbox.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '@inkpot/config/env';
import { READINESS_PATH } from '@inkpot/shared-contracts/health';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = loadEnv();

export const BASE = process.env.INKPOT_BENCH_URL ?? `http://localhost:${env.HOST_PORT}`;
export const API = process.env.INKPOT_BENCH_API_URL ?? `http://localhost:${env.API_PORT}`;
/** Whether the bench starts the system itself (else it measures the one at INKPOT_BENCH_URL). */
export const STARTS_SYSTEM = !process.env.INKPOT_BENCH_URL;

/** True when `url` answers its health check (`ready`: its readiness: the API's seed world is in). */
export async function isUp(url, { ready = false } = {}) {
  try {
    return (await fetch(`${url}${ready ? READINESS_PATH : '/_/health'}`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the API and the edge (and `extra`: name to script and arguments) as node processes, with
 * `nodeArgs` per name (an inspector port, say), and waits until both answer.
 * @param {{ extra?: Record<string, string[]>, nodeArgs?: Record<string, string[]>, env?: Record<string, string> }} [options]
 * @returns {Promise<Record<string, import('node:child_process').ChildProcess>>}
 */
export async function startSystem({ extra = {}, nodeArgs = {}, env: extraEnv = {} } = {}) {
  if ((await isUp(BASE)) || (await isUp(API)))
    throw new Error(`Something already answers on ${BASE} or ${API}: stop it, or set INKPOT_BENCH_URL to bench it.`);
  const scripts = { api: ['platform-api/src/main.ts'], edge: ['shell-host/server/main.ts'], ...extra };
  const processes = Object.fromEntries(
    Object.entries(scripts).map(([name, args]) => [
      name,
      spawn(process.execPath, [...(nodeArgs[name] ?? []), ...args], {
        cwd: root,
        stdio: 'ignore',
        // A fresh seed world in memory for every run (unless DATABASE_URL names a server), and the
        // API's limits at 50 times their allowance: a bench signs the same demo reader in at every run.
        env: { PGLITE_DIR: 'memory://', RATE_LIMIT_MULTIPLIER: '50', ...process.env, ...extraEnv },
      }),
    ]),
  );
  const ready = async () => (await isUp(BASE, { ready: true })) && (await isUp(API, { ready: true }));
  for (let i = 0; i < 600 && !(await ready()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!(await ready())) {
    await stopSystem(processes);
    throw new Error('The system did not start; run `npm run build` first.');
  }
  return processes;
}

/**
 * Stops the processes and waits until they are gone (SIGKILL after 10 s), so the next run finds
 * its ports free.
 * @param {Record<string, import('node:child_process').ChildProcess>} processes
 */
export async function stopSystem(processes) {
  await Promise.all(
    Object.values(processes).map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve(undefined);
          });
          child.kill();
        }),
    ),
  );
}

/**
 * Signs a demo account in through the edge with an emailed code (the development mailbox on the
 * API): the cookie header, the cookies one by one, and the xsrf token.
 * @param {string} email
 */
export async function signInThroughEdge(email) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (url, init = {}) => {
    const response = await fetch(url, { ...init, headers: { ...init.headers, cookie: cookieHeader() } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      cookies.set(name.trim(), value.trim());
    }
    return response;
  };
  const graphql = async (query, variables) =>
    (
      await call(`${BASE}/_/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': '1' },
        body: JSON.stringify({ query, variables }),
      })
    ).json();
  await graphql('mutation ($input: SendAcctAuthEmailInput!) { sendAcctAuthEmail(input: $input) { __typename } }', {
    input: { email, operation: 'login', type: 'LOGIN_CODE' },
  });
  const [mail] = await (await fetch(`${API}/_/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const verified = await graphql('mutation ($code: String!) { verifyLoginCode(loginCode: $code) { __typename } }', {
    code: mail?.code,
  });
  if (verified.data?.verifyLoginCode?.__typename !== 'Token')
    throw new Error(`Could not sign ${email} in: ${JSON.stringify(verified)}`);
  const session = await (await call(`${BASE}/_/api/session`)).json();
  return { cookie: cookieHeader(), cookies: new Map(cookies), xsrf: session.xsrf };
}
