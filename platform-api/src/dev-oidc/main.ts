/**
 * `node platform-api/src/dev-oidc/main.ts`: the local OpenID provider on DEV_OIDC_PORT, standing in
 * for Facebook, X, Google and Apple in development (config/scripts/start-all.mjs starts it).
 */
import express from 'express';
import { LIVENESS_PATH, READINESS_PATH } from '@inkpot/shared-contracts/health';
import { deployed, loadApiConfig } from '../config.ts';
import { accessLog, bindHostOf, createLogger, drainOnSignals, listenOrExit, routeConsoleTo } from '../environment.ts';
import { devIssuer } from '../social/social-config.ts';
import { createLocalProvider } from './local-provider.ts';

const config = loadApiConfig();
const log = createLogger('oidc', {
  level: config.LOG_LEVEL,
  format: config.LOG_FORMAT,
  environment: config.INKPOT_ENVIRONMENT,
});
routeConsoleTo(log);
if (deployed(config)) {
  console.error(
    `[oidc] the local OpenID provider is for development and tests only; not starting it in ${config.INKPOT_ENVIRONMENT}`,
  );
  process.exit(1);
}
const issuer = devIssuer(config.DEV_OIDC_PORT);
const { app: provider } = createLocalProvider({ issuer, publicUrls: [config.PUBLIC_URL] });
// The provider's paths hold interaction ids: the access log names their first segment only.
const app = express()
  .use(accessLog(log, { routeOf: (req) => `/${req.path.split('/')[1] ?? ''}/*` }))
  // It needs nothing to serve: alive is ready.
  .get([LIVENESS_PATH, READINESS_PATH], (_req, res) => res.json({ service: 'oidc', ready: true, parts: [] }))
  .use(provider);
const server = listenOrExit(app, {
  name: 'oidc',
  port: config.DEV_OIDC_PORT,
  host: bindHostOf(config),
  portSetting: 'DEV_OIDC_PORT',
  onListening: () =>
    console.log(`[oidc] local OpenID provider at ${issuer} (clients: facebook, twitter, google, apple)`),
});
drainOnSignals(server, { name: 'oidc' });
