// `npm run dev -- <remote>`: one remote from source, rebuilt on save, against the built rest (the
// API, the edge and every remote's built files, served as `npm run serve` does), and the page URL
// with a local override that points that remote at the source build.
//   npm run dev -- search               the system and the search remote from source
//   npm run dev -- search --remote-only only the remote (the system already runs, here or deployed)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, REMOTES } from '../env.mjs';
import { dirOf, root } from './build-parts.mjs';
import { cli, examples, oneOf } from './cli.mjs';
import { runProcesses, runSystem } from './system-processes.mjs';

const env = loadEnv();
const program = cli('dev', 'One remote from source, rebuilt on save, against the built rest of the system.')
  .argument('<remote>', `the remote: ${REMOTES.join(', ')}`, oneOf(REMOTES))
  .option('--remote-only', 'only the remote (the system already runs, here or deployed)', false)
  .addHelpText('after', examples(['npm run dev -- search', 'npm run dev -- search --remote-only']))
  .parse(process.argv);
const [remote] = program.processedArgs;
const { remoteOnly } = program.opts();

const devServer = {
  name: `dev:${remote}`,
  command: `node config/scripts/dev-server.mjs ${remote}`,
  prefixColor: 'cyan',
};
if (remoteOnly) {
  await runProcesses(env.INKPOT_ENVIRONMENT, [devServer]);
} else {
  const missing = ['shell', ...REMOTES.filter((name) => name !== remote)].filter(
    (part) => !existsSync(path.join(dirOf(part), 'dist', part === 'shell' ? 'index.html' : 'mf-manifest.json')),
  );
  if (missing.length || !existsSync(env.REGISTRY_FILE)) {
    console.error(
      `[dev] The rest of the system is not built (${missing.join(', ') || path.relative(root, env.REGISTRY_FILE)}): run npm run build first.`,
    );
    process.exit(1);
  }
  await runSystem(env.INKPOT_ENVIRONMENT, [devServer]);
}
