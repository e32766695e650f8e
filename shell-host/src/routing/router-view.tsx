import { postIdFromSlug, releaseHeldClicks, type ShellLocation } from '@inkpot/shared-contracts';
import { recordStoryRead } from '@inkpot/shared-contracts/reading-meter';
import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary, ErrorScreen, RoutingErrorScreen, UNEXPECTED_ROUTING_ERROR } from '../errors/error-screens.tsx';
import { DevtoolCrashProbe } from './devtool-crash.tsx';
import { pageHeadOf } from './page-head.ts';
import { LoadingPlaceholder } from '../layout/loading-placeholder.tsx';
import { HydrationSuspense } from '../lib/use-hydrated.ts';
import { loadedModule, pageLoader, pageModule } from './page-registry.ts';
import { useShell, type PageModule, type PageProps } from './page-props.ts';
import { layoutOf, resolveRoute, RoutingError, type Resolution } from './resolve-route.ts';
import { routeDefinition, type Layout } from '@inkpot/shared-contracts';
import { browserStorage } from '../lib/browser-storage.ts';

export const publicationFrameModule = () => import('../pages/publication/publication-frame.tsx');
const publicationByIdModule = () => import('../pages/publication/publication-by-id.tsx');

function PublicationFrame(props: { slug: string; children: ReactNode }) {
  const { PublicationFrame: Frame } = use(loadedModule(publicationFrameModule));
  return <Frame {...props} />;
}

function PublicationByIdRedirect(props: { id: string }) {
  const { PublicationByIdRedirect: Redirect } = use(loadedModule(publicationByIdModule));
  return <Redirect {...props} />;
}

/**
 * The code a location's page needs (its page module, the publication frame), loaded before the
 * browser hydrates the server's HTML of it: hydration that waits on a chunk shows the placeholder
 * instead of the page as soon as anything above it re-renders.
 */
export async function loadPageCode(resolution: Resolution): Promise<PageModule | null> {
  const page = resolution.kind === 'page' ? resolution.page : resolution.kind === 'not-found' ? 'not-found' : null;
  const [module] = await Promise.all([
    page ? pageModule(pageLoader(page)) : null,
    resolution.kind === 'page' && resolution.layout === 'publication' ? loadedModule(publicationFrameModule) : null,
  ]);
  return module;
}

export function useResolution(location: ShellLocation): Resolution {
  const { viewer, mode, flags, config, documentStatus } = useShell();
  // The edge checked the document's own location with the API (the person, publication, tag or
  // list its route names): when it answered 404, that location is the not-found page.
  const [documentPath] = useState(location.pathname);
  const notFoundAtEdge = documentStatus === 404 && location.pathname === documentPath;
  return useMemo(
    () =>
      notFoundAtEdge
        ? { kind: 'not-found', reason: `The edge answered 404 for ${location.pathname}` }
        : resolveRoute({ pathname: location.pathname, hash: location.hash, mode, viewer, flags, hosts: config.hosts }),
    [notFoundAtEdge, location.pathname, location.hash, mode, viewer, flags, config.hosts],
  );
}

/** The host's page area: the resolved page in its layout, under a routing error boundary. */
export function RouterView({ location, resolution }: { location: ShellLocation; resolution: Resolution }) {
  const { services, config, flags } = useShell();
  return (
    <ErrorBoundary
      resetKey={`${location.pathname}${location.search}`}
      onError={(error) => services.telemetry.reportError(error, { area: 'page', path: location.pathname })}
      fallback={(error) => (
        <PageSettled>
          {/* An unknown page or layout is a routing error; anything else is the error screen. */}
          {error instanceof RoutingError ? (
            <RoutingErrorScreen text={UNEXPECTED_ROUTING_ERROR} />
          ) : (
            <ErrorScreen productName={config.productName} />
          )}
        </PageSettled>
      )}
    >
      {flags.enable_devtool === true && <DevtoolCrashProbe />}
      <ResolvedPage location={location} resolution={resolution} />
    </ErrorBoundary>
  );
}

function ResolvedPage({ location, resolution }: { location: ShellLocation; resolution: Resolution }) {
  const { services, mode, config } = useShell();

  useEffect(() => {
    if (resolution.kind !== 'redirect') return;
    if (resolution.external) window.location.replace(resolution.to);
    else services.navigation.navigate(resolution.to, { replace: true });
  }, [resolution, services]);

  const page = resolution.kind === 'page' ? resolution.page : null;
  useEffect(() => {
    if (page === 'home-lo-legacy')
      services.bus.forSender('shell').publish('analytics/track', { name: 'homepage.viewed' });
  }, [page, services]);
  // Metered reading: a story's page counts as a story read (the sign-up prompt reads the month's count).
  const storyRead = page === 'post' && resolution.kind === 'page' ? storyIdOf(resolution.params) : null;
  useEffect(() => {
    if (storyRead) recordStoryRead(browserStorage(), storyRead);
  }, [storyRead]);

  // The page's head (title, description, canonical URL, Open Graph); pages about something refine it.
  useEffect(() => {
    if (resolution.kind !== 'page' && resolution.kind !== 'not-found') return;
    pageHeadOf().setPage({
      pathname: location.pathname,
      productName: config.productName,
      appUrl: config.hosts.app,
      page: resolution.kind === 'page' ? resolution.page : null,
      path: location.pathname,
      ...(resolution.kind === 'page' && { route: { name: resolution.route.name, params: resolution.params } }),
      status: resolution.kind === 'page' ? 200 : 404,
    });
  }, [resolution, location.pathname, config]);

  switch (resolution.kind) {
    case 'not-found':
      return <NotFound location={location} />;
    case 'redirect':
      return <PagePlaceholder />;
    case 'loading':
      return (
        <LayoutFrame layout={resolution.layout} page="loading" params={{}} aside={null}>
          <PagePlaceholder />
        </LayoutFrame>
      );
    case 'page': {
      const loader = pageLoader(resolution.page);
      const props: PageProps = { ...resolution, location, mode };
      return (
        <LayoutFrame
          layout={resolution.layout}
          page={resolution.page}
          params={resolution.params}
          aside={
            <HydrationSuspense fallback={null}>
              <PageFromModule loader={loader} part="Aside" props={props} />
            </HydrationSuspense>
          }
        >
          <HydrationSuspense fallback={<PagePlaceholder />}>
            <PageFromModule loader={loader} part="default" props={props} />
          </HydrationSuspense>
        </LayoutFrame>
      );
    }
  }
}

