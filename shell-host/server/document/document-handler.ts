import { pipeline } from 'node:stream/promises';
import type express from 'express';
import { isbot } from 'isbot';
import { pageKindOfRoute } from '@inkpot/shared-contracts/page-type';
import { signPageToken } from '@inkpot/config/page-token';
import { requestIdHeaders } from '@inkpot/config/logging';
import type { ShellConfig } from '@inkpot/shared-contracts/config';
import type { HostRelease } from '@inkpot/shared-contracts/registry';
import { buildRouteLink } from '@inkpot/shared-contracts/routes';
import type { PreloadedState } from '../../page-contract/preloaded-state.ts';
import { documentHead } from '../../page-contract/document-head.ts';
import type { ShellRender, ShellRenderer } from '../../page-contract/render.ts';
import type { ApiFlagsLookup } from '../api/api-flags.ts';
import type { BannerFactsLookup } from './banner-facts.ts';
import type { registryFor } from '../remotes/composition.ts';
import type { CustomDomainLookup } from '../http/custom-domains.ts';
import { renderDocument, splitAtRoot } from './document.ts';
import { resolveDocumentRoute, type DocumentRoute } from './document-route.ts';
import { decideEdgeCache, edgeCacheHeaders, type EdgeCachePage } from './edge-cache.ts';
import type { EdgeMetrics } from '../observability/edge-metrics.ts';
import { oncePerFailure } from '../observability/failure-log.ts';
import {
  OVERRIDE_COOKIE,
  OVERRIDE_VERSION,
  overrideCookie,
  overrideState,
  withOverride,
  type LocalOverrideRules,
  type OverrideDecision,
} from '../remotes/local-override.ts';
import { entityRefsOf, type PageEntitiesLookup } from './page-entities.ts';
import type { PostStatus, PostStatusLookup } from './post-status.ts';
import type { PublicationSlugLookup } from './publication-by-id.ts';
import { remotePreloads as preloadsOf, type RemoteFilesLookup } from '../remotes/remote-preloads.ts';
import type { RemoteEntriesSource } from '../remotes/remote-entries.ts';
import type { ServerParcelRenderer } from '../remotes/remote-server-parcels.ts';
import { cspNonceOf } from '../http/security-headers.ts';
import { NO_EDGE_FACTS, type EdgeSession } from '../api/session.ts';

/** What a document's render was: `server`, or `client` with the reason the edge left it to the browser. */
export const RENDER_HEADER = 'Inkpot-Render';

/**
 * Development only: a request may set its render budget in ms (tests use `1` to see the page fall
 * back to the browser). Never honoured in staging or production.
 */
export const RENDER_BUDGET_HEADER = 'inkpot-render-budget';

export const DEFAULT_RENDER_BUDGET_MS = 400;

/** Which composition snapshot a document was served from, and the canaries it got. */
export const COMPOSITION_HEADER = 'Inkpot-Composition';
export const CANARY_HEADER = 'Inkpot-Canary';
/** The host release a document was made with; absent when the edge's own build made it. */
export const HOST_HEADER = 'Inkpot-Host';

/** The header the cache middleware worker in front of the edge adds to the requests it forwards. */
export const CACHE_WORKER_HEADER = 'inkpot-cache-worker';

/** The releases one page gets, and whether they are a snapshot's; the host release its composition names. */
export type ServedReleases = ReturnType<typeof registryFor> & { snapshot: boolean; host: HostRelease | null };

/** The document and server render of a page: a host release's, or the edge's own build. */
export interface HostDocument {
  version: string | null;
  template: string;
  render?: ShellRenderer;
}

