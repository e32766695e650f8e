/**
 * `node platform-api/src/dev-oidc/main.ts`: the local OpenID provider on DEV_OIDC_PORT, standing in
 * for Facebook, X, Google and Apple in development (config/scripts/start-all.mjs starts it).
 */
import { deployed, loadApiConfig } from '../config.ts';
import { bindHostOf, listenOrExit } from '../environment.ts';
import { devIssuer } from '../social/social-config.ts';
import { createLocalProvider } from './local-provider.ts';

const config = loadApiConfig();
if (deployed(config)) {
  console.error(
    `[oidc] the local OpenID provider is for development and tests only; not starting it in ${config.INKPOT_ENVIRONMENT}`,
  );
  process.exit(1);
}
const issuer = devIssuer(config.DEV_OIDC_PORT);
const { app } = createLocalProvider({ issuer, publicUrls: [config.PUBLIC_URL] });
listenOrExit(app, {
  name: 'oidc',
  port: config.DEV_OIDC_PORT,
  host: bindHostOf(config),
  portSetting: 'DEV_OIDC_PORT',
  onListening: () =>
    console.log(`[oidc] local OpenID provider at ${issuer} (clients: facebook, twitter, google, apple)`),
});
