import type { FollowButtonProps, FollowTarget, RemoteName } from '@inkpot/shared-contracts';
import { useCallback } from 'react';
import { RemoteSlot } from '../../remote-loading/remote-slot.tsx';
import { useShell } from '../../routing/page-props.ts';

/**
 * The follow button of a writer or a publication: the notifications remote's `follow-button`
 * parcel, handed its target with the mount props. Without the remote there is no button (the
 * box keeps its size, so nothing moves).
 */
export function FollowButtonSlot({ target, className }: { target: FollowTarget; className?: string }) {
  const { services } = useShell();
  const { type, id } = target;
  const props = useCallback(
    (remote: RemoteName): FollowButtonProps => ({ ...services.mountProps(remote), followTarget: { type, id } }),
    [services, type, id],
  );
  return (
    <RemoteSlot
      slot="follow-button"
      className={className ?? 'ink-follow-slot'}
      remote="notifications"
      parcel="follow-button"
      loader={services.loader}
      props={props}
    />
  );
}
