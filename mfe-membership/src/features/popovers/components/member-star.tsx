import type { MemberStarProps } from '@inkpot/shared-contracts';
import { usePopoverViewer } from '../hooks/use-popover-viewer.ts';
import { memberStarContent } from '../model/popover-content.ts';
import { MembershipPopover } from './membership-popover.tsx';

/** The member-only star of a story, with its popover by role. */
export function MemberStar(props: MemberStarProps) {
  const viewer = usePopoverViewer(props);
  const content =
    viewer.status === 'loading' ? null : memberStarContent(viewer, props.story.creatorId, props.config.productName);
  return (
    <MembershipPopover
      bus={props.bus}
      navigation={props.navigation}
      testId="member-star"
      label="Member-only story"
      content={content}
      trigger={
        <span className="ink-popover__star" aria-hidden="true">
          ★
        </span>
      }
    />
  );
}
