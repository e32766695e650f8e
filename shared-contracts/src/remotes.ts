/** The five remotes and the parcels each exposes. Federation names are derived, never retyped. */
export const REMOTE_PARCELS = {
  navigation: ['top-bar', 'footer', 'sidebar', 'publication-nav', 'publication-manage'],
  auth: ['sign-in-modal', 'embedded-sign-in'],
  membership: [
    'banner-stack',
    'member-star',
    'friend-badge',
    'plans-page',
    'manage-membership-page',
    'membership-settings',
    'membership-page',
    'gift-page',
    'redeem-page',
  ],
  search: ['search-box', 'search-results'],
  notifications: ['toast-stack', 'follow-button', 'post-menu', 'newsletter-button', 'notifications-page'],
} as const;

export type RemoteName = keyof typeof REMOTE_PARCELS;
export type ParcelName<R extends RemoteName = RemoteName> = (typeof REMOTE_PARCELS)[R][number];

export const REMOTE_NAMES = Object.keys(REMOTE_PARCELS) as RemoteName[];

/** The Module Federation container name of a remote (a valid JS identifier). */
export function federationName(remote: RemoteName): string {
  return `inkpot_${remote}`;
}

/** The id passed to `loadRemote` for one exposed parcel. */
export function parcelModuleId(remote: RemoteName, parcel: ParcelName): string {
  return `${federationName(remote)}/${parcel}`;
}

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && Object.hasOwn(REMOTE_PARCELS, value);
}

/**
 * Whole pages a remote renders: the host's route table points these page identifiers at a page
 * slot, which mounts the owning remote's parcel (with a loading and a fallback state).
 */
export const REMOTE_PAGES: Readonly<Record<string, { remote: RemoteName; parcel: ParcelName }>> = {
  plans: { remote: 'membership', parcel: 'plans-page' },
  'manage-membership': { remote: 'membership', parcel: 'manage-membership-page' },
  'landing-membership': { remote: 'membership', parcel: 'membership-page' },
  // The gift landing (/gift) and the gift checkout (/gift-checkout, /gift-plans) are one page.
  'landing-gift': { remote: 'membership', parcel: 'gift-page' },
  'gift-membership': { remote: 'membership', parcel: 'gift-page' },
  'redeem-gift-membership': { remote: 'membership', parcel: 'redeem-page' },
  notifications: { remote: 'notifications', parcel: 'notifications-page' },
};