/** What the document handler asks of the edge (app.ts gives it: its options, resolved, and the composition). */
export interface DocumentDeps {
  apiUrl: string;
  config: ShellConfig;
  flags: Readonly<Record<string, boolean>>;
  apiFlags: ApiFlagsLookup;
  session: (cookieHeader: string | undefined) => Promise<EdgeSession>;
  edgeCache: boolean;
  branchDeploy: boolean;
  customDomain: CustomDomainLookup;
  postStatus: PostStatusLookup;
  bannerFacts: BannerFactsLookup;
  pageEntities: PageEntitiesLookup;
  publicationSlug: PublicationSlugLookup;
  localOverride: LocalOverrideRules;
  renderBudgetMs: number;
  remotePreloads?: RemoteFilesLookup | false;
  /** The page's remote entries in one response (remote-entries.ts); each entry on its own when absent. */
  remoteEntries?: RemoteEntriesSource;
  serverParcels?: ServerParcelRenderer;
  pageTokenKey: string | null;
  logger: Pick<Console, 'error' | 'warn'>;
  metrics?: { edge: EdgeMetrics };
  /** The releases this request's page gets (app.ts: the composition, a snapshot, the visitor's canaries). */
  releasesFor(req: express.Request, setCookies: readonly string[]): Promise<ServedReleases>;
  /** The document and render of a page made with `release`, or the edge's own. */
  hostFor(release: HostRelease | null): Promise<HostDocument>;
  /** The local override decided for this response (a middleware before the security headers). */
  overrideOf(res: express.Response): OverrideDecision;
}

/** The page of the cache rules for what the route resolved to and what the API said of the post. */
function cachePageOf(route: DocumentRoute, post: PostStatus | null): EdgeCachePage {
  if (route.kind === 'page') return { kind: route.cachePage };
  if (post?.kind === 'found') return { kind: 'post', isPublished: post.isPublished, isSuspended: post.isSuspended };
  return { kind: 'other' };
}

/** A document's route for logs and metrics: the page's name, never its path (names and ids stay out). */
function documentRouteLabel(route: DocumentRoute): string {
  if (route.kind === 'page') return `page:${route.page}`;
  return route.kind === 'post' ? 'page:post' : `document:${route.kind}`;
}

/** The page kind a document's page token names: its page, a post read in a series its own kind. */
function documentPageKind(route: DocumentRoute): string {
  if (route.kind === 'page') return pageKindOfRoute(route.match.route.name, route.page);
  return route.kind === 'post' ? pageKindOfRoute(route.match.route.name, 'post') : route.kind;
}

/**
 * Every document: the route in the request's routing mode (a redirect, a publication by id, a page,
 * a post, not found), what the API says of its post and entities and of the reader, the releases the
 * page gets, the preloaded state with its signed page token, the head, the server render (with the
 * remotes' server parcels) streamed after the head and its preloads, and the edge-cache decision.
 */
