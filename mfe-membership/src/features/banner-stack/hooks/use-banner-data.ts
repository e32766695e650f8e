import { useQuery } from '@apollo/client/react';
import {
  bannerMembershipOf,
  EVENT_BANNER_FLAG,
  FRIEND_UPSELL_FLAG,
  serverDismissedVariants,
  type MountProps,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useMemo } from 'react';
import {
  BannerStackPostLockDocument,
  UsePaymentMethodRetentionQueryDocument,
  UseReactivateMembershipUpsellQueryDocument,
} from '../api/__generated__/banner-stack.generated.ts';
import { bannerCopy } from '../model/banner-copy.ts';
import type { BannerData } from '../model/banner-data.ts';

/**
 * The banners' facts from the API, through the one Apollo client and cache: the viewer's
 * membership (UseReactivateMembershipUpsellQuery, UsePaymentMethodRetentionQuery) and, on a post
 * page, whether the story is locked. Null until every fact the rules need has arrived.
 */
export function useBannerData(
  { apollo, flags, config }: Pick<MountProps, 'apollo' | 'flags' | 'config'>,
  viewer: ViewerState | null,
  postId: string | null,
): BannerData | null {
  const signedIn = viewer?.status === 'signed-in';
  const upsell = useQuery(UseReactivateMembershipUpsellQueryDocument, { client: apollo, skip: !signedIn });
  const retention = useQuery(UsePaymentMethodRetentionQueryDocument, { client: apollo, skip: !signedIn });
  const post = useQuery(BannerStackPostLockDocument, {
    client: apollo,
    variables: { id: postId ?? '' },
    skip: !signedIn || postId === null,
  });

  const upsellViewer = upsell.data?.viewer;
  const retentionViewer = retention.data?.viewer;
  const postData = post.data;
  const postPending = postId !== null && signedIn && !postData;
  return useMemo(() => {
    const common = {
      eventBannerEnabled: flags[EVENT_BANNER_FLAG] === true,
      friendUpsellEnabled: flags[FRIEND_UPSELL_FLAG] === true,
    };
    if (!viewer || viewer.status === 'loading') return null;
    if (viewer.status === 'visitor') {
      return {
        ...common,
        membership: null,
        facts: null,
        isPostLocked: false,
        copy: bannerCopy(config.productName, null),
      };
    }
    if (!upsellViewer || !retentionViewer || postPending) return null;
    const facts = upsellViewer.membershipStatus;
    const serverDismissed = serverDismissedVariants(retentionViewer.dismissableFlags);
    return {
      ...common,
      membership: facts ? bannerMembershipOf(facts, upsellViewer.membership?.tier) : null,
      facts,
      isPostLocked: postData?.post?.isLocked ?? false,
      serverDismissed,
      copy: bannerCopy(config.productName, facts),
    };
  }, [viewer, upsellViewer, retentionViewer, postPending, postData, flags, config.productName]);
}
