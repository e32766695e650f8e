// The webpack + Module Federation preset every package's webpack config calls.
//
// webpack is pinned to 5.111.1: @module-federation/enhanced 2.9.2 fails on webpack >= 5.112
// ("Cannot find module 'webpack/lib/util/extractUrlAndGlobal'", the file moved).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { ChunkIntegrityPlugin } from './chunk-integrity.mjs';
import { CompileHintsPlugin } from './compile-hints.mjs';
import { federationName, SERVER_PROVIDED, sharedModules } from './federation.mjs';
import { hostBuildDirs } from '../env.mjs';
import { monolithPlugins } from './monolith.mjs';
import { ReleaseInfoPlugin } from './release-info.mjs';

/** Where the edge serves the host's own assets. */
export const HOST_ASSET_PREFIX = '/_/shell/';

const configDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const contractsDir = path.join(configDir, '..', 'shared-contracts');
const runtimeDir = path.join(configDir, 'webpack', 'runtime');

/** The contract major.minor.patch the parts are built against (shared-contracts/src/contract-version.ts). */
export function contractVersion() {
  const source = readFileSync(path.join(contractsDir, 'src', 'contract-version.ts'), 'utf8');
  const match = /CONTRACT_VERSION = '([^']+)'/.exec(source);
  if (!match) throw new Error('shared-contracts/src/contract-version.ts has no CONTRACT_VERSION');
  return match[1];
}

/** How every build of a part (browser, standalone and server) resolves modules. */
export const PART_RESOLVE = {
  extensions: ['.ts', '.tsx', '.js', '.mjs'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  // Documents are parsed at build time; Apollo Client's `gql` would bring the parser along.
  alias: { 'graphql-tag$': path.join(runtimeDir, 'graphql-tag-refused.mjs') },
};

function baseConfig({ dir, mode, uniqueName, outputDir = 'dist', keep, publicPath = 'auto' }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // Kept between builds (node_modules/.cache/webpack): an unchanged part rebuilds from it in a
    // fraction of the time. A change to this preset or a part's config starts that part afresh.
    cache: {
      type: 'filesystem',
      name: `${uniqueName}-${production ? 'production' : 'development'}-${outputDir.replace(/[^\w-]/g, '_')}`,
      buildDependencies: { config: [fileURLToPath(import.meta.url), path.join(dir, 'webpack.config.mjs')] },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, outputDir),
      publicPath,
      // Without a distinct uniqueName, remotes share webpack's chunk-loading global and one
      // remote's chunks answer for another's.
      uniqueName,
      // Chunks load with CORS (remote origins send it), so a remote script's uncaught error keeps
      // its file and message in the page's error event and can be attributed to its release.
      crossOriginLoading: 'anonymous',
      filename: '[name].[contenthash:12].js',
      chunkFilename: '[name].[contenthash:12].js',
      clean: keep ? { keep } : true,
    },
    resolve: PART_RESOLVE,
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
      moduleIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // @apollo/client and @apollo/client/react are shared on their own, and each became a
          // chunk with its own copy of the internals both use (utilities, caches, @wry/*); the
          // host's batch link made more. One chunk holds all of Apollo Client, so the page loads
          // it once, in one request.
          apolloClient: {
            // With what stands in for graphql-tag, which Apollo Client re-exports (a request of its own otherwise).
            test: /[\\/]node_modules[\\/](@apollo[\\/]client|@wry[\\/][^\\/]+|optimism)[\\/]|[\\/]graphql-tag-refused\.mjs$/,
            name: 'apollo-client',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function federationBase(dir) {
  return {
    dts: false,
    // With the default 'version-first', one remote whose manifest 404ed left the page blank.
    shareStrategy: 'loaded-first',
    shared: sharedModules(dir),
  };
}

/**
 * The page's one consumer (the host, or a remote's standalone page) provides the federation
 * runtime to the remote entries: runtime-core (@module-federation's own plugin, switched on by
 * provideExternalRuntime) and the webpack bundler runtime (ours: it has no switch).
 */
const provideRuntime = () => ({
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
  runtimePlugins: [path.join(runtimeDir, 'provide-bundler-runtime.mjs')],
});

/**
 * provideExternalRuntime adds @module-federation's inject plugin by its CommonJS file (the plugin
 * resolves it with require.resolve), which pulls runtime-core, the sdk and the error codes in as
 * CommonJS, next to the ES module copies the bundler runtime imports: two copies of runtime-core
 * in the consumer's main.js (174 KiB raw). Its ES module file shares the one copy.
 */
const oneRuntimeCoreCopy = () =>
  new webpack.NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
    (resource) => {
      resource.request = resource.request.replace(/\.cjs$/, '.js');
    },
  );

/**
 * A remote entry without its own copy of the federation runtime. `externalRuntime` only
 * externalizes runtime-core; the bundler runtime (remotes, consumes, sharing, container init:
 * about 10 KiB gzip) stayed in every entry, so the federation entry's import of it is replaced by a
 * module that takes the consumer's.
 */
const useProvidedRuntime = () =>
  new webpack.NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/,
    path.join(runtimeDir, 'use-host-bundler-runtime.mjs'),
  );

