import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS, type BusEventMap, type ViewerState } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Observable, Subject } from 'rxjs';
import { PostMenu } from './post-menu.tsx';

const READER: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'r1', name: 'Reader', username: 'reader', imageId: null, isMember: false },
};

type Answer = Record<string, unknown> | Error;

/** An API stand-in: the menu's query from `muting`; mutations wait for `respond()`. */
function fakeApi() {
  const muting = { user: false, collection: false };
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
  return { apollo, answers, calls, muting, respond };
}

function setup(viewer: ViewerState = READER) {
  const api = fakeApi();
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
