// One validated place for ports and URLs; build files, servers and scripts read them from here.
import { isIP } from 'node:net';
import { z } from 'zod';

export const REMOTES = /** @type {const} */ (['navigation', 'auth', 'membership', 'search', 'notifications']);

/**
 * The one setting that says which deployment a process belongs to. Every process (edge, API,
 * remotes' servers) reads it from here, so they cannot disagree; `npm start` passes it to each.
 */
export const ENVIRONMENTS = /** @type {const} */ (['development', 'staging', 'production']);
export const environmentSetting = z.enum(ENVIRONMENTS).default('development');

/**
 * How every server logs and who may read its metrics (config/logging.mjs, config/metrics.mjs);
 * the edge, the remotes' servers and the API validate the same three settings.
 */
export const operationSettings = {
  /** The least severe level written: fatal, error, warn, info (the default), debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` or `pretty`; unset: pretty for a person at a terminal in development, JSON otherwise. */
  LOG_FORMAT: z.optional(z.enum(['json', 'pretty'])),
  /**
   * The bearer token /metrics asks for. Unset: /metrics answers loopback in development and
   * nobody (404) in staging and production.
   */
  METRICS_TOKEN: z.optional(z.string().min(16)),
};

/**
 * Staging and production are reachable from outside: no introspection, field suggestions,
 * GraphiQL or development-only routes there, and cookies are Secure.
 * @param {(typeof ENVIRONMENTS)[number]} environment
 */
export const isDeployed = (environment) => environment !== 'development';

const port = (fallback) => z.coerce.number().int().min(1).max(65535).default(fallback);
const url = (fallback) => z.url().default(fallback);

/**
 * The settings the edge (this module) and the API (platform-api/src/config.ts) both read, with one
 * validation and one default each, so the two processes cannot start with different values.
 */
export const sharedSettings = {
  API_PORT: port(4000),
  /** Public origin of the page (used in links, the preloaded config and the API's emails). */
  PUBLIC_URL: url('http://localhost:3000'),
  /**
   * The hosted-search service the search remote queries through the edge (/1/indexes/*): its
   * application id, search-only key and index prefix, as the API checks them.
   */
  SEARCH_APP_ID: z.string().min(1).default('INKPOTDEV'),
  SEARCH_API_KEY: z.string().min(1).default('inkpot-search-only-key'),
  SEARCH_INDEX_PREFIX: z.string().default('inkpot_'),
  /**
   * The release registry's admin token (`npm run deploy`, `rollback`, `releases` send it; the API
   * checks it). Development falls back to DEVELOPMENT_DEPLOY_TOKEN; staging and production have no
   * release admin without it.
   */
  DEPLOY_TOKEN: z.optional(z.string().min(24)),
  /**
   * The largest image upload (avatars, story images) in MB: the edge stops a larger body, the API
   * refuses it (shared-contracts/src/images/images.ts).
   */
  IMAGE_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
};
/** An on/off switch: 1 or true, 0 or false; off when unset. */
const onOff = () =>
  z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true');

