import { of, type Observable } from 'rxjs';
import type { BannerCopy, BannerVariant, MembershipStatus } from './select-banner.ts';

/**
 * What the membership API will supply for the banners (UsePaymentMethodRetentionQuery,
 * UseReactivateMembershipUpsellQuery, the banner copy and the event flag).
 */
export interface BannerData {
  membership: MembershipStatus | null;
  isPostLocked: boolean;
  eventBannerEnabled: boolean;
  copy: Partial<Record<BannerVariant, BannerCopy>>;
}

/** Until the API exists, membership data is never loaded: no banner applies. */
export const NO_BANNER_DATA_YET: Observable<BannerData | null> = of(null);
