import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS, AUTH_ENTRY_POINTS, type BusEventMap } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { fireEvent, render, screen } from '@testing-library/react';
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
