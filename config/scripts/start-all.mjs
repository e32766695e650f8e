// Serves the built system: the API on :4000, the edge on :3000, every remote on its own port and,
// outside production, the local OpenID provider on :4001, each in its own process (as they
// deploy), stopping all when one stops. The environment is read once here and handed to every
// process, so they cannot disagree about it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { isDeployed, loadEnv } from '../env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
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

// The local OpenID provider stands in for the social providers in development only.
const localOpenIdProvider = isDeployed(environment)
  ? []
  : [{ name: 'oidc', command: 'node platform-api/src/dev-oidc/main.ts', prefixColor: 'yellow' }];

const { result } = concurrently(
  [
    { name: 'api', command: 'node platform-api/src/main.ts', prefixColor: 'green' },
    ...localOpenIdProvider,
    { name: 'edge', command: 'node shell-host/server/main.ts', prefixColor: 'blue' },
    { name: 'remotes', command: 'node config/scripts/static-server.mjs', prefixColor: 'magenta' },
  ].map((process) => ({ ...process, env: { INKPOT_ENVIRONMENT: environment } })),
  { killOthersOn: ['failure', 'success'], prefix: 'name', cwd: root },
);
await result.catch(() => process.exit(1));
