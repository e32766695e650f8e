// Serves the built system: the API on :4000, the edge on :3000, every remote on its own port and,
// outside production, the local OpenID provider on :4001, each in its own process (as they
// deploy), stopping all when one stops.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The local OpenID provider stands in for the social providers wherever the API is not in
// production (the API decides the same way: NODE_ENV unset means development).
const localOpenIdProvider =
  process.env.NODE_ENV === 'production'
    ? []
    : [{ name: 'oidc', command: 'node platform-api/src/dev-oidc/main.ts', prefixColor: 'yellow' }];

const { result } = concurrently(
  [
    { name: 'api', command: 'node platform-api/src/main.ts', prefixColor: 'green' },
    ...localOpenIdProvider,
    { name: 'edge', command: 'node shell-host/server/main.ts', prefixColor: 'blue' },
    { name: 'remotes', command: 'node config/scripts/static-server.mjs', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name', cwd: root },
);
await result.catch(() => process.exit(1));
