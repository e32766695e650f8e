import { buildLink } from '@inkpot/shared-contracts';
import {
  accountMenuEntries,
  giftHref,
  signOutHref,
  type MenuContext,
  type MenuEntry,
  type MenuViewer,
} from './account-menu-entries.ts';

const context: MenuContext = {
  productName: 'Inkpot',
  hosts: { app: 'https://inkpot.test', status: 'https://status.inkpot.test', help: 'https://help.inkpot.test' },
  flags: {},
  buildLink,
  signInHref: (operation) => `/m/signin?operation=${operation}`,
};

function viewer(overrides: Partial<MenuViewer> = {}): MenuViewer {
  return {
    __typename: 'Viewer',
    id: 'u1',
    name: 'Rae Reader',
    username: 'demo_reader',
    imageId: null,
    mastodonAccountId: null,
    membership: null,
    membershipStatus: null,
    canUncancelMembership: false,
    canSwitchMembershipPlan: false,
    partnerProgramEnrollment: null,
    verifications: { __typename: 'Verifications', isBookAuthor: false },
    adminCollections: [],
    ...overrides,
  };
}

const member = { __typename: 'Membership' as const, id: 'm1', tier: 'MEMBER' };
const friend = { __typename: 'Membership' as const, id: 'm2', tier: 'FRIEND' };
const labels = (entries: readonly MenuEntry[]) => entries.map((entry) => entry.label);
const allLabels = (model: ReturnType<typeof accountMenuEntries>) =>
  model.sections.flatMap((section) => labels(section.entries));
const entry = (model: ReturnType<typeof accountMenuEntries>, label: string) =>
  model.sections.flatMap((section) => section.entries).find((candidate) => candidate.label === label);

