import type { FriendBadgeProps, MemberStarProps, RemoteName } from '@inkpot/shared-contracts';
import { useCallback } from 'react';
import { RemoteSlot } from '../../remote-loading/remote-slot.tsx';
import { useShell } from '../../routing/page-props.ts';

/** The member-only marker: a star with its meaning for assistive technology. */
export function MemberOnlyStar() {
  return (
    <span className="ink-member-star" role="img" aria-label="Member-only story" title="Member-only story">
      ★
    </span>
  );
}

/**
 * The member-only star of a story: the membership remote's `member-star` parcel with its popover.
 * Until it mounts (its placeholder, in the server's HTML too), or without the remote, the plain
 * star stands in, the size of the parcel's: the words after it do not move.
 */
export function MemberStarSlot({ storyId, creatorId }: { storyId: string; creatorId: string }) {
  const { services } = useShell();
  const props = useCallback(
    (remote: RemoteName): MemberStarProps => ({ ...services.mountProps(remote), story: { id: storyId, creatorId } }),
    [services, storyId, creatorId],
  );
  return (
    <RemoteSlot
      inline
      slot="member-star"
      className="ink-member-star-slot"
      remote="membership"
      parcel="member-star"
      loader={services.loader}
      props={props}
      placeholder={<MemberOnlyStar />}
      fallback={<MemberOnlyStar />}
    />
  );
}

/** A Friend's badge beside their name: the membership remote's `friend-badge` parcel with its popover. */
export function FriendBadgeSlot({ member }: { member: FriendBadgeProps['member'] }) {
  const { services } = useShell();
  const { id, name, friendSince } = member;
  const props = useCallback(
    (remote: RemoteName): FriendBadgeProps => ({ ...services.mountProps(remote), member: { id, name, friendSince } }),
    [services, id, name, friendSince],
  );
  return (
    <RemoteSlot
      inline
      slot="friend-badge"
      className="ink-friend-badge-slot"
      remote="membership"
      parcel="friend-badge"
      loader={services.loader}
      props={props}
    />
  );
}

/**
 * The settings page's 'Membership and payment' tab: the membership remote's `membership-settings`
 * parcel, which draws the #membership, #payment and #redeemGiftMembership sections with the
 * membership rules (plans, prices, billing dates, payment methods). Without the remote the tab says so.
 */
export function MembershipSettingsSlot() {
  const { services } = useShell();
  return (
    <RemoteSlot
      slot="membership-settings"
      className="ink-membership-settings-slot"
      remote="membership"
      parcel="membership-settings"
      loader={services.loader}
      props={services.mountProps}
      fallback={<p className="ink-empty">Your membership could not be loaded right now. Please try again later.</p>}
    />
  );
}
