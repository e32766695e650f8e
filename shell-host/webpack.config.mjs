import { defineHost, defineHostServer } from '@inkpot/config/webpack-preset';

const browser = defineHost({
  dir: import.meta.dirname,
  entry: './src/index.ts',
  template: './src/index.html',
  worker: { 'remote-cache-worker': './src/remote-loading/remote-cache-worker.ts' },
});
// The edge renders the host's pages on the server with this build (dist-server/render.cjs).
const server = defineHostServer({ dir: import.meta.dirname, entry: './src/server-render/index.ts' });

// The browser build is itself two configurations (the page and its service worker).
export default (env, argv) => [browser(env, argv), server(env, argv)].flat();
