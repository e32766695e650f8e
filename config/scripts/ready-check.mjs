// `node config/scripts/ready-check.mjs <port>`: exit 0 when the server on this machine's <port>
// answers ready (its /_/health/ready is 200), else 1 with its answer. The compose file's health
// checks run it in each service's container.
import { READINESS_PATH } from '../listen.mjs';
import { cli, examples, wholeNumber } from './cli.mjs';

const program = cli('ready-check', 'Exits 0 when the server on this port answers ready, else 1.')
  .argument('<port>', 'the port of the server to ask', wholeNumber(1, 65535))
  .addHelpText('after', examples(['node config/scripts/ready-check.mjs 4000']))
  .parse(process.argv);
const [port] = program.processedArgs;
try {
  const response = await fetch(`http://127.0.0.1:${port}${READINESS_PATH}`, { signal: AbortSignal.timeout(4000) });
  if (response.ok) process.exit(0);
  console.error(`not ready: ${response.status} ${(await response.text()).slice(0, 500)}`);
} catch (error) {
  console.error(
    `no answer on port ${port}: ${error instanceof Error ? (error.cause ?? error.message) : String(error)}`,
  );
}
process.exit(1);
