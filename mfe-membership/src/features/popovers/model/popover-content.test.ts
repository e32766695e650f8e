import { friendBadgeContent, memberStarContent, type PopoverViewer } from './popover-content.ts';

const memberSince = new Date(2025, 0, 15).toISOString();
const friendSince = new Date(2025, 6, 3).toISOString();
const visitor: PopoverViewer = { status: 'visitor' };
const reader: PopoverViewer = { status: 'signed-in', id: 'r1', membership: null };
const member: PopoverViewer = {
  status: 'signed-in',
  id: 'm1',
  membership: { tier: 'MEMBER', memberSince, friendSince: null },
};
const friend: PopoverViewer = {
  status: 'signed-in',
  id: 'f1',
  membership: { tier: 'FRIEND', memberSince, friendSince },
};

describe('member-only star popover', () => {
  it.each([
    ['visitor', visitor, 'visitor', { kind: 'sign-in', label: 'Get unlimited access', redirect: '/payment' }, null],
    [
      'non-member',
      reader,
      'non-member',
      { kind: 'link', label: 'Get unlimited access', href: '/payment' },
      { kind: 'link', label: 'Learn more', href: '/membership' },
    ],
    ['member', member, 'member', null, null],
    ['author', { ...reader, id: 'author' }, 'author', null, null],
  ] as const)('%s', (_, viewer, role, primary, secondary) => {
    expect(memberStarContent(viewer, 'author', 'Inkpot')).toMatchObject({ role, primary, secondary });
  });

  it('tells a member since when, in LLL yyyy', () =>
    expect(memberStarContent(member, 'author', 'Inkpot').text).toContain('member since Jan 2025'));

  it('tells the author the story earns money behind the paywall', () =>
    expect(memberStarContent({ ...member, id: 'author' }, 'author', 'Inkpot').text).toBe(
      'This story is only viewable by Members. It sits behind the paywall and is eligible to earn money.',
    ));
});

describe('Friend badge popover', () => {
  const badge = { id: 'f1', name: 'Frankie Friend', friendSince };
  it('own badge: the since-date, no upgrade', () =>
    expect(friendBadgeContent(friend, badge, 'Inkpot')).toEqual({
      role: 'own',
      text: 'You have been a Friend of Inkpot since Jul 2025.',
      primary: null,
      secondary: null,
    }));

  it.each([
    ['a Member upgrades through manage-membership', member, '/manage-membership'],
    ['a non-member upgrades on the payment page', reader, '/payment'],
    ['a visitor upgrades on the payment page', visitor, '/payment'],
  ])('%s', (_, viewer, href) => {
    const content = friendBadgeContent(viewer, badge, 'Inkpot');
    expect(content.text).toBe('Frankie Friend has been a Friend of Inkpot since Jul 2025.');
    expect(content.primary).toEqual({ kind: 'link', label: 'Upgrade', href });
  });

  it('another Friend gets no upgrade', () =>
    expect(friendBadgeContent({ ...friend, id: 'f2' }, badge, 'Inkpot').primary).toBeNull());
});