const NOT_FOUND_ROUTE = routeDefinition('notFound');

/** The not-found page in its own layout, whatever the location. */
function NotFound({ location }: { location: ShellLocation }) {
  const { mode } = useShell();
  const props: PageProps = { route: NOT_FOUND_ROUTE, params: {}, page: 'not-found', location, mode };
  return (
    <LayoutFrame layout={layoutOf('not-found', NOT_FOUND_ROUTE)} page="not-found" params={{}} aside={null}>
      <HydrationSuspense fallback={<PagePlaceholder />}>
        <PageFromModule loader={pageLoader('not-found')} part="default" props={props} />
      </HydrationSuspense>
    </LayoutFrame>
  );
}

/** Renders a part of a lazily loaded page module, suspending until its chunk has arrived. */
function PageFromModule({
  loader,
  part,
  props,
}: {
  loader: () => Promise<PageModule>;
  part: 'default' | 'Aside';
  props: PageProps;
}) {
  // The page hydrated (or rendered) in the browser: `<html data-hydrated>` for tools and tests, and
  // the clicks held on the server's buttons are replayed (those of a server-rendered parcel wait for
  // it). Here, not in the shell's root: React hydrates a Suspense boundary (this page) in a pass of
  // its own after the root's, and a click let through in between submitted the page's form natively.
  useEffect(() => {
    if (part === 'default') releaseHeldClicks(document.documentElement);
  }, [part]);
  const module = use(pageModule(loader));
  const Part = module[part];
  return Part ? <Part {...props} /> : null;
}

/**
 * The page failed (its module did not load, or it threw) and its error screen is what the reader
 * gets: the page is as hydrated as it will be, so the clicks held for it are let go (those on the
 * server's buttons that are gone are dropped), or every button outside a hydrated parcel (a
 * signed-in reader's top bar, the page's own) would stay held.
 */
function PageSettled({ children }: { children: ReactNode }) {
  useEffect(() => {
    releaseHeldClicks(document.documentElement);
  }, []);
  return children;
}

function PagePlaceholder() {
  return <LoadingPlaceholder label="Loading page" />;
}

/**
 * The five layouts. The shell's slots (top bar, footer …) stay mounted around
 * them; the wordmark layout hides the top bar through the shell's data-layout attribute.
 */
export function LayoutFrame({
  layout,
  page,
  params,
  aside,
  children,
}: {
  layout: Layout;
  /** The page identifier, exposed as data-page for tests and tooling. */
  page: string;
  params: Readonly<Record<string, string>>;
  aside: ReactNode;
  children: ReactNode;
}) {
  const { config } = useShell();
  switch (layout) {
    case 'basic':
      return (
        <div className="ink-layout ink-layout--basic" data-layout="basic" data-page={page}>
          {children}
        </div>
      );
    case 'top-nav':
      return (
        <div className="ink-layout ink-layout--top-nav" data-layout="top-nav" data-page={page}>
          {children}
        </div>
      );
    case 'two-column':
      return (
        <div className="ink-layout ink-layout--two-column" data-layout="two-column" data-page={page}>
          <div className="ink-layout__main">{children}</div>
          <aside className="ink-layout__aside" aria-label="Right column">
            {aside}
          </aside>
        </div>
      );
    case 'wordmark':
      return (
        <div className="ink-layout ink-layout--wordmark" data-layout="wordmark" data-page={page}>
          <header className="ink-wordmark">
            <a href="/" className="ink-wordmark__logo">
              {config.productName}
            </a>
          </header>
          {children}
        </div>
      );
    case 'publication': {
      // The publication comes from the slug parameter (in collection mode the
      // matcher fills it from the domain); `/c/{id}` is replaced by the publication's slug URL.
      const slug = params.collectionSlug ?? params.publicationSlug;
      return (
        <div className="ink-layout ink-layout--publication" data-layout="publication" data-page={page}>
          <HydrationSuspense fallback={<PagePlaceholder />}>
            {slug === undefined && params.collectionId ? (
              <PublicationByIdRedirect id={params.collectionId} />
            ) : (
              <PublicationFrame slug={slug ?? ''}>{children}</PublicationFrame>
            )}
          </HydrationSuspense>
        </div>
      );
    }
    default:
      throw new RoutingError(`Unknown layout "${String(layout)}".`);
  }
}

/** The story of a post route: a bare id, or the one at the end of its slug. */
function storyIdOf(params: Readonly<Record<string, string>>): string | null {
  const value = params.postId;
  return value ? (postIdFromSlug(value) ?? value) : null;
}