export function documentHandler(deps: DocumentDeps): (req: express.Request, res: express.Response) => Promise<void> {
  const {
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
  } = deps;
  const renderFailure = oncePerFailure(
    logger,
    (message, path) => `[edge] The server render of ${path} fell back to the browser: ${message}`,
  );
  /** The budget of one request's render: the edge's, or in development the request's own. */
  const budgetOf = (req: express.Request) => {
    const asked = Number(req.get(RENDER_BUDGET_HEADER));
    return config.environment === 'development' && Number.isFinite(asked) && asked > 0 ? asked : renderBudgetMs;
  };

  return async (req, res) => {
    const routing = await customDomain(req.headers.host);
    const route = resolveDocumentRoute(req.path, routing.mode, config.hosts);
    res.locals.route = documentRouteLabel(route);
    if (route.kind === 'redirect') {
      res.set('Cache-Control', 'no-store').redirect(302, route.location);
      return;
    }
    const slug = route.kind === 'publication-by-id' ? await publicationSlug(route.collectionId) : undefined;
    if (typeof slug === 'string' && slug !== 'failed') {
      res
        .set('Cache-Control', 'no-store')
        .redirect(
          302,
          buildRouteLink('collection', { collectionSlug: slug }, { mode: routing.mode, mainOrigin: config.hosts.app }),
        );
      return;
    }
    const refs = route.kind === 'page' ? entityRefsOf(route.match) : null;
    const [[who, banner], post, anonymousEntities] = await Promise.all([
      // A signed-in reader's banner facts go into the document: the host sizes the banner's box before paint.
      session(req.headers.cookie).then(
        async (who) =>
          [
            who,
            who.viewer.status === 'signed-in'
              ? await bannerFacts(req.headers.cookie, route.kind === 'post' ? route.postId : null)
              : null,
          ] as const,
      ),
      route.kind === 'post' ? postStatus(route.postId, req.headers.cookie) : null,
      refs ? pageEntities(refs) : null,
    ]);
    // A private list is its owner's only: a signed-in reader's own answer decides.
    const entities =
      refs &&
      anonymousEntities?.kind === 'not-found' &&
      anonymousEntities.missing === 'list' &&
      who.viewer.status === 'signed-in'
        ? await pageEntities(refs, req.headers.cookie)
        : anonymousEntities;
    const releases = await releasesFor(req, who.setCookies);
    const override = overrideOf(res);
    const overrideChange = overrideCookie(override, {
      secure: config.hosts.app.startsWith('https:'),
      ...(localOverride.now ? { now: localOverride.now } : {}),
    });
    const status =
      route.kind === 'not-found' ||
      post?.kind === 'not-found' ||
      entities?.kind === 'not-found' ||
      slug === null ||
      (route.kind === 'page' && route.page === 'not-found')
        ? 404
        : route.kind === 'page' && route.page === 'server-error'
          ? 500
          : 200;
    const served = withOverride(releases.registry, override);
    const state: PreloadedState = {
      config,
      registry: served,
      // A failed lookup does not make a signed-in reader a visitor: the page fetches the session itself.
      viewer: who.failed ? { status: 'loading' } : who.viewer,
      flags: { ...(await apiFlags()), ...flags },
      session: { xsrf: who.xsrf },
      routing: { mode: routing.mode, status },
      ...(banner && { banner }),
      localOverride: overrideState(override),
      ...(pageTokenKey && {
        pageToken: signPageToken(pageTokenKey, {
          composition: releases.registry.composition ?? null,
          // The cohort the page was served: its live releases (none for a snapshot; never an
          // overridden remote's), and which of them were its canaries.
          releases: releases.snapshot
            ? []
            : served.remotes
                .filter((release) => release.version !== OVERRIDE_VERSION)
                .map((release) => `${release.name}@${release.version}`),
          canaries: releases.canaries,
          pageKind: documentPageKind(route),
          now: Date.now(),
        }),
      }),
      ...(isbot(req.get('user-agent')) && { viewerIsBot: true }),
    };
    const matched = route.kind === 'page' || route.kind === 'post' ? route.match : null;
    const head = documentHead({
      productName: config.productName,
      appUrl: config.hosts.app,
      page: route.kind === 'page' ? route.page : route.kind === 'post' ? 'post' : null,
      path: req.path,
      // Canonical in the default mode (a custom domain's pages on the main host), spelled as the entities are.
      ...(matched && {
        route: {
          name: matched.route.name,
          params: { ...matched.params, ...(entities?.kind === 'found' ? entities.canonicalParams : {}) },
        },
      }),
      status,
      entity: post?.kind === 'found' ? post.head : entities?.kind === 'found' ? entities.head : null,
    });
    const nonce = cspNonceOf(res);
    // The manifests are read (or found in the lookup's cache) while the page renders.
    const lookup = remotePreloads === false ? null : (remotePreloads ?? (async () => null));
    // An overridden remote's manifest is a URL the request named, for its own browser (often the
    // developer's localhost): the edge never fetches it, the page's head preloads the manifest alone.
    const overridden = new Set(
      state.registry.remotes
        .filter((release) => release.version === OVERRIDE_VERSION)
        .map((release) => release.manifestUrl),
    );
    const filesOf: RemoteFilesLookup | null =
      lookup && (async (manifestUrl) => (overridden.has(manifestUrl) ? null : lookup(manifestUrl)));
    if (filesOf) for (const release of state.registry.remotes) void filesOf(release.manifestUrl);
    // The host's page for the route, with its data, rendered into the root; the browser hydrates it.
    const host = await hostFor(releases.host);
    const rendered: ShellRender | null = host.render
      ? await host.render({
          state,
          url: req.originalUrl,
          nonce,
          api: {
            graphqlUrl: new URL(config.graphqlUrl, apiUrl).href,
            cookie: req.headers.cookie,
            headers: requestIdHeaders(),
          },
          budgetMs: budgetOf(req),
          ...(serverParcels && {
            renderParcel: ({ remote, ...parcel }) => {
              const release = state.registry.remotes.find((candidate) => candidate.name === remote);
              // An overridden remote is a developer's code for their own browser, named by the request:
              // the edge never runs it (the page's browser renders that remote's parcels).
              if (!release || release.version === OVERRIDE_VERSION) return Promise.resolve(null);
              // The API's public endpoints, asked directly as the reader (the API trusts the edge's forwarding).
              const api = {
                origin: new URL(apiUrl).origin,
                headers: { 'x-forwarded-for': req.ip ?? '', ...requestIdHeaders() },
              };
              return serverParcels(release, { ...parcel, nonce, api });
            },
          }),
          logger,
        })
      : null;
    // The head preloads the page's remotes; the files of the parcels the server's page placed follow its first paint.
    const placed = rendered?.kind === 'server' ? rendered.parcels : [];
    // The entries of the releases this page was served (its canaries, snapshot or override
    // included: an overridden remote has no integrity and is left out), with the files of the
    // parcels the page placed (remote-entries.ts).
    const entries = filesOf && remoteEntries ? await remoteEntries.forPage(state.registry.remotes, placed) : null;
    const html = renderDocument(
      host.template,
      state,
      nonce,
      head,
      filesOf !== null && {
        preloads: await preloadsOf(
          state.registry.remotes,
          filesOf,
          placed,
          entries?.remotes ?? [],
          entries?.files ?? [],
        ),
        entries,
      },
    );
    if (rendered?.kind === 'client') renderFailure.failed(rendered.reason, req.path);
    else if (rendered) renderFailure.succeeded();
    if (rendered) metrics?.edge.rendered(rendered);
    const decision = decideEdgeCache({
      edgeCachingEnabled: edgeCache,
      branchDeploy,
      remoteAddress: req.ip,
      userAgent: req.get('user-agent'),
      cacheWorkerUsed: req.get(CACHE_WORKER_HEADER) === '1',
      viewer: who.failed ? null : { loggedIn: who.viewer.status !== 'visitor', ...(who.edge ?? NO_EDGE_FACTS) },
      page: cachePageOf(route, post),
      perVisitorReleases:
        releases.canaries.length > 0 || releases.snapshot || override.kind !== 'none' || overrideChange !== null,
      failedLookups: [
        ...(routing.failed ? ['custom-domain lookup failed'] : []),
        ...(post?.kind === 'failed' ? ['post lookup failed'] : []),
        ...(slug === 'failed' ? ['publication lookup failed'] : []),
        ...(entities?.kind === 'failed' ? ['page entity lookup failed'] : []),
        // The browser renders this one; the next reader should get the server's page.
        ...(rendered?.kind === 'client' ? ['server render failed'] : []),
      ],
    });
    // A shared cache would hand one visitor's id cookie to every reader of the page; the API sets
    // it again on the page's first API call, so cached documents go without it.
    if (decision.group === 'disabled' && who.setCookies.length) res.append('Set-Cookie', who.setCookies);
    if (overrideChange) res.cookie(OVERRIDE_COOKIE, overrideChange.value, overrideChange.options);
    res.status(status).set(edgeCacheHeaders(decision));
    if (releases.registry.composition) res.set(COMPOSITION_HEADER, releases.registry.composition);
    if (releases.canaries.length) res.set(CANARY_HEADER, releases.canaries.join(', '));
    if (host.version) res.set(HOST_HEADER, host.version);
    // The error page route (/_/oh-noes) is the 500 screen: its status, and never from a cache.
    if (status === 500) res.set('Cache-Control', 'no-store');
    res.type('html');
    if (rendered?.kind !== 'server') {
      // Why, in development only: the reasons name the API's operations and errors.
      if (rendered)
        res.set(
          RENDER_HEADER,
          config.environment === 'development'
            ? `client; reason=${JSON.stringify(rendered.reason.replace(/[^ -~]/g, '?'))}`
            : 'client',
        );
      res.send(html);
      return;
    }
    const { beforeRoot, afterRoot } = splitAtRoot(html, nonce);
    res.set(RENDER_HEADER, 'server');
    res.write(beforeRoot);
    // The head (its preloads) leaves now, not when the compressor's buffer fills.
    res.flush();
    try {
      await pipeline(rendered.html, res, { end: false });
    } catch (error) {
      // Headers and part of the page are sent: the browser re-renders what hydration cannot match.
      logger.error(`[edge] The server render of ${req.path} broke off while streaming:`, error);
    }
    res.end(afterRoot(rendered.cache));
  };
}
