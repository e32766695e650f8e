import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS, type BusEventMap, type ViewerState } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { POPOVER_HOVER_LEAVE_MS } from '../model/popover-content.ts';
import { FriendBadge } from './friend-badge.tsx';
import { MemberStar } from './member-star.tsx';

type Membership = { tier: 'MEMBER' | 'FRIEND'; memberSince: string; friendSince: string | null } | null;

const signedIn = (id: string): ViewerState => ({
  status: 'signed-in',
  viewer: { id, name: id, username: id, imageId: null, isMember: false },
});

/** Mount props whose API answers MembershipPopoverViewer with `membership`. */
function mountProps(viewer: ViewerState, membership: Membership = null) {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        const id = viewer.status === 'signed-in' ? viewer.viewer.id : 'none';
        observer.next({
          data: {
            viewer: {
              __typename: 'Viewer',
              id,
              membership: membership && { __typename: 'Membership', id: `m-${id}`, ...membership },
            },
          },
        });
        observer.complete();
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
  const navigate = jest.fn();
  const { props, bus } = createTestMountProps('membership', { viewer });
  const opened: BusEventMap['auth/open'][] = [];
  bus.on('auth/open').subscribe((event) => opened.push(event));
  return { props: { ...props, apollo, navigation: { ...props.navigation, navigate } }, navigate, opened };
}

const STORY = { id: 's1', creatorId: 'writer-1' };
const MEMBER: Membership = { tier: 'MEMBER', memberSince: '2025-03-10T12:00:00.000Z', friendSince: null };
const FRIEND: Membership = {
  tier: 'FRIEND',
  memberSince: '2024-01-10T12:00:00.000Z',
  friendSince: '2024-06-10T12:00:00.000Z',
};

async function openStar() {
  await userEvent.click(screen.getByRole('button', { name: 'Member-only story' }));
  return screen.getByRole('dialog', { name: 'Member-only story' });
}

describe('member-only star popover', () => {
  it('visitor: Get unlimited access opens sign-in returning to the payment page', async () => {
    const { props, opened } = mountProps({ status: 'visitor' });
    render(<MemberStar {...props} story={STORY} />);
    const popover = await openStar();
    expect(popover).toHaveAttribute('data-role', 'visitor');
    await userEvent.click(screen.getByRole('button', { name: 'Get unlimited access' }));
    expect(opened).toEqual([expect.objectContaining({ operation: 'login', redirect: '/payment' })]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('non-member: Get unlimited access to the payment page and Learn more', async () => {
    const { props, navigate } = mountProps(signedIn('reader-1'));
    render(<MemberStar {...props} story={STORY} />);
    const popover = await openStar();
    expect(await screen.findByRole('link', { name: 'Get unlimited access' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeInTheDocument();
    expect(popover).toHaveAttribute('data-role', 'non-member');
    await userEvent.click(screen.getByRole('link', { name: 'Get unlimited access' }));
    expect(navigate).toHaveBeenCalledWith('/payment');
  });

  it('member: since a month and year, no upgrade', async () => {
    const { props } = mountProps(signedIn('member-1'), MEMBER);
    render(<MemberStar {...props} story={STORY} />);
    await userEvent.click(screen.getByRole('button', { name: 'Member-only story' }));
    expect(
      await screen.findByText('This story is for Members only. You have been a member since Mar 2025.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-role', 'member');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('author: behind the paywall and eligible to earn, no upgrade', async () => {
    const { props } = mountProps(signedIn('writer-1'));
    render(<MemberStar {...props} story={STORY} />);
    const popover = await openStar();
    expect(popover).toHaveAttribute('data-role', 'author');
    expect(popover).toHaveTextContent('sits behind the paywall and is eligible to earn money');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens on click, closes on a second click, Escape, and 100 ms after the pointer leaves', async () => {
    jest.useFakeTimers();
    try {
      const { props } = mountProps({ status: 'visitor' });
      render(<MemberStar {...props} story={STORY} />);
      const trigger = screen.getByRole('button', { name: 'Member-only story' });
      fireEvent.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      fireEvent.click(trigger);
      expect(screen.queryByRole('dialog')).toBeNull();

      fireEvent.click(trigger);
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();

      fireEvent.click(trigger);
      fireEvent.pointerLeave(screen.getByTestId('member-star'));
      act(() => jest.advanceTimersByTime(POPOVER_HOVER_LEAVE_MS - 1));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      // Coming back within the delay keeps it open.
      fireEvent.pointerEnter(screen.getByTestId('member-star'));
      act(() => jest.advanceTimersByTime(POPOVER_HOVER_LEAVE_MS));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      fireEvent.pointerLeave(screen.getByTestId('member-star'));
      act(() => jest.advanceTimersByTime(POPOVER_HOVER_LEAVE_MS));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Friend badge popover', () => {
  const member = { id: 'friend-1', name: 'Frankie Friend', friendSince: '2024-06-10T12:00:00.000Z' };
  const label = 'Frankie Friend is a Friend of Inkpot';

  it.each<[string, ViewerState, Membership, string, string | null]>([
    [
      'own badge: the since-date, no upgrade',
      signedIn('friend-1'),
      FRIEND,
      'You have been a Friend of Inkpot since Jun 2024.',
      null,
    ],
    [
      "a Member on someone else's badge: Upgrade through manage-membership",
      signedIn('member-1'),
      MEMBER,
      'Frankie Friend has been a Friend of Inkpot since Jun 2024.',
      '/manage-membership',
    ],
    [
      'a non-member: Upgrade on the payment page',
      signedIn('reader-1'),
      null,
      'Frankie Friend has been a Friend of Inkpot since Jun 2024.',
      '/payment',
    ],
    [
      'a visitor: Upgrade on the payment page',
      { status: 'visitor' },
      null,
      'Frankie Friend has been a Friend of Inkpot since Jun 2024.',
      '/payment',
    ],
    [
      'another Friend: no upgrade',
      signedIn('friend-2'),
      FRIEND,
      'Frankie Friend has been a Friend of Inkpot since Jun 2024.',
      null,
    ],
  ])('%s', async (_name, viewer, membership, text, upgrade) => {
    const { props } = mountProps(viewer, membership);
    render(<FriendBadge {...props} member={member} />);
    await userEvent.click(screen.getByRole('button', { name: label }));
    const popover = screen.getByRole('dialog', { name: label });
    expect(await screen.findByText(text)).toBeVisible();
    if (upgrade) expect(await screen.findByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', upgrade);
    // Until the viewer's membership arrives anyone may upgrade: wait for the answer's popover.
    else await waitFor(() => expect(popover.querySelector('a')).toBeNull());
  });
});
