// Builds the host and every remote (or only the remotes named on the command line), then
// writes the release registry the edge reads. `node config/scripts/build-all.mjs search`
// rebuilds one remote without touching the host or the others.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { loadEnv, REMOTES } from '../env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = loadEnv();
const only = process.argv.slice(2);
for (const name of only) {
  if (!REMOTES.includes(name) && name !== 'shell')
    throw new Error(`Unknown part "${name}"; expected shell or one of ${REMOTES.join(', ')}`);
}
const parts = only.length ? only : ['shell', ...REMOTES];
const dirOf = (part) => path.join(root, part === 'shell' ? 'shell-host' : `mfe-${part}`);

const configs = [];
for (const part of parts) {
  const { default: define } = await import(pathToFileURL(path.join(dirOf(part), 'webpack.config.mjs')).href);
  const made = define({}, { mode: env.NODE_ENV === 'development' ? 'development' : 'production' });
  configs.push(...(Array.isArray(made) ? made : [made]));
}

const started = Date.now();
const stats = await new Promise((resolve, reject) => {
  // Two compilations at a time: the machines building this have two cores.
  const compiler = webpack(configs.map((config) => ({ ...config, parallelism: 2 })));
  compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result))));
});
const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
if (info.trim()) console.log(info);
if (stats.hasErrors()) process.exit(1);
console.log(`[build] ${parts.join(', ')} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// The registry keeps releases of remotes that were not rebuilt.
const registryPath = env.REGISTRY_FILE;
let registry = { schemaVersion: 1, remotes: [] };
try {
  registry = JSON.parse(readFileSync(registryPath, 'utf8'));
} catch {
  // First build: start a new registry.
}
for (const remote of REMOTES.filter((name) => parts.includes(name))) {
  const release = JSON.parse(readFileSync(path.join(dirOf(remote), 'dist', 'release.json'), 'utf8'));
  const entry = { ...release, manifestUrl: `${env.remoteUrl(remote)}mf-manifest.json` };
  registry.remotes = [...registry.remotes.filter((existing) => existing.name !== remote), entry];
}
registry.remotes.sort((a, b) => REMOTES.indexOf(a.name) - REMOTES.indexOf(b.name));
mkdirSync(path.dirname(registryPath), { recursive: true });
writeFileSync(registryPath, `${JSON.stringify(registry, null, 2)}\n`);
console.log(`[build] registry written to ${path.relative(root, registryPath)}`);