/**
 * A remote: its exposed parcels (Module Federation container with `mf-manifest.json`), plus a
 * standalone development page that is a tiny host of the same remote with a local bus, and, for a
 * remote that renders parcels on the server (`server`: its defineServerParcels module), its server
 * build beside them.
 * @param {{ dir: string, remote: string, exposes: Record<string, string>, standalone: string, server?: string }} options
 */
export function defineRemote({ dir, remote, exposes, standalone, server }) {
  const name = federationName(remote);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  // `federation`: what the host's monolith build imports directly (config/webpack/monolith.mjs).
  return Object.assign(
    (_env, argv) => [
      ...(server ? [remoteServerBuild({ dir, remote, entry: server, mode: argv.mode })] : []),
      {
        ...baseConfig({ dir, mode: argv.mode, uniqueName: name, keep: /^(standalone|server)\// }),
        name: remote,
        entry: {},
        plugins: [
          new ModuleFederationPlugin({
            ...federationBase(dir),
            name,
            filename: 'remote-entry.[contenthash:12].js',
            exposes,
            manifest: { fileName: 'mf-manifest.json' },
            // The host provides the federation runtime once; each remote entry stays small.
            experiments: { externalRuntime: true },
          }),
          useProvidedRuntime(),
          new CompileHintsPlugin(),
          new ChunkIntegrityPlugin(),
          new ReleaseInfoPlugin({
            name: remote,
            version: pkg.version,
            contractVersion: contractVersion(),
            dir,
            exposes: Object.keys(exposes).map((key) => key.replace(/^\.\//, '')),
          }),
        ],
      },
      {
        ...baseConfig({ dir, mode: argv.mode, uniqueName: `${name}_standalone`, outputDir: 'dist/standalone' }),
        name: `${remote}-standalone`,
        entry: { standalone: standalone },
        plugins: [
          new ModuleFederationPlugin({
            ...federationBase(dir),
            name: `${name}_standalone`,
            remotes: {},
            ...provideRuntime(),
          }),
          oneRuntimeCoreCopy(),
          new CompileHintsPlugin(),
          new HtmlWebpackPlugin({ title: `Inkpot · ${remote} (standalone)`, filename: 'index.html' }),
        ],
      },
    ],
    { federation: { remote, exposes } },
  );
}

/**
 * The host: a pure consumer that finds its remotes at run time and provides the runtime. A `worker`
 * (a service worker) is built apart, without federation, as `dist/worker/<name>.js`: its URL
 * must not change from build to build.
 *
 * With `monolith` (the exposed modules of every remote, config/webpack/monolith.mjs), the same
 * host imports the remotes directly instead, without the federation runtime, into dist-monolith/.
 * @param {{ dir: string, entry: string, template: string, worker?: Record<string, string>, monolith?: Array<{ id: string, chunk: string, file: string }> }} options
 */
export function defineHost({ dir, entry, template, worker, monolith }) {
  const outputDir = hostBuildDirs(monolith ? 'monolith' : 'federated').browser;
  return (_env, argv) => {
    const host = {
      // The document is served at every path, so the host's assets need an absolute base.
      ...baseConfig({
        dir,
        mode: argv.mode,
        uniqueName: 'inkpot_shell',
        publicPath: HOST_ASSET_PREFIX,
        outputDir,
        ...(worker ? { keep: /^worker\// } : {}),
      }),
      name: monolith ? 'shell-monolith' : 'shell',
      entry: { main: entry },
      plugins: [
        ...(monolith
          ? monolithPlugins(monolith)
          : [
              new ModuleFederationPlugin({
                ...federationBase(dir),
                name: 'inkpot_shell',
                remotes: {},
                ...provideRuntime(),
              }),
              oneRuntimeCoreCopy(),
            ]),
        new CompileHintsPlugin(),
        // Not minified: the edge fills the <!--inkpot:...--> markers per request.
        new HtmlWebpackPlugin({
          template,
          filename: 'index.html',
          inject: 'body',
          scriptLoading: 'defer',
          minify: false,
        }),
      ],
    };
    if (!worker) return host;
    const base = baseConfig({
      dir,
      mode: argv.mode,
      uniqueName: 'inkpot_shell_worker',
      outputDir: `${outputDir}/worker`,
    });
    return [
      host,
      {
        ...base,
        name: 'shell-worker',
        target: 'webworker',
        // A service worker may not evaluate code from strings (the development devtool's eval).
        devtool: 'source-map',
        entry: worker,
        output: { ...base.output, filename: '[name].js', publicPath: `${HOST_ASSET_PREFIX}worker/` },
        optimization: { ...base.optimization, splitChunks: false },
      },
    ];
  };
}

const EDGE_PROVIDED = new Set(SERVER_PROVIDED);

/**
 * A remote's server build, `dist/server/parcels.cjs`: one CommonJS file the edge fetches from the
 * remote's origin beside its manifest and runs to render the remote's parcels into a page's HTML
 * (shell-host/server/remotes/remote-server-parcels.ts). Everything is bundled but the singletons, which
 * are the edge's own (one React renders the page and the parcel), and Node's built-ins.
 */
function remoteServerBuild({ dir, remote, entry, mode }) {
  return nodeBuild(
    baseConfig({ dir, mode, uniqueName: `${federationName(remote)}_server`, outputDir: 'dist/server' }),
    {
      name: `${remote}-server`,
      entry: { parcels: entry },
      devtool: false,
      external: (request) => EDGE_PROVIDED.has(request),
    },
  );
}

/**
 * A one-file CommonJS build for Node (the host's server render, a remote's server build); the
 * imports `external` names stay Node's own `require`s.
 */
function nodeBuild(
  base,
  { name, entry, devtool, external, optimization = { ...base.optimization, splitChunks: false } },
) {
  return {
    ...base,
    name,
    target: 'node24',
    devtool,
    entry,
    output: {
      ...base.output,
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: '',
    },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) =>
        request && external(request) ? callback(undefined, `commonjs ${request}`) : callback(),
    ],
    optimization,
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/** Packages the server build leaves to Node: everything from node_modules but our own workspaces. */
const NODE_PACKAGE = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*(?:\/.*)?$/;

/**
 * The host's server build: the same pages, rendered by the edge with React on Node
 * (`dist-server/render.cjs`, outside the folder the edge serves). Only the host's code and
 * shared-contracts (TypeScript sources) are bundled; packages stay Node's own `require`s, so React
 * is one instance with react-dom/server and Apollo's SSR. One file: the pages' lazy imports are
 * chunks in the browser only.
 * @param {{ dir: string, entry: string, build?: 'federated' | 'monolith' }} options
 */
export function defineHostServer({ dir, entry, build = 'federated' }) {
  return (_env, argv) => {
    const outputDir = hostBuildDirs(build).server;
    const base = baseConfig({ dir, mode: argv.mode, uniqueName: 'inkpot_shell_server', outputDir });
    return nodeBuild(base, {
      name: build === 'monolith' ? 'shell-server-monolith' : 'shell-server',
      entry: { render: entry },
      // Readable stack traces in the edge's log; the file is never sent to a browser.
      devtool: 'source-map',
      optimization: { minimize: false, moduleIds: 'named' },
      external: (request) => NODE_PACKAGE.test(request) && !request.startsWith('@inkpot/'),
    });
  };
}