const schema = z.object({
  ...operationSettings,
  ...sharedSettings,
  /** How webpack builds the bundles (minified unless `development`); not the deployment. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** The deployment: development (the default of `npm start`), staging or production. */
  INKPOT_ENVIRONMENT: environmentSetting,
  /**
   * The address every server listens on: loopback (127.0.0.1) in development, so a development
   * API with its documented deploy token is not reachable from the network; every interface in
   * staging and production. The container images set 0.0.0.0 (deploy/Dockerfile).
   */
  BIND_HOST: z.optional(z.string().min(1)),
  /**
   * Whose X-Forwarded-For the edge and the API believe: a hop count (`1`: the one proxy in front),
   * or a comma-separated list of addresses, CIDR ranges and Express's names (`loopback`,
   * `linklocal`, `uniquelocal`). Default loopback only: behind a load balancer, name it, or every
   * reader shares the balancer's per-IP limits.
   */
  TRUST_PROXY: z.optional(z.string()).transform((value, context) => {
    const parsed = trustProxySetting(value ?? 'loopback');
    if (typeof parsed === 'object') {
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return parsed;
  }),
  HOST_PORT: port(3000),
  NAVIGATION_PORT: port(3001),
  AUTH_PORT: port(3002),
  MEMBERSHIP_PORT: port(3003),
  SEARCH_PORT: port(3004),
  NOTIFICATIONS_PORT: port(3005),
  /** `npm run start:cluster`: HAProxy's public port; the cluster's other ports follow from it (config/scripts/cluster.mjs). */
  CLUSTER_PORT: port(8080),
  /** `npm run start:cluster` on this PostgreSQL database instead of `inkpot_cluster` on this machine's server. */
  CLUSTER_DATABASE_URL: z.optional(z.string().min(1)),
  /** `npm run dev -- <remote>`: the port of the remote's watch build (default: the remote's port + 2100). */
  DEV_SERVER_PORT: z.optional(z.coerce.number().int().min(1).max(65535)),
  /** The local OpenID provider standing in for Facebook, X, Google and Apple outside production (platform-api/src/dev-oidc). */
  DEV_OIDC_PORT: port(4001),
  /**
   * Google as the API signs in with it (platform-api/src/social/social-config.ts reads the same
   * variables): the edge offers Google's one-tap picker only when Google itself is the issuer.
   */
  OIDC_GOOGLE_ISSUER: z.optional(z.url()),
  OIDC_GOOGLE_CLIENT_ID: z.optional(z.string().min(1)),
  /** Google reCAPTCHA v3's site key for sign-up (the API checks its tokens with RECAPTCHA_SECRET). */
  RECAPTCHA_SITE_KEY: z.optional(z.string().min(1)),
  /** Where the edge proxies the API paths (/_/graphql, /_/api, /1/indexes/*, /m/signout, ...) and asks for sessions. */
  API_URL: url('http://localhost:4000'),
  /** Public base URL of each remote's static server; defaults to localhost:<port>. */
  NAVIGATION_URL: z.optional(z.url()),
  AUTH_URL: z.optional(z.url()),
  MEMBERSHIP_URL: z.optional(z.url()),
  SEARCH_URL: z.optional(z.url()),
  NOTIFICATIONS_URL: z.optional(z.url()),
  /** The release registry file the edge reads on every document request. */
  REGISTRY_FILE: z.string().default(new URL('../.data/registry.json', import.meta.url).pathname),
  /**
   * The key the edge checks signed local overrides with (config/local-override.mjs); derived from
   * the deploy token when unset (`npm run override -- key` prints it for an edge without the token).
   */
  OVERRIDE_KEY: z.optional(z.string().min(32)),
  /**
   * Where `npm run deploy -- shell` puts the host's releases (`<dir>/<version>/browser/` and
   * `server/`) and where every edge reads them: a folder each edge machine has (a shared volume, or
   * a copy the deploy makes on each).
   */
  HOST_RELEASES_DIR: z.string().default(new URL('../.data/host-releases', import.meta.url).pathname),
  /** Where `npm run deploy` publishes a remote's immutable assets: `<dir>/<remote>/<version>/`. */
  RELEASE_ORIGIN_DIR: z.string().default(new URL('../.data/origin', import.meta.url).pathname),
  /**
   * Publish to an HTTP origin instead (config/scripts/release-publishers.mjs): PUT
   * `<RELEASE_ORIGIN>/<remote>/<version>/<file>`; credentials in the URL become Basic auth, a query
   * (SAS or presigned token) is kept on every file. Or `s3://<bucket>/<prefix>`: an S3 bucket or
   * S3-compatible store, signed with the AWS_* credentials (config/scripts/s3-publisher.mjs).
   */
  RELEASE_ORIGIN: z.optional(z.url({ protocol: /^(https?|s3)$/ })),
  /**
   * Where readers fetch what RELEASE_ORIGIN took, when that is another URL (a CDN in front).
   * Default: RELEASE_ORIGIN itself; for s3://, the bucket's HTTP URL for the prefix.
   */
  RELEASE_PUBLIC_URL: z.optional(z.url({ protocol: /^https?$/ })),
  /** An Authorization header for the uploads to an HTTP origin (e.g. `Bearer ...`). */
  RELEASE_ORIGIN_AUTHORIZATION: z.optional(z.string().min(1)),
  /** The S3 credentials RELEASE_ORIGIN=s3://... signs with (AWS Signature Version 4); the session token for temporary ones. */
  AWS_ACCESS_KEY_ID: z.optional(z.string().min(1)),
  AWS_SECRET_ACCESS_KEY: z.optional(z.string().min(1)),
  AWS_SESSION_TOKEN: z.optional(z.string().min(1)),
  /** The bucket's region, part of every signature. */
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /**
   * An S3-compatible server (MinIO, a local test server) instead of AWS, addressed path-style
   * (`<S3_ENDPOINT>/<bucket>/<key>`); unset: AWS's `https://<bucket>.s3.<region>.amazonaws.com/<key>`.
   */
  S3_ENDPOINT: z.optional(z.url({ protocol: /^https?$/ })),
  /** Feature flags switched on for every viewer, comma-separated (e.g. enable_devtool for QA). */
  INKPOT_FLAGS: z
    .string()
    .default('')
    .transform((value) =>
      Object.fromEntries(
        value
          .split(',')
          .map((flag) => flag.trim())
          .filter(Boolean)
          .map((flag) => [flag, true]),
      ),
    ),
  /**
   * The edge lets the shared cache in front of it (the cache middleware worker) keep documents
   * (docs/architecture/edge.md#caching). Off unless set, so development never caches: reason
   * "the edge did not enable caching".
   */
  INKPOT_EDGE_CACHE: onOff(),
  /** A branch (preview) deployment: readers from internal addresses do not disable the edge cache. */
  INKPOT_BRANCH_DEPLOY: onOff(),
  /**
   * How long the edge's server render of a page (its data included) may take, in ms; past it the
   * browser renders that page. `0` turns server rendering off.
   */
  INKPOT_RENDER_BUDGET_MS: z.coerce.number().int().min(0).default(400),
  /**
   * Opens the inspector of each remote's parcel sandbox on 127.0.0.1, at this port plus the remote's
   * place in REMOTE_NAMES (npm run bench:leaks reads their memory there). Unset: no inspector.
   */
  PARCEL_SANDBOX_INSPECT_PORT: z.optional(z.coerce.number().int().min(1).max(65535)),
  /**
   * Which build of the host `npm run build` makes and the edge serves: `federated` (the default: the
   * host loads the remotes at run time) or `monolith` (the yardstick: the host imports the remotes'
   * exposed modules directly, one bundle graph, in shell-host/dist-monolith/).
   */
  INKPOT_BUILD: z.enum(['federated', 'monolith']).default('federated'),
  /**
   * How a federated page loads its remotes' entries: `combined` (the default: the edge serves the
   * entries of the page's releases, each checked against its integrity, in one immutable response,
   * with the files of the parcels the page places, shell-host/server/remotes/remote-entries.ts),
   * `entries` (that response without the parcels' files) or `separate` (the federation runtime
   * loads each entry itself).
   */
  INKPOT_REMOTE_ENTRIES: z.enum(['combined', 'entries', 'separate']).default('combined'),
  STATUS_PAGE_URL: url('https://status.inkpot.example'),
  HELP_URL: url('https://help.inkpot.example'),
});

/** Every setting this module validates (docs/configuration.md lists them all). */
export const ENV_SETTINGS = Object.keys(schema.shape);

/**
 * Where each build of the host (INKPOT_BUILD) writes its browser and server output, under
 * shell-host/: both can be served side by side.
 * @param {'federated' | 'monolith'} build
 */
export const hostBuildDirs = (build) =>
  build === 'monolith'
    ? { browser: 'dist-monolith', server: 'dist-server-monolith' }
    : { browser: 'dist', server: 'dist-server' };

/** The deploy token of a development machine; never accepted in staging or production. */
export const DEVELOPMENT_DEPLOY_TOKEN = 'inkpot-development-deploy-token';

/**
 * The deploy token in force: DEPLOY_TOKEN, else the development one outside deployments; null
 * (release admin off) in a deployment without DEPLOY_TOKEN.
 * @param {{ DEPLOY_TOKEN?: string, INKPOT_ENVIRONMENT: (typeof ENVIRONMENTS)[number] }} env
 */
export const deployTokenOf = (env) =>
  env.DEPLOY_TOKEN ?? (isDeployed(env.INKPOT_ENVIRONMENT) ? null : DEVELOPMENT_DEPLOY_TOKEN);

const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Express's `trust proxy` takes it: a hop count, or a list of names, addresses and
 * CIDR ranges; `{ problem }` for anything else (Express would otherwise ignore a typo silently).
 * @param {string} value
 * @returns {number | string | { problem: string }}
 */
export function trustProxySetting(value) {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!TRUST_NAMES.has(entry) && !(family && prefixOk && rest.length === 0)) {
      return {
        problem: `"${entry}" is not a hop count, an address, a CIDR range or one of ${[...TRUST_NAMES].join(', ')}`,
      };
    }
  }
  return entries.join(', ');
}

