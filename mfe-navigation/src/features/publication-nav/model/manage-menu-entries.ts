import type { ShellNavigation } from '@inkpot/shared-contracts';

export interface ManageEntry {
  label: string;
  href: string;
}

export interface ManageMenuModel {
  entries: ManageEntry[];
  /** The 'Settings' group. */
  settings: ManageEntry[];
}

/** OWNER and EDITOR get the 'Manage publication' menu; WRITER does not. */
export function canManagePublication(role: string | null | undefined): boolean {
  return role === 'OWNER' || role === 'EDITOR';
}

/**
 * The 'Manage publication' entries: Write a story, Inbox, Newsletter (its landing page
 * when one exists, else create one), Stats, Followers, and Settings (Info & Homepage,
 * Navigation, Subpages, About). Null for anyone who may not manage the publication.
 */
export function manageMenuEntries(
  publication: { slug: string; hasNewsletter: boolean; viewerStaffRole: string | null },
  buildLink: ShellNavigation['buildLink'],
): ManageMenuModel | null {
  if (!canManagePublication(publication.viewerStaffRole)) return null;
  const collectionSlug = publication.slug;
  return {
    entries: [
      { label: 'Write a story', href: buildLink('collectionNewStory', { collectionSlug }) },
      { label: 'Inbox', href: buildLink('collectionInbox', { collectionSlug }) },
      {
        label: 'Newsletter',
        href: publication.hasNewsletter
          ? buildLink('collectionNewsletterPromotion', { collectionSlug })
          : buildLink('collectionNewNewsletter', { collectionSlug }),
      },
      { label: 'Stats', href: buildLink('collectionStats', { collectionSlug }) },
      { label: 'Followers', href: buildLink('collectionFollowers', { collectionSlug }) },
    ],
    settings: [
      { label: 'Info & Homepage', href: buildLink('collectionSettings', { collectionSlug }) },
      { label: 'Navigation', href: buildLink('collectionSettingsNavigation', { collectionSlug }) },
      { label: 'Subpages', href: buildLink('collectionNewSubpage', { collectionSlug }) },
      { label: 'About', href: buildLink('collectionSettingsAbout', { collectionSlug }) },
    ],
  };
}
