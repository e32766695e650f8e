import { buildLink } from './routes.ts';
import { sidebarLinks } from './sidebar-links.ts';

describe('sidebar links', () => {
  it('lists Home, Library, Profile, Stories and Stats in order, linking to the viewer’s pages', () => {
    expect(sidebarLinks('demo_reader', buildLink)).toEqual([
      { id: 'home', label: 'Home', href: '/' },
      { id: 'library', label: 'Library', href: '/me/lists' },
      { id: 'profile', label: 'Profile', href: '/@demo_reader' },
      { id: 'stories', label: 'Stories', href: '/me/stories' },
      { id: 'stats', label: 'Stats', href: '/me/stats' },
    ]);
  });

  it('links Profile to /me for a viewer without a username', () => {
    expect(sidebarLinks(null, buildLink).find((link) => link.id === 'profile')?.href).toBe('/me');
  });
});
