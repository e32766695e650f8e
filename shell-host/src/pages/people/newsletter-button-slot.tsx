import type { NewsletterButtonProps, RemoteName } from '@inkpot/shared-contracts';
import { useCallback } from 'react';
import { RemoteSlot } from '../../remote-loading/remote-slot.tsx';
import { useShell } from '../../routing/page-props.ts';

/**
 * A newsletter control: a writer's on their profile (subscribe, unsubscribe, or on one's own
 * profile the subscriber export), or a publication's on its newsletter page (subscribe,
 * unsubscribe): the notifications remote's `newsletter-button` parcel. Without the remote there is
 * no control (the box keeps its size, so nothing moves).
 */
export function NewsletterButtonSlot(whose: { writerId: string } | { collectionId: string }) {
  const { services } = useShell();
  const [kind, id] =
    'collectionId' in whose ? (['collection', whose.collectionId] as const) : (['writer', whose.writerId] as const);
  const props = useCallback(
    (remote: RemoteName): NewsletterButtonProps => ({
      ...services.mountProps(remote),
      ...(kind === 'collection' ? { collection: { id } } : { writer: { id } }),
    }),
    [services, kind, id],
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
