import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS, type BusEventMap, type ViewerState } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Observable, Subject } from 'rxjs';
import { PostMenu } from './post-menu.tsx';

const READER: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'r1', name: 'Reader', username: 'reader', imageId: null, isMember: false },
};

type Answer = Record<string, unknown> | Error;

/** An API stand-in: the menu's query from `muting`; mutations wait for `respond()`. */
const NOTHING = {
  canDelete: false,
  canPinOnCollection: false,
  canFeatureOnCollection: false,
  canEditSubscriptionPromotion: false,
};
type Permissions = typeof NOTHING;

function fakeApi(permissions: Permissions = NOTHING) {
  const muting = { user: false, collection: false };
  const story = { isDeleted: false, isPinnedOnCollection: false, isFeaturedOnCollection: false };
  const answers: Answer[] = [];
  const release = new Subject<void>();
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        if (name === 'PostMenuTarget') {
          observer.next({
            data: {
              post: {
                __typename: 'Post',
                id: 'p1',
                ...story,
                isSubscriptionPromotionEnabled: true,
                viewerEdge: { __typename: 'PostViewerEdge', id: 'post-edge:p1', ...permissions },
                creator: {
                  __typename: 'User',
                  id: 'w1',
                  name: 'Rosa Bergstrom',
                  viewerEdge: { __typename: 'UserViewerEdge', id: 'edge:w1', isMuting: muting.user },
                },
                collection: {
                  __typename: 'Collection',
                  id: 'c1',
                  name: 'The Inkwell',
                  viewerEdge: { __typename: 'CollectionViewerEdge', id: 'edge:c1', isMuting: muting.collection },
                },
              },
            },
          });
          observer.complete();
          return;
        }
        const subscription = release.subscribe(() => {
          subscription.unsubscribe();
          const answer = answers.shift() ?? { __typename: 'MutationSuccess', success: true };
          if (answer instanceof Error) return observer.error(answer);
          const field = name.charAt(0).toLowerCase() + name.slice(1);
          observer.next({ data: { [field]: answer } });
          observer.complete();
        });
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
  const respond = () =>
    act(async () => {
      release.next();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { apollo, answers, calls, muting, story, respond };
}

function setup(viewer: ViewerState = READER, permissions: Permissions = NOTHING) {
  const api = fakeApi(permissions);
  const tracked: string[] = [];
  const { props, bus } = createTestMountProps('notifications', {
    viewer,
    overrides: { apollo: api.apollo, telemetry: { track: (name) => tracked.push(name), reportError: () => {} } },
  });
  const toasts: BusEventMap['toast/show'][] = [];
  bus.on('toast/show').subscribe((toast) => toasts.push(toast));
  const view = render(<PostMenu {...props} post={{ id: 'p1' }} />);
  return { ...api, toasts, tracked, view };
}

const openMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  return screen.getByRole('menu', { name: 'More actions' });
};

describe('PostMenu', () => {
  it('mutes the writer at once, then shows the mute toast and fires user.muted', async () => {
    const { respond, toasts, tracked, calls } = setup();
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Mute Rosa Bergstrom',
      'Mute The Inkwell',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Mute Rosa Bergstrom' })).toHaveFocus();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mute Rosa Bergstrom' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Optimistic: the menu offers Unmute before the server answered.
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Unmute Rosa Bergstrom' })).toBeInTheDocument();
    await respond();
    expect(calls.map((c) => c.name)).toContain('MuteUser');
    expect(toasts).toEqual([{ kind: 'mute-entity', entity: { type: 'user', id: 'w1', name: 'Rosa Bergstrom' } }]);
    expect(tracked).toEqual(['user.muted']);
  });

  it('mutes a publication and fires collection.muted', async () => {
    const { respond, toasts, tracked, calls } = setup();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mute The Inkwell' }));
    await respond();
    expect(calls.find((c) => c.name === 'MuteCollection')?.variables).toEqual({ targetCollectionId: 'c1' });
    expect(toasts).toEqual([{ kind: 'mute-entity', entity: { type: 'collection', id: 'c1', name: 'The Inkwell' } }]);
    expect(tracked).toEqual(['collection.muted']);
  });

  it('rolls the mute back with the error toast when the server fails', async () => {
    const { respond, answers, toasts } = setup();
    answers.push(new Error('network down'));
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mute Rosa Bergstrom' }));
    await respond();
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Mute Rosa Bergstrom' })).toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'error' }]);
  });

  it('unmutes what is muted, with a plain toast', async () => {
    const api = setup();
    api.muting.user = true;
    await act(() => api.apollo.refetchQueries({ include: 'active' }));
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unmute Rosa Bergstrom' }));
    await api.respond();
    expect(api.calls.map((c) => c.name)).toContain('UnmuteUser');
    expect(api.toasts).toEqual([
      { message: 'You unmuted Rosa Bergstrom. Their stories can show in your feeds again.' },
    ]);
  });

  it('shows the author the promotion switch and Move to trash, the editor pin and feature, a reader neither', async () => {
    const author = setup(READER, { ...NOTHING, canDelete: true, canEditSubscriptionPromotion: true });
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Disable subscription promotion',
      'Mute Rosa Bergstrom',
      'Mute The Inkwell',
      'Move to trash',
    ]);
    author.view.unmount();

    const editor = setup(READER, { ...NOTHING, canPinOnCollection: true, canFeatureOnCollection: true });
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Pin to The Inkwell homepage',
      'Feature this story',
      'Mute Rosa Bergstrom',
      'Mute The Inkwell',
    ]);
    editor.view.unmount();

    setup();
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: /trash|Pin|Feature|promotion/ })).not.toBeInTheDocument();
  });

  it('asks before moving to trash, then trashes with the Undo toast and offers Restore', async () => {
    const { respond, toasts, calls } = setup(READER, { ...NOTHING, canDelete: true });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to trash' }));
    const dialog = screen.getByRole('dialog', { name: 'Move this story to the trash?' });
    expect(dialog).toHaveTextContent('permanently deleted after 14 days');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.map((c) => c.name)).not.toContain('DeletePost');

    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to trash' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Move to trash' }));
    await respond();
    expect(calls.find((c) => c.name === 'DeletePost')?.variables).toEqual({ targetPostId: 'p1' });
    expect(toasts).toEqual([{ kind: 'move-to-trash', postId: 'p1' }]);
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Restore from trash']);
  });

  it('pins and features with their toasts, and flips the items in the cache', async () => {
    const { respond, toasts, calls } = setup(READER, {
      ...NOTHING,
      canPinOnCollection: true,
      canFeatureOnCollection: true,
    });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pin to The Inkwell homepage' }));
    await respond();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Feature this story' }));
    await respond();
    expect(calls.filter((c) => c.name !== 'PostMenuTarget').map((c) => c.name)).toEqual([
      'PinPostOnCollection',
      'FeaturePostOnCollection',
    ]);
    expect(toasts).toEqual([
      { kind: 'post-pinned', pinned: true, collectionName: 'The Inkwell' },
      { kind: 'feature-story', featured: true },
    ]);
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Unpin from The Inkwell homepage' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Unfeature this story' })).toBeInTheDocument();
  });

  it('turns the subscription promotion off with its toast, and shows a refusal as an error', async () => {
    const { respond, answers, toasts } = setup(READER, { ...NOTHING, canEditSubscriptionPromotion: true });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Disable subscription promotion' }));
    await respond();
    expect(toasts).toEqual([{ kind: 'subscription-promotion', enabled: false }]);
    answers.push({
      __typename: 'Forbidden',
      message: "Only the author can change this story's subscription promotion.",
    });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Enable subscription promotion' }));
    await respond();
    expect(toasts.at(-1)).toEqual({
      kind: 'error',
      message: "Only the author can change this story's subscription promotion.",
    });
    await openMenu();
    // Rolled back: the optimistic Enable did not stick.
    expect(screen.getByRole('menuitem', { name: 'Enable subscription promotion' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    setup();
    const menu = await openMenu();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Mute The Inkwell' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
  });

  it('shows nothing to a visitor', async () => {
    const { view, calls } = setup({ status: 'visitor' });
    await waitFor(() => expect(view.container).toBeEmptyDOMElement());
    expect(calls).toEqual([]);
  });
});
