// Serves the built system: the edge on :3000 and every remote on its own port, each in its
// own process (as they deploy), stopping all when one stops.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'edge', command: 'node shell-host/server/main.ts', prefixColor: 'blue' },
    { name: 'remotes', command: 'node config/scripts/static-server.mjs', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name' },
);
await result.catch(() => process.exit(1));
