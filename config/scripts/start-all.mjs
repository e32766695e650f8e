// Serves the built system: the API on :4000, the edge on :3000 and every remote on its own
// port, each in its own process (as they deploy), stopping all when one stops.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const { result } = concurrently(
  [
    { name: 'api', command: 'node platform-api/src/main.ts', prefixColor: 'green' },
    { name: 'edge', command: 'node shell-host/server/main.ts', prefixColor: 'blue' },
    { name: 'remotes', command: 'node config/scripts/static-server.mjs', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name', cwd: root },
);
await result.catch(() => process.exit(1));
