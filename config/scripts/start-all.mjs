// Serves the built system: the API on :4000, the edge on :3000, every remote on its own port and,
// outside production, the local OpenID provider on :4001, each in its own process (as they
// deploy), stopping all when one stops. The environment is read once here and handed to every
// process, so they cannot disagree about it. It says when every part is ready (each one's
// readiness answers 200), or names the part that is not and stops them all.
import { isDeployed, loadEnv } from '../env.mjs';
import { readinessUrls, startProcesses, systemProcesses, waitUntilReady } from './system-processes.mjs';

/** How long the parts may take to be ready: a fresh PGlite migrates and seeds within it. */
const READY_WITHIN_MS = 120_000;
const started = Date.now();

const env = loadEnv();
const environment = env.INKPOT_ENVIRONMENT;

console.log(
  isDeployed(environment)
    ? `[start] Environment: ${environment} (INKPOT_ENVIRONMENT). No GraphiQL, introspection, field suggestions or ` +
        'development routes; cookies are Secure. Sign-in mail needs SMTP_URL (without it, mail stays in the outbox table).'
    : `[start] Environment: development (the default). GraphiQL and the development mailbox ` +
        `(http://localhost:${env.API_PORT}/_/dev/mailbox?to=EMAIL) answer on this machine only, never through the edge.\n` +
        '[start] To run it as production: INKPOT_ENVIRONMENT=production npm start',
);

const system = startProcesses(environment, systemProcesses(environment));
const stoppedEarly = new AbortController();
void system.stopped.then(() => stoppedEarly.abort());
const readiness = await waitUntilReady(readinessUrls(environment, env), {
  timeoutMs: READY_WITHIN_MS,
  signal: stoppedEarly.signal,
});
if (readiness.ready) {
  console.log(
    `[start] The system is ready at http://localhost:${env.HOST_PORT}/ (every part answered ready in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s). Logs: one line per request with its request id; ` +
      `metrics: http://localhost:${env.HOST_PORT}/metrics and http://localhost:${env.API_PORT}/metrics.`,
  );
} else if (!stoppedEarly.signal.aborted) {
  console.error(
    `[start] ${readiness.name} is not ready after ${READY_WITHIN_MS / 1000} s (${readiness.detail}); stopping the system.`,
  );
  system.stop();
  await system.stopped;
  process.exit(1);
}
// Ctrl-C or SIGTERM reaches every process (concurrently passes it on; they drain and exit), then this one exits.
process.exit(await system.stopped);
