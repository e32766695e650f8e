// Builds parts of the system with webpack: `shell` (the host) and the remotes by name.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { REMOTES } from '../env.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dirOf = (part) => path.join(root, part === 'shell' ? 'shell-host' : `mfe-${part}`);

/**
 * The webpack configurations of the parts (each part's own webpack.config.mjs).
 * @param {string[]} parts
 * @param {{ mode: 'development' | 'production', withStandalone?: boolean }} options
 */
export async function configsOf(parts, { mode, withStandalone = true, from }) {
  for (const name of parts) {
    if (!REMOTES.includes(name) && name !== 'shell')
      throw new Error(`Unknown part "${name}"; expected shell or one of ${REMOTES.join(', ')}`);
  }
  const configs = [];
  for (const part of parts) {
    const { default: define } = await import(pathToFileURL(path.join(from ?? dirOf(part), 'webpack.config.mjs')).href);
    const made = define({}, { mode });
    const all = Array.isArray(made) ? made : [made];
    configs.push(...all.filter((config) => withStandalone || !String(config.name).endsWith('-standalone')));
  }
  return configs;
}

/**
 * Compiles the parts; `withStandalone: false` leaves out each remote's standalone development page.
 * Returns webpack's stats; throws on a configuration error, and prints compilation errors.
 * @param {string[]} parts
 * `outputPath` puts the output of a single part somewhere else than its dist/ (a deploy's build
 * leaves the folder the development servers serve alone).
 * `from` builds a single part from another folder than its own (a copy or worktree of it, inside
 * this checkout so that it finds the same node_modules).
 * @param {{ mode: 'development' | 'production', withStandalone?: boolean, outputPath?: string, from?: string }} options
 */
export async function buildParts(parts, { mode, withStandalone = true, outputPath, from }) {
  if (outputPath && (parts.length !== 1 || withStandalone)) {
    throw new Error('outputPath is for one part without its standalone page');
  }
  if (from && parts.length !== 1) throw new Error('from is for one part');
  const configs = await configsOf(parts, { mode, withStandalone, from });
  const stats = await new Promise((resolve, reject) => {
    // Two compilations at a time: the machines building this have two cores.
    const compiler = webpack(
      configs.map((config) => ({
        ...config,
        parallelism: 2,
        // Its place under the part's dist/ (a remote's server build is in server/), kept under outputPath.
        ...(outputPath
          ? {
              output: {
                ...config.output,
                path: path.join(
                  outputPath,
                  path.relative(path.join(from ?? dirOf(parts[0]), 'dist'), config.output.path),
                ),
              },
            }
          : {}),
      })),
    );
    // At a terminal, one line that says how far the build is (a log file gets the summary only).
    if (process.stdout.isTTY) buildProgress().apply(compiler);
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result))));
  });
  const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (info.trim()) console.log(info);
  return stats;
}

/** webpack's progress, as one line rewritten in place: percent, then what it is doing. */
function buildProgress() {
  let shown = -1;
  return new webpack.ProgressPlugin((fraction, message) => {
    const percent = Math.floor(fraction * 100);
    if (percent === shown && fraction < 1) return;
    shown = percent;
    const line = `[build] ${String(percent).padStart(3)}% ${message}`.slice(0, (process.stdout.columns ?? 80) - 1);
    process.stdout.write(`\r\x1b[K${line}${fraction >= 1 ? '\n' : ''}`);
  });
}
