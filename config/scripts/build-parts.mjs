// Builds parts of the system with webpack: `shell` (the host) and the remotes by name.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { REMOTES } from '../env.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dirOf = (part) => path.join(root, part === 'shell' ? 'shell-host' : `mfe-${part}`);

/**
 * Compiles the parts; `withStandalone: false` leaves out each remote's standalone development page.
 * Returns webpack's stats; throws on a configuration error, and prints compilation errors.
 * @param {string[]} parts
 * @param {{ mode: 'development' | 'production', withStandalone?: boolean }} options
 */
export async function buildParts(parts, { mode, withStandalone = true }) {
  for (const name of parts) {
    if (!REMOTES.includes(name) && name !== 'shell')
      throw new Error(`Unknown part "${name}"; expected shell or one of ${REMOTES.join(', ')}`);
  }
  const configs = [];
  for (const part of parts) {
    const { default: define } = await import(pathToFileURL(path.join(dirOf(part), 'webpack.config.mjs')).href);
    const made = define({}, { mode });
    const all = Array.isArray(made) ? made : [made];
    configs.push(...all.filter((config) => withStandalone || !String(config.name).endsWith('-standalone')));
  }
  const stats = await new Promise((resolve, reject) => {
    // Two compilations at a time: the machines building this have two cores.
    const compiler = webpack(configs.map((config) => ({ ...config, parallelism: 2 })));
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result))));
  });
  const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (info.trim()) console.log(info);
  return stats;
}
