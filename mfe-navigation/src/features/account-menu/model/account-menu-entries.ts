import type { BusEventMap, FeatureFlags, ShellConfig, ShellNavigation } from '@inkpot/shared-contracts';
import type { AvatarMenuQuery } from '../api/__generated__/avatar-menu.generated.ts';

type AuthOpen = BusEventMap['auth/open'];
export type MenuViewer = NonNullable<AvatarMenuQuery['viewer']>;

/** The account menu lists the viewer's first 3 publications. */
export const MENU_PUBLICATIONS = 3;

export type MenuEntry =
  /** A plain link; `external` ones leave the app (another host). */
  | { kind: 'link'; label: string; href: string; external?: boolean; detail?: string }
  /** Opens the sign-in modal (visitors); a modified click follows `href`. */
  | { kind: 'auth'; label: string; href: string; open: AuthOpen; emphasis?: boolean }
  /** Opens the membership remote's reactivation modal, which asks for confirmation. */
  | { kind: 'reactivate'; label: 'Reactivate Membership' }
  /** Goes to /m/signout/{xsrf}, with the token read at click time. */
  | { kind: 'sign-out'; label: 'Sign out' }
  /** Switches to the 'More' sub-view. */
  | { kind: 'more'; label: 'More' };

export interface MenuSection {
  id: string;
  heading?: string;
  entries: MenuEntry[];
}

export interface AccountMenuModel {
  sections: MenuSection[];
  /** The 'More' sub-view; empty for visitors. */
  more: MenuEntry[];
}

export interface MenuContext {
  productName: string;
  hosts: ShellConfig['hosts'];
  flags: FeatureFlags;
  buildLink: ShellNavigation['buildLink'];
  /** The address the sign-in page returns to, for visitors' modified clicks. */
  signInHref: (operation: AuthOpen['operation']) => string;
}

/** The account menu's gift entry by login state (and the disable_lite_gift_page flag). */
export function giftHref(signedIn: boolean, flags: FeatureFlags, buildLink: ShellNavigation['buildLink']): string {
  if (signedIn && flags['disable_lite_gift_page'] !== true) return buildLink('giftCheckout');
  return buildLink('gift');
}

/** The account menu's membership entry by membership state, or none. */
export function membershipEntry(viewer: MenuViewer, buildLink: ShellNavigation['buildLink']): MenuEntry | null {
  // Only a cancelled membership on the card processors with a payment method can be
  // reactivated; another cancelled one runs to its end with nothing to offer here.
  if (viewer.membershipStatus?.isCancelled) {
    return viewer.canUncancelMembership ? { kind: 'reactivate', label: 'Reactivate Membership' } : null;
  }
  if (!viewer.membership) return { kind: 'link', label: 'Become a member', href: buildLink('plans') };
  if (viewer.membership.tier === 'MEMBER' && viewer.canSwitchMembershipPlan) {
    return { kind: 'link', label: 'Become a Friend', href: buildLink('upgrade') };
  }
  return null;
}

/** The account menu's entries for a visitor (null) or a signed-in viewer. */
export function accountMenuEntries(viewer: MenuViewer | null, context: MenuContext): AccountMenuModel {
  const { buildLink, hosts, flags, productName } = context;
  const help: MenuEntry = { kind: 'link', label: 'Help', href: hosts.help || buildLink('help'), external: true };

  if (!viewer) {
    return {
      sections: [
        {
          id: 'get-started',
          heading: `Get started on ${productName}`,
          entries: [
            {
              kind: 'auth',
              label: 'Sign up',
              href: context.signInHref('register'),
              open: { operation: 'register', step: 'SIGNUP_OPTIONS' },
              emphasis: true,
            },
            {
              kind: 'auth',
              label: 'Sign in',
              href: context.signInHref('login'),
              open: { operation: 'login', step: 'SIGNIN_OPTIONS' },
            },
          ],
        },
        {
          id: 'links',
          entries: [
            {
              kind: 'auth',
              label: 'Write',
              href: buildLink('newStory'),
              open: { operation: 'register', entryPoint: 'write' },
            },
            help,
          ],
        },
      ],
      more: [],
    };
  }

  const publications = viewer.adminCollections.slice(0, MENU_PUBLICATIONS).map<MenuEntry>((publication) => ({
    kind: 'link',
    label: publication.name,
    href: buildLink('collection', { collectionSlug: publication.slug }),
  }));
  if (viewer.adminCollections.length > MENU_PUBLICATIONS) {
    publications.push({
      kind: 'link',
      label: 'See all publications',
      href: buildLink('userPublications', { username: viewer.username }),
    });
  }
  const membership = membershipEntry(viewer, buildLink);
  const partner: MenuEntry = viewer.partnerProgramEnrollment
    ? { kind: 'link', label: 'Partner Program', href: buildLink('partnerDashboard') }
    : { kind: 'link', label: 'Apply to the Partner Program', href: buildLink('partnerProgram') };

  const sections: MenuSection[] = [
    {
      id: 'profile',
      entries: [
        {
          kind: 'link',
          label: viewer.name || viewer.username,
          detail: 'View profile',
          href: buildLink('userProfile', { username: viewer.username }),
        },
      ],
    },
    ...(publications.length ? [{ id: 'publications', heading: 'Publications', entries: publications }] : []),
    {
      id: 'create',
      entries: [
        { kind: 'link', label: 'Write', href: buildLink('newStory') },
        { kind: 'link', label: 'Notifications', href: buildLink('notifications') },
        { kind: 'link', label: 'Library', href: buildLink('yourLists') },
        { kind: 'link', label: 'Stories', href: buildLink('yourStories') },
        { kind: 'link', label: 'Stats', href: buildLink('stats') },
      ],
    },
    {
      id: 'account',
      entries: [
        { kind: 'link', label: 'Settings', href: buildLink('settings') },
        ...(membership ? [membership] : []),
        partner,
        help,
        { kind: 'more', label: 'More' },
      ],
    },
    { id: 'sign-out', entries: [{ kind: 'sign-out', label: 'Sign out' }] },
  ];

  const more: MenuEntry[] = [];
  if (flags['enable_mastodon_for_members'] === true && viewer.membership) {
    more.push({ kind: 'link', label: 'Mastodon', href: buildLink('mastodon') });
  }
  if (!viewer.verifications.isBookAuthor) {
    more.push({ kind: 'link', label: 'Verify your author account', href: buildLink('verifiedAuthors') });
  }
  more.push(
    { kind: 'link', label: 'Gift a membership', href: giftHref(true, flags, buildLink) },
    { kind: 'link', label: 'Press', href: buildLink('press') },
    { kind: 'link', label: 'Rules', href: buildLink('rules') },
    { kind: 'link', label: 'Status', href: hosts.status || buildLink('status'), external: Boolean(hosts.status) },
  );
  return { sections, more };
}

/** Where sign-out goes: the AcctSignout route with the session's xsrf token. */
export function signOutHref(xsrf: string | null, buildLink: ShellNavigation['buildLink']): string {
  // Without a token the error is logged by the caller and sign-out still proceeds.
  return xsrf ? buildLink('signOut', { xsrf }) : '/m/signout';
}

export const MISSING_XSRF_ERROR = 'Sign-out without a session xsrf token: signing out anyway';
