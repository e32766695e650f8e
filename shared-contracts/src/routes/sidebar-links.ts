import type { ShellNavigation } from '../mount/mount-props.ts';

export type SidebarLinkId = 'home' | 'library' | 'profile' | 'stories' | 'stats';

export interface SidebarLink {
  id: SidebarLinkId;
  label: string;
  href: string;
}

/**
 * The sidebar's main links, in this order: Home, Library, Profile, Stories, Stats (the Following
 * section comes after them). Drawn by the navigation remote's sidebar and by the host's static
 * fallback, each with the page's `buildLink` (a type-only import: the route table is not bundled
 * into a remote through this module). Profile is the viewer's `/@username`, or `/me` without one.
 */
export function sidebarLinks(username: string | null, buildLink: ShellNavigation['buildLink']): SidebarLink[] {
  return [
    { id: 'home', label: 'Home', href: buildLink('home') },
    { id: 'library', label: 'Library', href: buildLink('yourLists') },
    { id: 'profile', label: 'Profile', href: username ? buildLink('userProfile', { username }) : buildLink('me') },
    { id: 'stories', label: 'Stories', href: buildLink('yourStories') },
    { id: 'stats', label: 'Stats', href: buildLink('stats') },
  ];
}
