import { REMOTE_PAGES, type RemoteName, type RemotePageProps } from '@inkpot/shared-contracts';
import { useCallback } from 'react';
import { RemoteSlot } from '../../remote-loading/remote-slot.tsx';
import { useShell, type PageProps } from '../../routing/page-props.ts';
import { LoadError } from '../page-parts.tsx';

/**
 * A page a remote renders (REMOTE_PAGES): the host keeps the route, layout and title, and mounts
 * the owning remote's page parcel in a page slot, with a fallback when the remote cannot load.
 */
export default function RemotePage({ page, params }: PageProps) {
  const { services } = useShell();
  const owner = REMOTE_PAGES[page];
  const props = useCallback(
    (remote: RemoteName): RemotePageProps => ({ ...services.mountProps(remote), page: { id: page, params } }),
    [services, page, params],
  );
  if (!owner) throw new Error(`No remote renders the page "${page}".`);
  return (
    <RemoteSlot
      key={page}
      slot="page"
      className="ink-remote-page"
      remote={owner.remote}
      parcel={owner.parcel}
      loader={services.loader}
      props={props}
      fallback={
        <LoadError message="This page could not be loaded. Please try again later." onRetry={() => location.reload()} />
      }
    />
  );
}
