// Serves the built system: the API on :4000, the edge on :3000, every remote on its own port and,
// outside production, the local OpenID provider on :4001, each in its own process (as they
// deploy), stopping all when one stops. The environment is read once here and handed to every
// process, so they cannot disagree about it.
import { isDeployed, loadEnv } from '../env.mjs';
import { runSystem } from './system-processes.mjs';

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

await runSystem(environment);