/**
 * The address a server listens on (BIND_HOST): loopback in development unless told otherwise;
 * undefined (every interface) in a deployment.
 * @param {{ BIND_HOST?: string | undefined, INKPOT_ENVIRONMENT: (typeof ENVIRONMENTS)[number] }} env
 */
export const bindHostOf = (env) => env.BIND_HOST ?? (isDeployed(env.INKPOT_ENVIRONMENT) ? undefined : '127.0.0.1');

/**
 * Parses the environment once; a bad value throws an error naming the variable.
 * @param {Record<string, string | undefined>} source
 */
export function loadEnv(source = process.env) {
  const result = schema.safeParse(source);
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment for Inkpot: ${detail}`);
  }
  const env = result.data;
  /** @param {(typeof REMOTES)[number]} remote */
  const remotePort = (remote) => env[`${remote.toUpperCase()}_PORT`];
  /** @param {(typeof REMOTES)[number]} remote */
  const remoteUrl = (remote) => {
    const base = env[`${remote.toUpperCase()}_URL`] ?? `http://localhost:${remotePort(remote)}/`;
    return base.endsWith('/') ? base : `${base}/`;
  };
  /** Where `npm run dev -- <remote>` serves that remote from source: DEV_SERVER_PORT, else its port + 2100. */
  const devServerPort = (remote) => env.DEV_SERVER_PORT ?? remotePort(remote) + 2100;
  /** Where a remote's deployed releases are served: `<origin>/<version>/mf-manifest.json`. */
  const releaseOriginUrl = (remote) => `${remoteUrl(remote)}releases/`;
  return { ...env, remotePort, remoteUrl, releaseOriginUrl, devServerPort };
}