describe('accountMenuEntries', () => {
  it("offers a visitor 'Get started on Inkpot' with Sign up and Sign in, then Write and Help", () => {
    const model = accountMenuEntries(null, context);
    expect(model.sections[0]?.heading).toBe('Get started on Inkpot');
    expect(allLabels(model)).toEqual(['Sign up', 'Sign in', 'Write', 'Help']);
    expect(entry(model, 'Sign up')).toMatchObject({ open: { operation: 'register', step: 'SIGNUP_OPTIONS' } });
    expect(entry(model, 'Sign in')).toMatchObject({ open: { operation: 'login', step: 'SIGNIN_OPTIONS' } });
    // Write opens registration with a sign-up entry tag.
    expect(entry(model, 'Write')).toMatchObject({ kind: 'auth', open: { operation: 'register', entryPoint: 'write' } });
    expect(model.more).toEqual([]);
  });

  it('gives a signed-in reader the profile, Write, Notifications, library, stories, stats, Settings, Help and Sign out', () => {
    const model = accountMenuEntries(viewer(), context);
    expect(allLabels(model)).toEqual([
      'Rae Reader',
      'Write',
      'Notifications',
      'Library',
      'Stories',
      'Stats',
      'Settings',
      'Become a member',
      'Apply to the Partner Program',
      'Help',
      'More',
      'Sign out',
    ]);
    expect(entry(model, 'Rae Reader')).toMatchObject({ href: '/@demo_reader', detail: 'View profile' });
    expect(entry(model, 'Library')).toMatchObject({ href: '/me/lists' });
    expect(entry(model, 'Help')).toMatchObject({ href: 'https://help.inkpot.test' });
  });

  it('lists the first 3 publications, then See all publications', () => {
    const publication = (n: number) => ({
      __typename: 'Collection' as const,
      id: `c${n}`,
      slug: `pub-${n}`,
      name: `Pub ${n}`,
    });
    const four = accountMenuEntries(viewer({ adminCollections: [1, 2, 3, 4].map(publication) }), context);
    const section = four.sections.find((candidate) => candidate.id === 'publications');
    expect(labels(section?.entries ?? [])).toEqual(['Pub 1', 'Pub 2', 'Pub 3', 'See all publications']);
    expect(section?.entries[0]).toMatchObject({ href: '/pub-1' });
    expect(section?.entries[3]).toMatchObject({ href: '/@demo_reader/publications' });

    const three = accountMenuEntries(viewer({ adminCollections: [1, 2, 3].map(publication) }), context);
    expect(allLabels(three)).not.toContain('See all publications');
    expect(allLabels(accountMenuEntries(viewer(), context))).not.toContain('Pub 1');
  });

  describe('membership entry', () => {
    it("is 'Become a member' for non-members", () => {
      expect(entry(accountMenuEntries(viewer(), context), 'Become a member')).toMatchObject({ href: '/plans' });
    });

    it("is the 'Friend' upsell for a member on a switchable plan, and nothing on a plan that cannot switch", () => {
      const switchable = accountMenuEntries(viewer({ membership: member, canSwitchMembershipPlan: true }), context);
      expect(entry(switchable, 'Become a Friend')).toMatchObject({ href: '/upgrade' });
      const stuck = accountMenuEntries(viewer({ membership: member, canSwitchMembershipPlan: false }), context);
      expect(allLabels(stuck)).not.toContain('Become a Friend');
      expect(allLabels(stuck)).not.toContain('Become a member');
    });

    it('offers nothing more to a Friend', () => {
      const labelsOf = allLabels(accountMenuEntries(viewer({ membership: friend }), context));
      expect(labelsOf).not.toContain('Become a Friend');
      expect(labelsOf).not.toContain('Become a member');
    });

    it("is 'Reactivate Membership' for a cancelled membership", () => {
      const model = accountMenuEntries(
        viewer({
          membership: member,
          membershipStatus: { __typename: 'MembershipStatus', membershipId: 'm1', isCancelled: true },
          canUncancelMembership: true,
        }),
        context,
      );
      expect(entry(model, 'Reactivate Membership')).toEqual({ kind: 'reactivate', label: 'Reactivate Membership' });
    });

    it('offers nothing for a cancelled membership that cannot be reactivated (no payment method, other provider)', () => {
      const labelsOf = allLabels(
        accountMenuEntries(
          viewer({
            membership: member,
            membershipStatus: { __typename: 'MembershipStatus', membershipId: 'm1', isCancelled: true },
            canUncancelMembership: false,
          }),
          context,
        ),
      );
      expect(labelsOf).not.toContain('Reactivate Membership');
      expect(labelsOf).not.toContain('Become a member');
      expect(labelsOf).not.toContain('Become a Friend');
    });
  });

  it("says 'Partner Program' when enrolled", () => {
    const model = accountMenuEntries(
      viewer({ partnerProgramEnrollment: { __typename: 'PartnerProgramEnrollment', id: 'p', status: 'ENROLLED' } }),
      context,
    );
    expect(entry(model, 'Partner Program')).toMatchObject({ href: '/me/partner/dashboard' });
    expect(allLabels(model)).not.toContain('Apply to the Partner Program');
  });

  describe("'More'", () => {
    it('lists author verification, gift, Press, Rules and Status', () => {
      const { more } = accountMenuEntries(viewer(), context);
      expect(labels(more)).toEqual(['Verify your author account', 'Gift a membership', 'Press', 'Rules', 'Status']);
      expect(more.find((candidate) => candidate.label === 'Status')).toMatchObject({
        href: 'https://status.inkpot.test',
      });
    });

    it('hides author verification from verified book authors', () => {
      const { more } = accountMenuEntries(
        viewer({ verifications: { __typename: 'Verifications', isBookAuthor: true } }),
        context,
      );
      expect(labels(more)).not.toContain('Verify your author account');
    });

    it('lists Mastodon for members when enable_mastodon_for_members is on', () => {
      const flagged = { ...context, flags: { enable_mastodon_for_members: true } };
      expect(labels(accountMenuEntries(viewer({ membership: member }), flagged).more)).toContain('Mastodon');
      expect(labels(accountMenuEntries(viewer(), flagged).more)).not.toContain('Mastodon');
      expect(labels(accountMenuEntries(viewer({ membership: member }), context).more)).not.toContain('Mastodon');
    });
  });
});

describe('giftHref', () => {
  it('goes to the gift checkout signed in, the gift landing signed out or with disable_lite_gift_page', () => {
    expect(giftHref(true, {}, buildLink)).toBe('/gift-checkout');
    expect(giftHref(false, {}, buildLink)).toBe('/gift');
    expect(giftHref(true, { disable_lite_gift_page: true }, buildLink)).toBe('/gift');
  });
});

describe('signOutHref', () => {
  it('carries the xsrf token, or goes without one', () => {
    expect(signOutHref('abc123', buildLink)).toBe('/m/signout/abc123');
    expect(signOutHref(null, buildLink)).toBe('/m/signout');
  });
});
