import type { MembershipFacts } from '../../../shared/membership-facts.ts';
import type { BannerCopy, BannerVariant, MembershipStatus } from '@inkpot/shared-contracts';

/** Every fact the banners read besides the viewer, the route and the local dismissals. */
export interface BannerData {
  membership: MembershipStatus | null;
  /** The API's facts behind `membership` (the reactivation modal and the copy read them). */
  facts?: MembershipFacts | null;
  isPostLocked: boolean;
  eventBannerEnabled: boolean;
  friendUpsellEnabled?: boolean;
  /** Banners dismissed on the server (flagged banners, any device). */
  serverDismissed?: readonly BannerVariant[];
  copy: Partial<Record<BannerVariant, BannerCopy>>;
}
