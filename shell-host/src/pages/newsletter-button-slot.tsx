import type { NewsletterButtonProps, RemoteName } from '@inkpot/shared-contracts';
import { useCallback } from 'react';
import { RemoteSlot } from '../remote-loading/remote-slot.tsx';
import { useShell } from '../routing/page-props.ts';

/**
 * A writer's newsletter control on their profile (subscribe, unsubscribe, or on one's own profile
 * the subscriber export): the notifications remote's `newsletter-button` parcel. Without the
 * remote there is no control (the box keeps its size, so nothing moves).
 */
export function NewsletterButtonSlot({ writerId }: { writerId: string }) {
  const { services } = useShell();
  const props = useCallback(
    (remote: RemoteName): NewsletterButtonProps => ({ ...services.mountProps(remote), writer: { id: writerId } }),
    [services, writerId],
  );
  return (
    <RemoteSlot
      slot="newsletter-button"
      className="ink-profile__newsletter"
      remote="notifications"
      parcel="newsletter-button"
      loader={services.loader}
      props={props}
    />
  );
}
