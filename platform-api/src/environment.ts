/**
 * The deployment this API runs in: the one INKPOT_ENVIRONMENT setting of config/env.mjs, which
 * the edge reads too, so the two cannot disagree.
 */
import { environmentSetting, isDeployed, type InkpotEnvironment } from '@inkpot/config/env';

export { environmentSetting };
/** The release registry's admin token in force (DEPLOY_TOKEN; a development default; else none). */
export {
  bindHostOf,
  deployTokenOf,
  DEVELOPMENT_DEPLOY_TOKEN,
  ENV_SETTINGS,
  operationSettings,
  sharedSettings,
  trustProxySetting,
} from '@inkpot/config/env';
/** How the API logs (JSON lines, request ids, access log, secrets redacted) and serves its metrics. */
export {
  accessLog,
  createLogger,
  matchedRoute,
  requestIdHeaders,
  routeConsoleTo,
  type AccessEntry,
} from '@inkpot/config/logging';
export {
  clusterMetricsPrimary,
  createMetrics,
  METRICS_PATH,
  metricsHandler,
  metricsText,
  type ServiceMetrics,
} from '@inkpot/config/metrics';
/** The API's command-line tools parse their arguments as every tool of the system does (commander). */
export { cli, examples, wholeNumber } from '@inkpot/config/cli';
/** How the API's servers listen (their bind address, and one line and exit 1 when they cannot). */
export { drainOnSignals, listenOrExit } from '@inkpot/config/listen';
/** Served pages' signed ids, keyed by the deploy token (the edge signs, the canary monitor checks). */
export { PAGE_TOKEN_TTL_S, pageTokenKeyOf, readPageToken, signPageToken } from '@inkpot/config/page-token';
export type { ServedPage } from '@inkpot/config/page-token';

/** Staging and production: hardened (no introspection, suggestions, GraphiQL, dev routes; Secure cookies). */
export const deployed = (config: { INKPOT_ENVIRONMENT: InkpotEnvironment }) => isDeployed(config.INKPOT_ENVIRONMENT);
