import type { PostMenuProps, RemoteName } from '@inkpot/shared-contracts';
import { useCallback } from 'react';
import { RemoteSlot } from '../../remote-loading/remote-slot.tsx';
import { useShell } from '../../routing/page-props.ts';

/**
 * The post page's "more" menu (mute and unmute the writer or publication): the notifications
 * remote's `post-menu` parcel, handed the story's id. Without the remote there is no menu (the
 * box keeps its size, so nothing moves).
 */
export function PostMenuSlot({ postId }: { postId: string }) {
  const { services } = useShell();
  const props = useCallback(
    (remote: RemoteName): PostMenuProps => ({ ...services.mountProps(remote), post: { id: postId } }),
    [services, postId],
  );
  return (
    <RemoteSlot
      slot="post-menu"
      className="ink-post__menu"
      remote="notifications"
      parcel="post-menu"
      loader={services.loader}
      props={props}
    />
  );
}
