/** What the member-only star and the Friend badge popovers say to whom. */
import { formatMonth } from '../../../shared/membership-facts.ts';

export type PopoverAction =
  { kind: 'sign-in'; label: string; redirect: string } | { kind: 'link'; label: string; href: string };

export interface PopoverContent {
  role: string;
  text: string;
  primary: PopoverAction | null;
  secondary: PopoverAction | null;
}

export const PAYMENT_HREF = '/payment';
export const MANAGE_MEMBERSHIP_HREF = '/manage-membership';
export const LEARN_MORE_HREF = '/membership';
/** Popovers close this long after the pointer leaves. */
export const POPOVER_HOVER_LEAVE_MS = 100;

export interface PopoverViewer {
  status: 'loading' | 'visitor' | 'signed-in';
  id?: string;
  membership?: { tier: string; memberSince: string; friendSince: string | null } | null;
}

export function memberStarContent(viewer: PopoverViewer, creatorId: string, productName: string): PopoverContent {
  if (viewer.status !== 'signed-in') {
    return {
      role: 'visitor',
      text: `This story is for ${productName} Members only. Become a member to read it and every other story.`,
      primary: { kind: 'sign-in', label: 'Get unlimited access', redirect: PAYMENT_HREF },
      secondary: null,
    };
  }
  if (viewer.id === creatorId) {
    return {
      role: 'author',
      text: 'This story is only viewable by Members. It sits behind the paywall and is eligible to earn money.',
      primary: null,
      secondary: null,
    };
  }
  if (viewer.membership) {
    return {
      role: 'member',
      text: `This story is for Members only. You have been a member since ${formatMonth(viewer.membership.memberSince)}.`,
      primary: null,
      secondary: null,
    };
  }
  return {
    role: 'non-member',
    text: `This story is for ${productName} Members only. Become a member to read it and every other story.`,
    primary: { kind: 'link', label: 'Get unlimited access', href: PAYMENT_HREF },
    secondary: { kind: 'link', label: 'Learn more', href: LEARN_MORE_HREF },
  };
}

export function friendBadgeContent(
  viewer: PopoverViewer,
  member: { id: string; name: string; friendSince: string },
  productName: string,
): PopoverContent {
  const since = formatMonth(member.friendSince);
  const own = viewer.status === 'signed-in' && viewer.id === member.id;
  const text = own
    ? `You have been a Friend of ${productName} since ${since}.`
    : `${member.name} has been a Friend of ${productName} since ${since}.`;
  const viewerIsFriend = viewer.membership?.tier === 'FRIEND';
  if (own || viewerIsFriend) return { role: own ? 'own' : 'friend-viewer', text, primary: null, secondary: null };
  // A non-Friend viewer may upgrade: a Member through manage-membership, anyone else on the payment page.
  const href = viewer.membership ? MANAGE_MEMBERSHIP_HREF : PAYMENT_HREF;
  return {
    role: viewer.membership ? 'member-viewer' : 'non-member-viewer',
    text,
    primary: { kind: 'link', label: 'Upgrade', href },
    secondary: null,
  };
}
