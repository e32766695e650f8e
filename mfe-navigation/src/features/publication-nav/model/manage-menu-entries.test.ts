import { buildLink } from '@inkpot/shared-contracts';
import { canManagePublication, manageMenuEntries } from './manage-menu-entries.ts';

const publication = { slug: 'night-shift', hasNewsletter: false, viewerStaffRole: 'OWNER' };

describe('manageMenuEntries', () => {
  it('gives owners and editors every entry of the spec, with the Settings group', () => {
    const model = manageMenuEntries(publication, buildLink);
    expect(model?.entries).toEqual([
      { label: 'Write a story', href: '/night-shift/new-story' },
      { label: 'Inbox', href: '/night-shift/manage/inbox' },
      { label: 'Newsletter', href: '/night-shift/new-newsletter' },
      { label: 'Stats', href: '/night-shift/stats' },
      { label: 'Followers', href: '/night-shift/followers' },
    ]);
    expect(model?.settings.map((entry) => entry.label)).toEqual(['Info & Homepage', 'Navigation', 'Subpages', 'About']);
    expect(manageMenuEntries({ ...publication, viewerStaffRole: 'EDITOR' }, buildLink)).not.toBeNull();
  });

  it('goes to the newsletter’s landing page when the publication has one', () => {
    const model = manageMenuEntries({ ...publication, hasNewsletter: true }, buildLink);
    expect(model?.entries.find((entry) => entry.label === 'Newsletter')?.href).toBe('/night-shift/newsletter');
  });

  it('offers nothing to writers, readers and visitors', () => {
    expect(manageMenuEntries({ ...publication, viewerStaffRole: 'WRITER' }, buildLink)).toBeNull();
    expect(manageMenuEntries({ ...publication, viewerStaffRole: null }, buildLink)).toBeNull();
    expect(canManagePublication(undefined)).toBe(false);
  });
});
