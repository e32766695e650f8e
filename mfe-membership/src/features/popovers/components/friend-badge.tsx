import type { FriendBadgeProps } from '@inkpot/shared-contracts';
import { usePopoverViewer } from '../hooks/use-popover-viewer.ts';
import { friendBadgeContent } from '../model/popover-content.ts';
import { MembershipPopover } from './membership-popover.tsx';

/** A Friend's badge, with its popover. */
export function FriendBadge(props: FriendBadgeProps) {
  const viewer = usePopoverViewer(props);
  const content =
    viewer.status === 'loading' ? null : friendBadgeContent(viewer, props.member, props.config.productName);
  return (
    <MembershipPopover
      bus={props.bus}
      navigation={props.navigation}
      testId="friend-badge"
      label={`${props.member.name} is a Friend of ${props.config.productName}`}
      content={content}
      trigger={
        <span className="ink-popover__badge" aria-hidden="true">
          ♥
        </span>
      }
    />
  );
}
