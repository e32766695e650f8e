import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import {
  APOLLO_DEFAULT_OPTIONS,
  AUTH_ENTRY_POINTS,
  type BusEventMap,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { NewsletterButton } from './newsletter-button.tsx';

const WRITER = { id: 'w1', name: 'Rosa Bergstrom' };

/** An API stand-in that answers the button's query for a visitor. */
function visitorApollo() {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({
          data: {
            user: {
              __typename: 'User',
              id: WRITER.id,
              name: WRITER.name,
              viewerEdge: {
                __typename: 'UserViewerEdge',
                id: `edge:${WRITER.id}:visitor`,
                isSubscribedToNewsletter: false,
              },
            },
          },
        });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
}

describe('NewsletterButton', () => {
  it("opens the sign-up flow worded for the writer's newsletter when a visitor subscribes", async () => {
    const { props, bus } = createTestMountProps('notifications', {
      viewer: { status: 'visitor' },
      overrides: { apollo: visitorApollo() },
    });
    const opens: BusEventMap['auth/open'][] = [];
    bus.on('auth/open').subscribe((open) => opens.push(open));
    render(<NewsletterButton {...props} writer={{ id: WRITER.id }} />);
    fireEvent.click(await screen.findByRole('button', { name: `Subscribe to ${WRITER.name}'s newsletter` }));
    // The entry point the auth remote words ('Be the first to hear ...'), and a sign-up, not a sign-in.
    expect(opens).toEqual([
      {
        operation: 'register',
        entryPoint: AUTH_ENTRY_POINTS.subscribeUser,
        user: { id: WRITER.id, name: WRITER.name },
      },
    ]);
    expect(AUTH_ENTRY_POINTS.subscribeUser).toBe('subscribe_user');
  });
});

const PUBLICATION = { id: 'c1', name: 'The Long Margin', slug: 'the-long-margin' };
const READER: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'r1', name: 'Reader', username: 'reader', imageId: null, isMember: false },
};

/** An API stand-in for a publication's newsletter: its target query, and the subscription mutations. */
function publicationApollo(options: { hasNewsletter: boolean; refuse?: string }) {
  let subscribed = false;
  const calls: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push(name);
        if (name === 'PublicationNewsletterButtonTarget') {
          observer.next({
            data: {
              collection: {
                __typename: 'Collection',
                ...PUBLICATION,
                newsletter: options.hasNewsletter ? { __typename: 'Newsletter', id: 'nl1' } : null,
                viewerEdge: {
                  __typename: 'CollectionViewerEdge',
                  id: 'edge:c1:r1',
                  isSubscribedToNewsletter: subscribed,
                },
              },
            },
          });
        } else {
          const field =
            name === 'SubscribeToCollectionNewsletter'
              ? 'subscribeToCollectionNewsletter'
              : 'unsubscribeFromCollectionNewsletter';
          if (options.refuse) {
            observer.next({ data: { [field]: { __typename: 'BadRequest', message: options.refuse } } });
          } else {
            subscribed = name === 'SubscribeToCollectionNewsletter';
            observer.next({ data: { [field]: { __typename: 'MutationSuccess', success: true } } });
          }
        }
        observer.complete();
      }),
  );
  return {
    calls,
    apollo: new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS }),
  };
}

describe("NewsletterButton for a publication's newsletter", () => {
  it('opens the newsletter promo sign-up for a visitor, naming the publication', async () => {
    const { apollo } = publicationApollo({ hasNewsletter: true });
    const { props, bus } = createTestMountProps('notifications', {
      viewer: { status: 'visitor' },
      overrides: { apollo },
    });
    const opens: BusEventMap['auth/open'][] = [];
    bus.on('auth/open').subscribe((open) => opens.push(open));
    render(<NewsletterButton {...props} collection={{ id: PUBLICATION.id }} />);
    fireEvent.click(await screen.findByRole('button', { name: `Subscribe to ${PUBLICATION.name}'s newsletter` }));
    expect(opens).toEqual([
      { operation: 'register', entryPoint: AUTH_ENTRY_POINTS.newsletterPromo, collection: PUBLICATION },
    ]);
  });

  it('subscribes a reader, turns into Unsubscribe, and says so with the subscribe toast', async () => {
    const { apollo, calls } = publicationApollo({ hasNewsletter: true });
    const { props, bus } = createTestMountProps('notifications', { viewer: READER, overrides: { apollo } });
    const toasts: BusEventMap['toast/show'][] = [];
    bus.on('toast/show').subscribe((toast) => toasts.push(toast));
    render(<NewsletterButton {...props} collection={{ id: PUBLICATION.id }} />);
    fireEvent.click(await screen.findByRole('button', { name: `Subscribe to ${PUBLICATION.name}'s newsletter` }));
    expect(
      await screen.findByRole('button', { name: `Unsubscribe from ${PUBLICATION.name}'s newsletter` }),
    ).toBeTruthy();
    expect(calls).toContain('SubscribeToCollectionNewsletter');
    expect(toasts).toEqual([{ kind: 'newsletter-subscribe', name: PUBLICATION.name }]);
  });

  it("rolls back and shows the API's reason when refused", async () => {
    const { apollo } = publicationApollo({ hasNewsletter: true, refuse: 'The Long Margin has no newsletter.' });
    const { props, bus } = createTestMountProps('notifications', { viewer: READER, overrides: { apollo } });
    const toasts: BusEventMap['toast/show'][] = [];
    bus.on('toast/show').subscribe((toast) => toasts.push(toast));
    render(<NewsletterButton {...props} collection={{ id: PUBLICATION.id }} />);
    fireEvent.click(await screen.findByRole('button', { name: `Subscribe to ${PUBLICATION.name}'s newsletter` }));
    await screen.findByRole('button', { name: `Subscribe to ${PUBLICATION.name}'s newsletter` });
    expect(toasts).toEqual([{ kind: 'error', message: 'The Long Margin has no newsletter.' }]);
  });

  it('draws nothing for a publication without a newsletter', async () => {
    const { apollo, calls } = publicationApollo({ hasNewsletter: false });
    const { props } = createTestMountProps('notifications', { viewer: READER, overrides: { apollo } });
    render(<NewsletterButton {...props} collection={{ id: PUBLICATION.id }} />);
    await waitFor(() => expect(calls).toEqual(['PublicationNewsletterButtonTarget']));
    // The answer has arrived and been drawn: still no button.
    await act(async () => {});
    expect(screen.queryByRole('button')).toBeNull();
  });
});
