import path from 'node:path';
import { loadEnv, REMOTES } from '@inkpot/config/env';
import { exposedModulesOf } from '@inkpot/config/webpack-monolith';
import { defineHost, defineHostServer } from '@inkpot/config/webpack-preset';

// INKPOT_BUILD=monolith: the yardstick build, the remotes' exposed modules imported directly
// (dist-monolith/, dist-server-monolith/); the federated build (dist/, dist-server/) otherwise.
const build = loadEnv().INKPOT_BUILD;
const monolith =
  build === 'monolith' ? await exposedModulesOf(path.join(import.meta.dirname, '..'), REMOTES) : undefined;

const browser = defineHost({
  dir: import.meta.dirname,
  entry: './src/index.ts',
  template: './src/index.html',
  ...(monolith ? {} : { worker: { 'remote-cache-worker': './src/remote-loading/remote-cache-worker.ts' } }),
  ...(monolith ? { monolith } : {}),
});
// The edge renders the host's pages on the server with this build (dist-server/render.cjs).
const server = defineHostServer({ dir: import.meta.dirname, entry: './src/server-render/index.ts', build });

// The browser build is itself two configurations (the page and its service worker).
export default (env, argv) => [browser(env, argv), server(env, argv)].flat();
