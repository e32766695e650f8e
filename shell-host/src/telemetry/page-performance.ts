import { pageTypeOf, type PageTypeLabel } from '@inkpot/shared-contracts/page-type';
import type { ViewerState } from '@inkpot/shared-contracts';
import type { PageEvent } from './web-vitals-report.ts';

/** Preloads reported per page at most: a reader who hovers every link makes many, the first ones tell. */
export const MAX_PRELOADS_PER_PAGE = 20;

/**
 * The application-ready metric: milliseconds from the navigation's start until the page's tree has
 * hydrated the edge's HTML (or rendered itself), labelled with the page type and the viewer's
 * access class (logged in or not, member or not).
 */
export function readyEvent({
  at,
  pageKind,
  viewer,
}: {
  at: number;
  pageKind: string | null | undefined;
  viewer: ViewerState;
}): PageEvent {
  const signedIn = viewer.status === 'signed-in';
  return {
    type: 'ready',
    data: {
      value: Math.round(at),
      pageType: pageTypeOf(pageKind),
      loggedIn: signedIn,
      member: signedIn && viewer.viewer.isMember,
    },
  };
}

/** A preload of a page's code and data on the reader's intent: when it started (ms from the navigation's start). */
export const preloadEvent = (pageType: PageTypeLabel, startedAt: number): PageEvent => ({
  type: 'page_preload',
  data: { value: Math.round(startedAt), pageType },
});

/** The preload finished (its chunk loaded and its queries answered): how long it took. */
export const preloadSuccessEvent = (pageType: PageTypeLabel, startedAt: number, endedAt: number): PageEvent => ({
  type: 'page_preload_success',
  data: { value: Math.round(endedAt - startedAt), pageType, startedAt: Math.round(startedAt) },
});

/** What the page tells of its own performance, beside the web vitals: its readiness and its preloads. */
export interface PagePerformance {
  /** The page has hydrated (or rendered itself): reported once, however often it is called. */
  ready(): void;
  /** A preload of a page of this kind starts; call what it returns when it succeeded. */
  preloadStarted(pageKind: string | null | undefined): () => void;
}

/**
 * The page's performance events, handed to `add` (the web vitals collector, which sends them with
 * its report). Only tracked pages (tracking-policy.ts) tell them: bots and `dont_track_user` none.
 */
export function createPagePerformance(
  add: (type: PageEvent['type'], data: PageEvent['data']) => void,
  {
    tracked,
    now = () => performance.now(),
    pageKind,
    viewer,
  }: {
    tracked: boolean;
    now?: () => number;
    pageKind: () => string | null | undefined;
    viewer: () => ViewerState;
  },
): PagePerformance {
  let ready = false;
  let preloads = 0;
  const emit = ({ type, data }: PageEvent) => {
    if (tracked) add(type, data);
  };
  return {
    ready() {
      if (ready) return;
      ready = true;
      emit(readyEvent({ at: now(), pageKind: pageKind(), viewer: viewer() }));
    },
    preloadStarted(kind) {
      if (preloads >= MAX_PRELOADS_PER_PAGE) return () => undefined;
      preloads += 1;
      const pageType = pageTypeOf(kind);
      const startedAt = now();
      emit(preloadEvent(pageType, startedAt));
      let succeeded = false;
      return () => {
        if (succeeded) return;
        succeeded = true;
        emit(preloadSuccessEvent(pageType, startedAt, now()));
      };
    },
  };
}
