// Serves each remote's built assets on its own port, as a CDN would: CORS for the federation
// runtime's fetches of assets (public, immutable files: any page may read them, never with
// credentials), none for the standalone page; immutable caching for content-hashed files, no
// caching for the manifest.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import cors from 'cors';
import express from 'express';
import { bindHostOf, loadEnv, REMOTES } from '../env.mjs';
import { existsSync } from 'node:fs';
import { drainOnSignals, LIVENESS_PATH, listenOrExit, READINESS_PATH, serverGroup } from '../listen.mjs';
import { cli, examples, oneOf } from './cli.mjs';
import { accessLog, createLogger, routeConsoleTo } from '../logging.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HASHED = /\.[0-9a-f]{12}\.js(\.map)?$/;
/** What the host's page fetches from a remote: the manifest, entries, chunks and their maps. */
const ASSET = /\.(js|json|map|css)$/;
const assetCors = cors({ origin: '*', methods: ['GET', 'HEAD'] });

/**
 * @param {string} remote
 * @param {string} [originDir] where `npm run deploy` publishes: `<originDir>/<remote>/<version>/`,
 *   served at `/releases/<version>/`; every file there is immutable.
 * @param {string} [dist] the build served at `/` (the remote's dist/; `npm run dev` serves its watch build)
 */
export function remoteApp(
  remote,
  originDir,
  dist = path.join(root, `mfe-${remote}`, 'dist'),
  log = createLogger('remotes', { level: 'silent' }),
) {
  const app = express();
  app.disable('x-powered-by');
  // Released files, the current build's files, or the standalone page: the path's own names stay out.
  app.use(
    accessLog(log.child({ remote }), {
      routeOf: (req) =>
        req.path.startsWith('/releases/')
          ? '/releases/*'
          : req.path === '/' || req.path.startsWith('/_/health/')
            ? req.path
            : '/*',
    }),
  );
  // Compressed as a CDN would send them (gzip or brotli, as the browser accepts).
  app.use(compression());
  app.use((req, res, next) => (ASSET.test(req.path) ? assetCors(req, res, next) : next()));
  app.get('/', (_req, res) => res.redirect('/standalone/'));
  // Alive when it answers; ready when the remote's build is there to serve.
  app.get(LIVENESS_PATH, (_req, res) => res.set('Cache-Control', 'no-store').json({ ok: true, service: 'remotes' }));
  app.get(READINESS_PATH, (_req, res) => {
    const built = existsSync(path.join(dist, 'mf-manifest.json'));
    const part = { name: remote, ok: built, detail: built ? 'built' : 'no build (npm run build)', required: true };
    res
      .status(built ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ service: 'remotes', ready: built, parts: [part] });
  });
  if (originDir) {
    app.use(
      '/releases',
      express.static(path.join(originDir, remote), {
        index: false,
        setHeaders(res) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          res.setHeader('X-Content-Type-Options', 'nosniff');
        },
      }),
    );
  }
  app.use(
    express.static(dist, {
      setHeaders(res, file) {
        res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
  return app;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const env = loadEnv();
  const log = createLogger('remotes', {
    level: env.LOG_LEVEL,
    format: env.LOG_FORMAT,
    environment: env.INKPOT_ENVIRONMENT,
  });
  routeConsoleTo(log);
  const program = cli('static-server', "Serves each remote's build and released files on the remote's own port.")
    .argument('[remotes...]', `the remotes to serve (all by default): ${REMOTES.join(', ')}`, (remote, all = []) => [
      ...all,
      oneOf(REMOTES)(remote),
    ])
    .addHelpText(
      'after',
      examples(['node config/scripts/static-server.mjs', 'node config/scripts/static-server.mjs search']),
    )
    .parse(process.argv);
  const wanted = program.processedArgs[0] ?? [];
  const servers = (wanted.length ? wanted : REMOTES).map((remote) => {
    const port = env.remotePort(remote);
    return listenOrExit(remoteApp(remote, env.RELEASE_ORIGIN_DIR, undefined, log), {
      name: 'remotes',
      port,
      host: bindHostOf(env),
      portSetting: `${remote.toUpperCase()}_PORT`,
      onListening: () =>
        console.log(`[remotes] ${remote} on http://localhost:${port}/ (standalone page at /standalone/)`),
    });
  });
  // SIGTERM: the files being sent finish, then the process exits 0.
  drainOnSignals(serverGroup(servers), { name: 'remotes' });
}
