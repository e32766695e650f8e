import type { MembershipFacts } from '../../../shared/membership-facts.ts';
import type { BannerCopy, BannerVariant, MembershipStatus } from './select-banner.ts';

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

/** Spec 01 §4: the event banner's flag; the Friend upsell's flag (see the README). */
export const EVENT_BANNER_FLAG = 'enable_event_banner';
export const FRIEND_UPSELL_FLAG = 'enable_friend_upsell_banner';
