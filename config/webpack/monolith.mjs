// The monolith build of the host: the yardstick the federated build is measured against. The same
// host code imports the remotes' exposed modules directly (one bundle graph, so shared libraries
// are one copy by construction) instead of loading them at run time through Module Federation.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { federationName } from './federation.mjs';

/** The module the monolith's remote loader imports its static import map from. */
export const EXPOSED_MODULES_ID = 'virtual:inkpot-exposed-modules';

/**
 * The exposed modules of every remote, read from the remotes' own webpack configurations (the
 * `exposes` each mfe-*\/webpack.config.mjs declares), as absolute files.
 * @param {string} root the repository's root
 * @param {readonly string[]} remotes
 * @returns {Promise<Array<{ id: string, chunk: string, file: string }>>}
 */
export async function exposedModulesOf(root, remotes) {
  const modules = [];
  for (const remote of remotes) {
    const dir = path.join(root, `mfe-${remote}`);
    const { default: define } = await import(pathToFileURL(path.join(dir, 'webpack.config.mjs')).href);
    if (!define.federation) throw new Error(`mfe-${remote}/webpack.config.mjs is not a defineRemote configuration`);
    for (const [key, file] of Object.entries(define.federation.exposes)) {
      const parcel = key.replace(/^\.\//, '');
      modules.push({
        id: `${federationName(remote)}/${parcel}`,
        chunk: `${remote}-${parcel}`,
        file: path.resolve(dir, file),
      });
    }
  }
  return modules;
}

/**
 * The static import map: one lazy `import()` per exposed module (so each is its own chunk, as
 * each is a separately loaded module in the federated build), keyed by the id the federation
 * runtime's loadRemote takes (`inkpot_<remote>/<parcel>`).
 * @param {Array<{ id: string, chunk: string, file: string }>} modules
 */
export function exposedModulesSource(modules) {
  const entries = modules.map(
    ({ id, chunk, file }) =>
      `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(file)}),`,
  );
  return `export const exposedModules = {\n${entries.join('\n')}\n};\n`;
}

/**
 * The plugins that turn the host into the monolith: the import map as a virtual module, and the
 * host's federation runtime (shell-host/src/remote-loading/remote-runtime.ts) replaced by the one
 * that resolves from the map (remote-runtime.monolith.ts beside it).
 * @param {Array<{ id: string, chunk: string, file: string }>} modules
 */
export function monolithPlugins(modules) {
  return [
    new webpack.experiments.schemes.VirtualUrlPlugin({
      'inkpot-exposed-modules': { type: '.js', source: () => exposedModulesSource(modules) },
    }),
    new webpack.NormalModuleReplacementPlugin(/[\\/]remote-loading[\\/]remote-runtime\.ts$/, (resource) => {
      resource.request = resource.request.replace(/remote-runtime\.ts$/, 'remote-runtime.monolith.ts');
    }),
  ];
}
