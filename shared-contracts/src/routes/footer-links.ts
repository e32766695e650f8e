import type { ShellConfig } from '../config/shell-config.ts';
import type { ShellNavigation } from '../mount/mount-props.ts';
import type { RouteName } from './routes.ts';

export interface FooterLink {
  label: string;
  href: string;
  /** Telemetry event logged when the link is clicked. */
  trackAs?: string;
}

/** The footer's links, in this order. */
const FOOTER_ROUTES: ReadonlyArray<{ label: string; route: RouteName; trackAs?: string }> = [
  { label: 'Help', route: 'help' },
  { label: 'Status', route: 'status' },
  { label: 'About', route: 'about', trackAs: 'homepage.footer.aboutClicked' },
  { label: 'Careers', route: 'careers' },
  { label: 'Press', route: 'press' },
  { label: 'Blog', route: 'blog' },
  { label: 'Privacy', route: 'privacy' },
  { label: 'Rules', route: 'rules' },
  { label: 'Terms', route: 'terms' },
  { label: 'Text to speech', route: 'textToSpeech' },
];

/** Help and Status live on their own hosts when the config names them; the rest are routes. */
const CONFIGURED_HOSTS: Partial<Record<RouteName, keyof ShellConfig['hosts']>> = { help: 'help', status: 'status' };

/**
 * The footer's links: drawn by the navigation remote and by the host's static
 * fallback, each with the page's `buildLink` (a type-only import: the route table is not
 * bundled into a remote through this module).
 */
export function footerLinks(hosts: ShellConfig['hosts'], buildLink: ShellNavigation['buildLink']): FooterLink[] {
  return FOOTER_ROUTES.map(({ label, route, trackAs }) => {
    const hostKey = CONFIGURED_HOSTS[route];
    const href = (hostKey && hosts[hostKey]) || buildLink(route);
    return trackAs ? { label, href, trackAs } : { label, href };
  });
}
