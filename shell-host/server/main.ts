import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { bindHostOf, deployTokenOf, hostBuildDirs, isDeployed, loadEnv } from '@inkpot/config/env';
import { drainOnSignals, listenOrExit } from '@inkpot/config/listen';
import { SERVER_PROVIDED } from '@inkpot/config/federation';
import { overrideKeyOf, qaLinkKeyOf } from '@inkpot/config/local-override';
import { pageTokenKeyOf } from '@inkpot/config/page-token';
import { PRODUCT_NAME } from '@inkpot/shared-contracts/config';
import { REMOTE_NAMES, type RemoteName } from '@inkpot/shared-contracts/remotes';
import { createEdgeApp } from './app.ts';
import { apiFlagsLookup } from './api/api-flags.ts';
import type { ShellRenderer } from '../page-contract/render.ts';
import { apiComposition } from './remotes/composition.ts';
import { oneTapPickerOf } from './document/one-tap-picker.ts';
import { registryFile } from './remotes/registry-file.ts';
import { remoteFilesLookup } from './remotes/remote-preloads.ts';
import { remoteEntriesSource } from './remotes/remote-entries.ts';
import { remoteServerParcels } from './remotes/remote-server-parcels.ts';
import { codeFolders, parcelSandbox } from './remotes/parcel-sandbox.ts';
import { apiSessionLookup } from './api/session.ts';
import { createLogger, routeConsoleTo } from '@inkpot/config/logging';
import { edgeMetrics } from './observability/edge-metrics.ts';
import { hostReleaseStore } from './remotes/host-releases.ts';

const env = loadEnv();
// JSON lines (pretty at a terminal in development); every console line of the edge goes through it.
const log = createLogger('edge', { level: env.LOG_LEVEL, format: env.LOG_FORMAT, environment: env.INKPOT_ENVIRONMENT });
routeConsoleTo(log);
const metrics = edgeMetrics();
// INKPOT_BUILD=monolith serves the yardstick build (dist-monolith/) with the same edge and API.
const buildDirs = hostBuildDirs(env.INKPOT_BUILD);

/** The host's server build (`npm run build` writes it beside dist/); pages render in the browser without it. */
const serverBuild = path.join(import.meta.dirname, '..', buildDirs.server, 'render.cjs');
function serverRender(): ShellRenderer | undefined {
  if (env.INKPOT_RENDER_BUDGET_MS === 0) return undefined;
  const file = serverBuild;
  if (!existsSync(file)) {
    console.error(`[edge] No server build at ${file}: pages are rendered in the browser. Run npm run build.`);
    return undefined;
  }
  // A CommonJS bundle: its exports are read through require (import() would only see `default`).
  const { renderShellPage } = createRequire(import.meta.url)(file) as { renderShellPage: ShellRenderer };
  return renderShellPage;
}

const render = serverRender();
// Each remote's server builds run in a sandbox of their own (parcel-sandbox.ts): code and nothing else to read.
const sandbox = parcelSandbox({
  childFile: path.join(import.meta.dirname, 'remotes', 'parcel-sandbox-child.ts'),
  propsModule: serverBuild,
  provided: SERVER_PROVIDED,
  readPaths: codeFolders(path.join(import.meta.dirname, '..')),
  ...(env.PARCEL_SANDBOX_INSPECT_PORT !== undefined && {
    inspectPortOf: (remote: RemoteName) => (env.PARCEL_SANDBOX_INSPECT_PORT ?? 0) + REMOTE_NAMES.indexOf(remote),
  }),
});
const filesLookup = env.INKPOT_BUILD === 'monolith' ? null : remoteFilesLookup();
const app = createEdgeApp({
  distDir: path.join(import.meta.dirname, '..', buildDirs.browser),
  apiUrl: env.API_URL,
  imageUploadMaxMb: env.IMAGE_UPLOAD_MAX_MB,
  registry: registryFile(env.REGISTRY_FILE),
  composition: apiComposition(env.API_URL),
  flags: env.INKPOT_FLAGS,
  apiFlags: apiFlagsLookup(env.API_URL),
  session: apiSessionLookup(env.API_URL),
  edgeCache: env.INKPOT_EDGE_CACHE,
  branchDeploy: env.INKPOT_BRANCH_DEPLOY,
  localOverride: {
    signatureRequired: isDeployed(env.INKPOT_ENVIRONMENT),
    key: overrideKeyOf(env, deployTokenOf(env)),
  },
  ...(render && { render, renderBudgetMs: env.INKPOT_RENDER_BUDGET_MS }),
  // The head preloads the remotes' manifests and entries; the monolith has none to fetch.
  remotePreloads: filesLookup ?? false,
  // Their entries in one response, checked against the registry's integrities (remote-entries.ts).
  ...(filesLookup &&
    env.INKPOT_REMOTE_ENTRIES !== 'separate' && {
      remoteEntries: remoteEntriesSource({
        filesOf: filesLookup,
        parcelFiles: env.INKPOT_REMOTE_ENTRIES === 'combined',
      }),
    }),
  // Remotes with a server build render their parcels into the page; the monolith, the same code,
  // renders them from the same builds (else its yardstick search page would be the browser's).
  serverParcels: remoteServerParcels({
    sandbox,
    onOutcome: (release, outcome) => metrics.serverBuild(release, outcome),
  }),
  pageTokenKey: pageTokenKeyOf(deployTokenOf(env)),
  qaLinkKey: qaLinkKeyOf(deployTokenOf(env)),
  trustProxy: env.TRUST_PROXY,
  // Once `npm run deploy -- shell` promotes a host release, pages get it (the edge's own build until then).
  hostReleases: hostReleaseStore({ dir: env.HOST_RELEASES_DIR }),
  log,
  metrics: { edge: metrics, token: env.METRICS_TOKEN },
  config: {
    productName: PRODUCT_NAME,
    appVersion: process.env.npm_package_version ?? '1.0.0',
    environment: env.INKPOT_ENVIRONMENT,
    graphqlUrl: '/_/graphql',
    hosts: { app: env.PUBLIC_URL, status: env.STATUS_PAGE_URL, help: env.HELP_URL },
    googleOneTap: oneTapPickerOf({
      deployed: isDeployed(env.INKPOT_ENVIRONMENT),
      googleIssuer: env.OIDC_GOOGLE_ISSUER,
      googleClientId: env.OIDC_GOOGLE_CLIENT_ID,
      devOidcPort: env.DEV_OIDC_PORT,
    }),
    search: { appId: env.SEARCH_APP_ID, apiKey: env.SEARCH_API_KEY, indexPrefix: env.SEARCH_INDEX_PREFIX },
    ...(env.RECAPTCHA_SITE_KEY ? { captcha: { provider: 'recaptcha-v3', siteKey: env.RECAPTCHA_SITE_KEY } } : {}),
  },
});

const server = listenOrExit(app, {
  name: 'edge',
  port: env.HOST_PORT,
  host: bindHostOf(env),
  portSetting: 'HOST_PORT',
  onListening: () =>
    console.log(
      `[edge] ${PRODUCT_NAME} (${env.INKPOT_ENVIRONMENT}, ${env.INKPOT_BUILD} build) is served at http://localhost:${env.HOST_PORT} (API: ${env.API_URL}); ` +
        (render
          ? `pages rendered on the server (budget ${env.INKPOT_RENDER_BUDGET_MS} ms)`
          : 'pages rendered in the browser'),
    ),
});
// SIGTERM: pages in flight finish; the parcel sandboxes end with the edge.
drainOnSignals(server, { name: 'edge', cleanup: () => sandbox.close() });
