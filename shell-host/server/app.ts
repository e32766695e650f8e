import { readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { ShellConfig } from '@inkpot/shared-contracts/config';
import { VISITOR_ID_COOKIE, type HostRelease, type RemoteRegistry } from '@inkpot/shared-contracts/registry';
import { REMOTE_CACHE_WORKER_PATH } from '../page-contract/document-ids.ts';
import type { ShellRenderer } from '../page-contract/render.ts';
import { apiProxy } from './api/api-proxy.ts';
import { DEFAULT_RENDER_BUDGET_MS, documentHandler, type HostDocument } from './document/document-handler.ts';
import { registryFor, servableSnapshot, visitorIdOf, type CompositionSource } from './remotes/composition.ts';
import { apiCustomDomainLookup, type CustomDomainLookup } from './http/custom-domains.ts';
import type { RemoteFilesLookup } from './remotes/remote-preloads.ts';
import { parcelsOfParam, REMOTE_ENTRIES_PATH, type RemoteEntriesSource } from './remotes/remote-entries.ts';
import type { ServerParcelRenderer } from './remotes/remote-server-parcels.ts';
import { clientErrorStatus, rejectMalformedUrls } from './http/malformed-url.ts';
import { cspNonceOf, securityHeaders, withNonce } from './http/security-headers.ts';
import { releaseConsole } from './release-console/release-console.ts';
import { siteFiles } from './http/site-files.ts';
import { apiSitemapSource, sitemapRoutes, type SitemapSource } from './http/sitemap.ts';
import {
  decideOverride,
  withOverride,
  type LocalOverrideRules,
  type OverrideDecision,
} from './remotes/local-override.ts';
import { apiPostStatusLookup, type PostStatusLookup } from './document/post-status.ts';
import { apiBannerFactsLookup, type BannerFactsLookup } from './document/banner-facts.ts';
import type { ApiFlagsLookup } from './api/api-flags.ts';
import { apiPublicationSlugLookup, type PublicationSlugLookup } from './document/publication-by-id.ts';
import {
  apiErrorReporter,
  renderServerErrorPage,
  renderStatusPage,
  serverErrorStatus,
  type ServerErrorReporter,
} from './document/server-error.ts';
import { VISITOR_SESSION, type EdgeSession } from './api/session.ts';
import { apiPageEntitiesLookup, type PageEntitiesLookup } from './document/page-entities.ts';
import type { HostReleaseStore } from './remotes/host-releases.ts';
import type { ServerResponse } from 'node:http';
import { checkedPart, LIVENESS_PATH, READINESS_PATH, readinessOf } from '@inkpot/shared-contracts/health';
import { accessLog, createLogger, matchedRoute } from '@inkpot/config/logging';
import { METRICS_PATH, metricsHandler } from '@inkpot/config/metrics';
import type { Logger } from 'pino';
import { DEFAULT_IMAGE_UPLOAD_MAX_MB, IMAGE_ERRORS, IMAGES_PATH } from '@inkpot/shared-contracts/images';
import type { EdgeMetrics } from './observability/edge-metrics.ts';

export {
  CACHE_WORKER_HEADER,
  CANARY_HEADER,
  COMPOSITION_HEADER,
  DEFAULT_RENDER_BUDGET_MS,
  HOST_HEADER,
  RENDER_BUDGET_HEADER,
  RENDER_HEADER,
} from './document/document-handler.ts';

export interface EdgeOptions {
  distDir: string;
  apiUrl: string;
  config: ShellConfig;
  /** The registry file the build writes: the offline default, and remotes never released through the registry. */
  registry: () => Promise<RemoteRegistry>;
  /** The release registry's composition (stable releases, canaries, snapshots); the file alone when absent. */
  composition?: CompositionSource;
  /** The edge's own flags (`INKPOT_FLAGS`): over the API's in every page's state. */
  flags?: Readonly<Record<string, boolean>>;
  /** The flags stored in the API (api-flags.ts), under the edge's own; none when absent. */
  apiFlags?: ApiFlagsLookup;
  /** Who the request's cookies belong to (the API); visitors when absent. */
  session?: (cookieHeader: string | undefined) => Promise<EdgeSession>;
  /** `INKPOT_EDGE_CACHE`: documents may be cached by a shared cache in front (edge-cache.ts). Off when absent. */
  edgeCache?: boolean;
  /** `INKPOT_BRANCH_DEPLOY`: readers from internal addresses do not disable caching. */
  branchDeploy?: boolean;
  /** The routing mode of a Host (custom domains); the API's answer, cached, when absent. */
  customDomain?: CustomDomainLookup;
  /** Whether a post page's post exists for the reader; the API's `postResult` when absent. */
  postStatus?: PostStatusLookup;
  /** What a signed-in reader's banners depend on; the API's viewer and post when absent. */
  bannerFacts?: BannerFactsLookup;
  /** Whether the people, publications, tags and lists a route names exist; the API, kept briefly, when absent. */
  pageEntities?: PageEntitiesLookup;
  /** The slug of a publication by id (`/c/{id}`); the API's `collection(id)` when absent. */
  publicationSlug?: PublicationSlugLookup;
  /** The sitemap's stories, writers, publications and tags; the API's `/_/api/sitemap`, kept briefly, when absent. */
  sitemap?: SitemapSource;
  /** Where document failures go; the log and the API's error intake when absent. */
  reportError?: ServerErrorReporter;
  /** How long a forwarded API call may take before the edge answers 504 (`API_PROXY_TIMEOUT_MS`). */
  apiTimeoutMs?: number;
  /** The largest image upload forwarded to the API (IMAGE_UPLOAD_MAX_MB); other bodies keep the common limit. */
  imageUploadMaxMb?: number;
  /**
   * Local overrides (`?override=<remote>@<manifest URL>`): signed ones only in staging and
   * production; without a key, only unsigned ones in development.
   */
  localOverride?: LocalOverrideRules;
  /** The host's server render (the server build's `renderShellPage`); without it the browser renders every page. */
  render?: ShellRenderer;
  /** How long the server render (its data included) may take before the browser renders the page instead. */
  renderBudgetMs?: number;
  /**
   * The head's preloads of the page's remotes: every manifest, and the entries this lookup finds
   * (remote-preloads.ts); the manifests alone when absent. `false`: a build without remotes to fetch
   * (the monolith), so no preloads and no connection hints to the remotes' origins.
   */
  remotePreloads?: RemoteFilesLookup | false;
  /**
   * The remote entries of each page's releases in one response, `/_/shell/remote-entries/<key>.js`
   * (remote-entries.ts); absent: the federation runtime loads each entry itself.
   */
  remoteEntries?: RemoteEntriesSource;
  /**
   * Renders the parcels of remotes that have a server build into the server's page
   * (remote-server-parcels.ts); without it every slot is an empty box the browser fills.
   */
  serverParcels?: ServerParcelRenderer;
  /**
   * The key every page is given its signed token with (config/page-token.mjs, derived from the
   * deploy token): bound to the page's composition and cohort, it makes the page's telemetry
   * trusted; the registry counts a page's canary outcomes once, and only with it. Without a key no
   * page gets one, no report is trusted, and no canary is judged by its pages.
   */
  pageTokenKey?: string | null;
  /**
   * The key signed QA links are checked with (config/local-override.mjs qaLinkKeyOf, derived from the
   * deploy token): a snapshot holding a rolled-back or revoked release is drawn only for such a link.
   * Without a key, for nobody.
   */
  qaLinkKey?: string | null;
  /**
   * The host releases `npm run deploy -- shell` made (host-releases.ts): once the registry promotes
   * one, its document and server render serve every page and its files `/_/shell/*`, with every
   * earlier release's files behind them for tabs opened before a deploy. The edge's own build
   * (distDir, render) until then, and whenever the promoted release's files do not check out.
   */
  hostReleases?: HostReleaseStore;
  /** Whose X-Forwarded-For the edge believes (TRUST_PROXY, config/env.mjs trustProxySetting); loopback when absent. */
  trustProxy?: number | string;
  logger?: Pick<Console, 'error' | 'warn'>;
  /** The access log (one JSON line per request, with its request id); silent when absent. */
  log?: Logger;
  /** The edge's metrics, served at /metrics (loopback in development, METRICS_TOKEN elsewhere); none when absent. */
  metrics?: { edge: EdgeMetrics; token: string | undefined };
}

/**
 * Paths that belong to the API; the edge forwards them untouched. Every other path, `/m/signin`
 * and the other host pages under `/m` included, gets the document. The API's development-only
 * routes are never on this list: they answer only to requests made straight to the API.
 */
/** Which composition snapshot a document was served from, and the canaries it got. */
/** The remote cache worker's file in the host's build (served under /_/shell/). */
const REMOTE_CACHE_WORKER_FILE = path.join(...REMOTE_CACHE_WORKER_PATH.split('/').slice(-2));

export const API_PATHS = [
  '/_/graphql',
  '/_/api',
  '/_/clientele',
  '/1/indexes',
  '/m/signout',
  '/m/callback/email',
  // Social sign-in (the API's OpenID Connect flow). Other /m/callback pages (mastodon) stay the host's.
  '/m/connect',
  ...['facebook', 'twitter', 'google', 'apple'].map((provider) => `/m/callback/${provider}`),
];

export const isApiPath = (pathname: string) => {
  const lower = pathname.toLowerCase();
  return API_PATHS.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
};

const HASHED_ASSET = /\.[0-9a-f]{12}\.js(\.map)?$/;

/** The route pattern of a request the document handler did not label: bounded, never the raw path. */
function routeOfRequest(req: express.Request, res: express.Response): string {
  if (typeof res.locals.route === 'string') return res.locals.route;
  const lower = req.path.toLowerCase();
  const api = API_PATHS.find((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
  if (api) return `${api}/*`;
  if (lower.startsWith('/_/shell/')) return '/_/shell/*';
  return matchedRoute(req, 'unmatched');
}

export function createEdgeApp({
  distDir,
  apiUrl,
  config,
  registry: registryFile,
  composition,
  flags = {},
  apiFlags = async () => ({}),
  session = async () => VISITOR_SESSION,
  edgeCache = false,
  branchDeploy = false,
  customDomain = apiCustomDomainLookup({ apiUrl, appUrl: config.hosts.app }),
  postStatus = apiPostStatusLookup(apiUrl),
  bannerFacts = apiBannerFactsLookup(apiUrl),
  publicationSlug = apiPublicationSlugLookup(apiUrl),
  sitemap = apiSitemapSource(apiUrl),
  pageEntities = apiPageEntitiesLookup(apiUrl),
  reportError = apiErrorReporter(apiUrl, config),
  apiTimeoutMs,
  imageUploadMaxMb = DEFAULT_IMAGE_UPLOAD_MAX_MB,
  localOverride = {
    signatureRequired: config.environment === 'production' || config.environment === 'staging',
    key: null,
  },
  render,
  renderBudgetMs = DEFAULT_RENDER_BUDGET_MS,
  remotePreloads,
  remoteEntries,
  serverParcels,
  pageTokenKey = null,
  qaLinkKey = null,
  trustProxy = 'loopback',
  logger = console,
  log = createLogger('edge', { level: 'silent' }),
  metrics,
  hostReleases,
}: EdgeOptions): Express {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  /** Every release a page may get now (the file's, the stable and the canary ones): what the CSP allows. */
  const registry = async (): Promise<RemoteRegistry> => {
    const [file, current] = await Promise.all([registryFile(), composition?.current() ?? null]);
    const { registry: stable } = registryFor(file, current, null);
    return { ...stable, remotes: [...stable.remotes, ...(current?.canaries.map((canary) => canary.release) ?? [])] };
  };
  /** The releases one page gets: a snapshot when asked for one, else the current composition and the visitor's canaries. */
  const releasesFor = async (req: express.Request, setCookies: readonly string[]) => {
    const asked = typeof req.query.composition === 'string' ? req.query.composition : null;
    const [file, found] = await Promise.all([
      registryFile(),
      asked && composition ? composition.snapshot(asked) : null,
    ]);
    // A snapshot holding a withdrawn release only for a signed QA link; the current composition otherwise.
    const snapshot = servableSnapshot(found, req.query, { key: qaLinkKey });
    const current = snapshot ?? (await composition?.current()) ?? null;
    const visitorId = snapshot ? null : visitorIdOf(req.headers.cookie, setCookies, VISITOR_ID_COOKIE);
    return { ...registryFor(file, current, visitorId), snapshot: snapshot !== null, host: current?.host ?? null };
  };
  /** The document and server render of a page: the host release its composition names, else the edge's own. */
  const hostFor = async (release: HostRelease | null): Promise<HostDocument> => {
    const host = release && hostReleases ? await hostReleases.load(release) : null;
    return host
      ? { version: host.version, template: host.template, render: host.render }
      : { version: null, template, render };
  };
  const serverErrorPage = renderServerErrorPage(config);
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the reader's address behind the proxies TRUST_PROXY names (loopback by default): the
  // internal-address rule of the cache decision, and what the API's per-IP limits see. The Host
  // header is read as sent, never X-Forwarded-Host, so a request cannot pick another host's routing mode.
  app.set('trust proxy', trustProxy);
  // Every request gets an id (the proxy's X-Request-Id, or a new one): in its log lines, in the
  // calls it makes to the API and the remotes' server builds, and in the response.
  app.use(
    accessLog(log, {
      routeOf: routeOfRequest,
      ...(metrics && { onResponse: (entry) => metrics.edge.observeRequest(entry) }),
    }),
  );
  // The edge's own metrics, never forwarded: /_/metrics is not an API path either.
  app.get(
    METRICS_PATH,
    metrics
      ? metricsHandler(() => metrics.edge.registry.metrics(), {
          token: metrics.token,
          development: config.environment === 'development',
        })
      : (_req, res) => res.status(404).set('Cache-Control', 'no-store').type('text').send('Not found.'),
  );
  // Node keeps the first of several Host headers; a proxy in front may have routed by another one.
  // Such a request names no one host, so nothing (routing, caches, the API) gets to read it.
  app.use((req, res, next) => {
    const hosts = req.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host');
    if (hosts.length > 1)
      res
        .status(400)
        .set({ 'Cache-Control': 'no-store', Connection: 'close' })
        .type('text')
        .send('More than one Host header.');
    else next();
  });

  const overrideOf = (res: express.Response) => res.locals.localOverride as OverrideDecision;
  const security = securityHeaders({
    production: config.environment === 'production' || config.environment === 'staging',
    allowIframe: flags.allow_iframe === true,
    registry,
    pageOrigins: (res) => {
      const decision = overrideOf(res as express.Response);
      return decision.kind === 'applied' ? [decision.origin] : [];
    },
    https: config.hosts.app.startsWith('https:'),
    oneTap: config.googleOneTap,
    captcha: config.captcha,
  });
  /** A standalone page for the answers the host cannot render (JSON on the API's paths). */
  const sendStatusPage = (req: express.Request, res: express.Response, status: number, message: string) => {
    if (isApiPath(req.path)) {
      security.ownAnswer(req, res);
      res.json({ error: message });
    } else res.type('html').send(withNonce(renderStatusPage(config, { status, message }), cspNonceOf(res)));
  };
  const rejectMalformed = rejectMalformedUrls((req, res) =>
    sendStatusPage(req, res, 400, 'The address of this page is not valid.'),
  );

  // The API's paths go to the API here, before anything of the edge's own pages runs (overrides,
  // the pages' security headers, compression): the API's answers pass through as the API sends
  // them, with its own headers. What the edge answers itself on these paths (a malformed address,
  // a body over its limit, the API away) gets the edge's headers (`ownAnswer`).
  const proxy = apiProxy({
    apiUrl,
    isApiPath,
    ...(apiTimeoutMs ? { timeoutMs: apiTimeoutMs } : {}),
    // Image uploads are larger than any other body; the API checks them again (platform-api/src/images).
    largeBodies: {
      isPath: (pathname) => pathname.toLowerCase() === IMAGES_PATH,
      limitBytes: imageUploadMaxMb * 1024 * 1024,
      message: IMAGE_ERRORS.tooLarge(imageUploadMaxMb),
    },
    ownAnswer: security.ownAnswer,
    unavailablePage: (req, res, status) =>
      withNonce(
        renderStatusPage(config, {
          status,
          message: `${config.productName} cannot be reached right now. Please try again in a moment.`,
          retryHref: req.originalUrl,
        }),
        cspNonceOf(res),
      ),
  });
  app.use((req, res, next) => {
    if (isApiPath(req.path)) rejectMalformed(req, res, () => proxy(req, res, next));
    else next();
  });

  // Decided before the security headers: an applied override's origin is allowed for this page only.
  app.use((req, res, next) => {
    res.locals.localOverride = decideOverride(req, localOverride);
    next();
  });
  app.use(security);
  app.use(rejectMalformed);

  // Liveness: the process answers. Readiness: it can serve pages (503 naming the part that cannot);
  // the API is reported but not required: pages are served while it is away.
  app.get(['/_/health', LIVENESS_PATH], (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true, service: 'edge' });
  });
  app.get(READINESS_PATH, async (_req, res) => {
    const readiness = readinessOf('edge', [
      await checkedPart('registry', async () => {
        const { remotes } = await registryFile();
        if (remotes.length === 0) throw new Error('the registry file names no releases (npm run build writes it)');
        return `${remotes.length} releases`;
      }),
      await checkedPart(
        'api',
        async (signal) => {
          const response = await fetch(new URL(LIVENESS_PATH, apiUrl), { signal });
          if (!response.ok) throw new Error(`it answered ${response.status}`);
          return 'answers';
        },
        { required: false, timeoutMs: 500 },
      ),
    ]);
    res
      .status(readiness.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(readiness);
  });

  // The releases this reader's pages get now (with their canaries, or the snapshot `?composition=` names).
  app.get('/_/registry.json', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(withOverride((await releasesFor(req, [])).registry, overrideOf(res)));
  });

  // Documents and the host's files go compressed (gzip or brotli, as the browser accepts): the
  // scripts are a quarter of their size on the wire.
  app.use(compression());

  const shellAssetHeaders = (res: ServerResponse, file: string) => {
    res.setHeader('Cache-Control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    // The remote cache worker answers for the remotes of every page of the site.
    if (file.endsWith(REMOTE_CACHE_WORKER_FILE)) res.setHeader('Service-Worker-Allowed', '/');
  };
  // The promoted host release's files, then the edge's own build's, then older releases' chunks.
  // The combined remote entries a document named: immutable (the key is a hash of the releases and
  // their entries' integrities). A key this edge did not build (another edge's, or before a restart)
  // is built from the current composition's stable releases, which a page cached in front was served,
  // and the parcels its URL names; otherwise 404, and the page's runtime loads each entry itself.
  if (remoteEntries)
    app.get(`${REMOTE_ENTRIES_PATH}:file`, async (req, res) => {
      const key = /^([0-9a-f]{20})\.js$/.exec(req.params.file)?.[1];
      const stable = async () => {
        const [file, current] = await Promise.all([registryFile(), composition?.current() ?? null]);
        return registryFor(file, current, null).registry.remotes;
      };
      const entries = key ? await remoteEntries.byKey(key, await stable(), parcelsOfParam(req.query.parcels)) : null;
      if (!entries) {
        res.status(404).set('Cache-Control', 'no-cache').type('text').send('Not found.');
        return;
      }
      res.set('Cache-Control', 'public, max-age=31536000, immutable').type('text/javascript').send(entries.body);
    });
  const promotedHost = async () => (await composition?.current())?.host?.version ?? null;
  if (hostReleases) app.use('/_/shell', hostReleases.assets(promotedHost, shellAssetHeaders));
  app.use('/_/shell', express.static(distDir, { index: false, setHeaders: shellAssetHeaders }));
  if (hostReleases) app.use('/_/shell', hostReleases.olderAssets(promotedHost, shellAssetHeaders));

  // The release console: staff only; for everyone else the path falls through to the not-found page.
  app.use(releaseConsole({ apiUrl, productName: config.productName, session, nonceOf: cspNonceOf }));
  app.use(siteFiles(config));
  app.use(sitemapRoutes(config, sitemap));

  app.get(
    '/{*path}',
    documentHandler({
      apiUrl,
      config,
      flags,
      apiFlags,
      session,
      edgeCache,
      branchDeploy,
      customDomain,
      postStatus,
      bannerFacts,
      pageEntities,
      publicationSlug,
      localOverride,
      renderBudgetMs,
      remotePreloads,
      remoteEntries,
      serverParcels,
      pageTokenKey,
      logger,
      metrics,
      releasesFor,
      hostFor,
      overrideOf,
    }),
  );

  // The 500 screen: 500, or 409 for a conflict, on a page that needs nothing else to work.
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    // The request's own fault (an undecodable URL, a 4xx from a middleware): answered, not reported.
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== null && !res.headersSent) {
      res.status(clientStatus).set('Cache-Control', 'no-store');
      sendStatusPage(
        req,
        res,
        clientStatus,
        clientStatus === 400 ? 'The address of this page is not valid.' : 'This request could not be answered.',
      );
      return;
    }
    reportError(error, { location: req.originalUrl, userAgent: req.get('user-agent') });
    if (res.headersSent) {
      next(error);
      return;
    }
    res
      .status(serverErrorStatus(error))
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(withNonce(serverErrorPage, cspNonceOf(res)));
  });

  return app;
}
