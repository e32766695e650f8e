// `node config/scripts/ready-check.mjs <port...>`: exit 0 when the server on each of this machine's
// ports answers ready (its /_/health/ready is 200), else 1 with the first answer that was not. The
// compose file's health checks and the images' HEALTHCHECKs (deploy/Dockerfile) run it in each
// container; the remotes' origin image serves five ports, so it asks all five.
import { READINESS_PATH } from '../listen.mjs';
import { cli, examples, wholeNumber } from './cli.mjs';

const program = cli('ready-check', 'Exits 0 when the server on each port answers ready, else 1.')
  .argument('<ports...>', 'the ports of the servers to ask', (value, ports = []) => [
    ...ports,
    wholeNumber(1, 65535)(value),
  ])
  .addHelpText(
    'after',
    examples(['node config/scripts/ready-check.mjs 4000', 'node config/scripts/ready-check.mjs 3001 3002 3003']),
  )
  .parse(process.argv);
const [ports] = program.processedArgs;
for (const port of ports) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${READINESS_PATH}`, { signal: AbortSignal.timeout(4000) });
    if (response.ok) continue;
    console.error(`not ready on port ${port}: ${response.status} ${(await response.text()).slice(0, 500)}`);
  } catch (error) {
    console.error(
      `no answer on port ${port}: ${error instanceof Error ? (error.cause ?? error.message) : String(error)}`,
    );
  }
  process.exit(1);
}
process.exit(0);
