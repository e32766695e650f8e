import { useQuery } from '@apollo/client/react';
import { useObservableValue, type MountProps, type ViewerState } from '@inkpot/shared-contracts';
import { MembershipPopoverViewerDocument } from '../api/__generated__/popover-viewer.generated.ts';
import type { PopoverViewer } from '../model/popover-content.ts';

/** The viewer as the popovers read them: signed in or not, and their membership from the API. */
export function usePopoverViewer({ viewer$, apollo }: Pick<MountProps, 'viewer$' | 'apollo'>): PopoverViewer {
  const viewer = useObservableValue<ViewerState | null>(viewer$, null);
  const signedIn = viewer?.status === 'signed-in';
  const { data } = useQuery(MembershipPopoverViewerDocument, { client: apollo, skip: !signedIn });
  if (!viewer || viewer.status === 'loading') return { status: 'loading' };
  if (viewer.status === 'visitor') return { status: 'visitor' };
  return { status: 'signed-in', id: viewer.viewer.id, membership: data?.viewer?.membership ?? null };
}
