// Builds the host and every remote (or only the parts named on the command line), then writes the
// registry file the edge falls back to (remotes deployed through the release registry, with `npm
// run deploy`, are served from there instead). `node config/scripts/build-all.mjs search`
// rebuilds one remote without touching the host or the others. With INKPOT_BUILD=monolith it builds
// the host's monolith (the remotes' exposed modules imported into the host, shell-host/dist-monolith/)
// and nothing else: the registry and the remotes' own builds stay as they are.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, REMOTES } from '../env.mjs';
import { releaseIntegrities } from '../webpack/chunk-integrity.mjs';
import { buildParts, dirOf, root } from './build-parts.mjs';
import { cli, examples, oneOf } from './cli.mjs';

const env = loadEnv();
const PARTS = ['shell', ...REMOTES];
const program = cli('build-all', 'Builds the host and the remotes (or the parts named), then writes the registry file.')
  .argument('[parts...]', `parts to build (all by default): ${PARTS.join(', ')}`, (part, parts = []) => [
    ...parts,
    oneOf(PARTS)(part),
  ])
  .addHelpText(
    'after',
    examples([
      'npm run build',
      'node config/scripts/build-all.mjs search',
      'INKPOT_BUILD=monolith node config/scripts/build-all.mjs',
    ]),
  )
  .parse(process.argv);
const only = program.processedArgs[0] ?? [];
const monolith = env.INKPOT_BUILD === 'monolith';
if (monolith && only.some((part) => part !== 'shell')) {
  console.error(
    `[build] INKPOT_BUILD=monolith builds the host only (the remotes are inside it), not ${only.join(', ')}`,
  );
  process.exit(1);
}
const parts = monolith ? ['shell'] : only.length ? only : ['shell', ...REMOTES];

const started = Date.now();
const stats = await buildParts(parts, { mode: env.NODE_ENV === 'development' ? 'development' : 'production' });
if (stats.hasErrors()) process.exit(1);
console.log(
  `[build] ${monolith ? 'shell (monolith)' : parts.join(', ')} built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (monolith) process.exit(0);

// The registry keeps releases of remotes that were not rebuilt.
const registryPath = env.REGISTRY_FILE;
let registry = { schemaVersion: 1, remotes: [] };
try {
  registry = JSON.parse(readFileSync(registryPath, 'utf8'));
} catch {
  // First build: start a new registry.
}
for (const remote of REMOTES.filter((name) => parts.includes(name))) {
  const { name, version, contractVersion } = JSON.parse(
    readFileSync(path.join(dirOf(remote), 'dist', 'release.json'), 'utf8'),
  );
  // The same integrities a deploy registers: the browser checks the manifest and entry, the
  // worker keeps only checked files, and the edge runs only a server build it can check.
  const { manifestIntegrity, entryIntegrity, serverIntegrity } = releaseIntegrities(path.join(dirOf(remote), 'dist'));
  const entry = {
    name,
    version,
    contractVersion,
    manifestUrl: `${env.remoteUrl(remote)}mf-manifest.json`,
    integrity: manifestIntegrity,
    entryIntegrity,
    ...(serverIntegrity && { serverIntegrity }),
  };
  registry.remotes = [...registry.remotes.filter((existing) => existing.name !== remote), entry];
}
registry.remotes.sort((a, b) => REMOTES.indexOf(a.name) - REMOTES.indexOf(b.name));
mkdirSync(path.dirname(registryPath), { recursive: true });
writeFileSync(registryPath, `${JSON.stringify(registry, null, 2)}\n`);
console.log(`[build] registry written to ${path.relative(root, registryPath)}`);
