/**
 * Test helpers for the host's pages: the shell context they read (a real bus, a jest fake for
 * navigation) around Apollo's MockedProvider, page props for a route, and API-shaped fixtures.
 */
import { useApolloClient } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  APOLLO_DEFAULT_OPTIONS,
  buildLink,
  buildRouteLink,
  createEventBus,
  PRODUCT_NAME,
  routeDefinition,
  type BusEvent,
  type RoutingMode,
  type ShellConfig,
  type ShellLocation,
  type ShellNavigation,
  type TableRouteName,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { render } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import type { ShellServices } from '../lib/services.ts';
import { RemoteLoadError, type RemoteLoader } from '../remote-loading/remote-loader.ts';
import { ShellContext, type PageProps, type ShellContextValue } from '../routing/page-props.ts';
import { NotFoundScreenDocument } from './status/__generated__/not-found-page.generated.ts';
import type { StoryCard_postFragment, StoryList_feedFragment } from './story/__generated__/story-card.generated.ts';

export const TEST_CONFIG: ShellConfig = {
  productName: PRODUCT_NAME,
  appVersion: 'test',
  environment: 'test',
  graphqlUrl: '/_/graphql',
  hosts: { app: 'https://inkpot.test', status: 'https://status.inkpot.test', help: 'https://help.inkpot.test' },
};

export const SIGNED_IN: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'a1b2c3d4e5f6', name: 'Morgan Member', username: 'morgan', imageId: null, isMember: true },
};

/** A remote loader whose every load fails at once: remote slots in a page show their fallbacks. */
const NO_REMOTES: Pick<RemoteLoader, 'load' | 'report' | 'versionOf' | 'outcome'> = {
  load: (remote, parcel, listener = {}) => {
    const error = new RemoteLoadError(remote, 'test', 'load-error', `no remotes in page tests (${parcel})`, false);
    listener.onFirstFailure?.(error);
    return Promise.reject(error);
  },
  report: () => {},
  outcome: () => {},
  versionOf: () => 'test',
};

export interface RenderWithShellOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  viewer?: ViewerState;
  mode?: RoutingMode;
}

/**
 * Renders `ui` inside the shell context and a MockedProvider with the host client's default
 * options (errorPolicy 'all'); returns the bus events and the navigate fake.
 */
export function renderWithShell(ui: ReactNode, { mocks = [], viewer = SIGNED_IN, mode }: RenderWithShellOptions = {}) {
  const bus = createEventBus();
  bus.setState('viewer', viewer);
  const events: BusEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const navigate: jest.MockedFunction<ShellNavigation['navigate']> = jest.fn();
  const routingMode = mode ?? { kind: 'default' };

  function Shell({ children }: { children: ReactNode }) {
    const apollo = useApolloClient();
    const value = useMemo<ShellContextValue>(
      () => ({
        // The pages use the bus, navigation and Apollo; remote slots in pages show their fallbacks.
        services: {
          bus,
          apollo,
          navigation: { navigate, buildLink, location$: bus.state('location') },
          loader: NO_REMOTES,
          mountProps: () => {
            throw new Error('No remote mounts in page tests');
          },
        } as unknown as ShellServices,
        config: TEST_CONFIG,
        viewer,
        mode: routingMode,
        flags: {},
      }),
      [apollo],
    );
    return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
  }

  const view = render(
    <MockedProvider mocks={mocks} defaultOptions={APOLLO_DEFAULT_OPTIONS} mockLinkDefaultOptions={{ delay: 0 }}>
      <Shell>{ui}</Shell>
    </MockedProvider>,
  );
  return { ...view, bus, events, navigate };
}

/** The events published on the bus of the given type, with their sender. */
export function published<T extends BusEvent['type']>(events: readonly BusEvent[], type: T) {
  return events.filter((event): event is Extract<BusEvent, { type: T }> => event.type === type);
}

/** The props the router hands the page of `routeName` with `params`. */
export function pageProps(
  routeName: TableRouteName,
  params: Record<string, string> = {},
  { search = '', hash = '', mode = { kind: 'default' } }: { search?: string; hash?: string; mode?: RoutingMode } = {},
): PageProps {
  const route = routeDefinition(routeName);
  const location: ShellLocation = {
    pathname: buildRouteLink(routeName, params),
    search,
    hash,
    routeName,
    referrer: null,
  };
  return { route, params, page: route.page ?? 'not-found', location, mode };
}

let storySequence = 0;

/** A story as the API returns it for StoryCard_post; ids are 12 hex digits. */
export function storyFixture(overrides: Partial<StoryCard_postFragment> = {}): StoryCard_postFragment {
  storySequence += 1;
  const id = overrides.id ?? `${storySequence.toString(16).padStart(12, '0')}`;
  return {
    __typename: 'Post',
    id,
    title: `Story ${storySequence}`,
    subtitle: `Subtitle of story ${storySequence}`,
    mediumUrl: `/@rosa/story-${storySequence}-${id}`,
    isLocked: false,
    readingTime: 3.2,
    statusForCollection: null,
    firstPublishedAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    creator: { __typename: 'User', id: 'aaaaaaaaaaaa', name: 'Rosa Bergstrom', username: 'rosa' },
    collection: null,
    topicSlug: null,
    topicTitle: null,
    isInReadingList: false,
    previewImageId: null,
    ...overrides,
  };
}

/** A story's first topic as StoryCard_post carries it. */
export function topicFixture(
  slug: string,
  topicTitle: string,
): Pick<StoryCard_postFragment, 'topicSlug' | 'topicTitle'> {
  return { topicSlug: slug, topicTitle };
}

/** A PostFeed page of `posts`; `to` makes a next page. */
export function feedFixture(posts: StoryCard_postFragment[], to: string | null = null): StoryList_feedFragment {
  return {
    __typename: 'PostFeed',
    items: posts.map((post) => ({ __typename: 'PostFeedItem', post })),
    pagingInfo: { __typename: 'PagingInfo', next: to ? { __typename: 'PagingNext', limit: posts.length, to } : null },
  };
}

/** The staff picks the not-found page asks for, for tests of pages that end on it. */
export function notFoundStaffPicksMock(posts: StoryCard_postFragment[] = []): MockLink.MockedResponse {
  return {
    request: { query: NotFoundScreenDocument, variables: { paging: { limit: 4 } } },
    result: { data: { __typename: 'Query', staffPicksFeed: feedFixture(posts) } },
  };
}
