import { buildLink } from './routes.ts';
import { footerLinks } from './footer-links.ts';

const hosts = { app: 'https://inkpot.test', status: 'https://status.inkpot.test', help: 'https://help.inkpot.test' };

describe('footer links', () => {
  it('lists the spec links in order', () => {
    expect(footerLinks(hosts, buildLink).map((link) => link.label)).toEqual([
      'Help',
      'Status',
      'About',
      'Careers',
      'Press',
      'Blog',
      'Privacy',
      'Rules',
      'Terms',
      'Text to speech',
    ]);
  });

  it('sends Help and Status to their hosts and the rest to named routes', () => {
    const hrefs = Object.fromEntries(footerLinks(hosts, buildLink).map((link) => [link.label, link.href]));
    expect(hrefs).toEqual({
      Help: 'https://help.inkpot.test',
      Status: 'https://status.inkpot.test',
      About: '/about',
      Careers: '/careers',
      Press: '/press',
      Blog: '/blog',
      Privacy: '/policy/privacy',
      Rules: '/rules',
      Terms: '/policy/terms',
      'Text to speech': '/text-to-speech',
    });
  });

  it('falls back to the routes when no help or status host is configured', () => {
    const links = footerLinks({ ...hosts, help: '', status: '' }, buildLink);
    expect(links.slice(0, 2).map((link) => link.href)).toEqual(['/help', '/status']);
  });

  it('tracks About clicks only', () => {
    const tracked = footerLinks(hosts, buildLink).filter((link) => link.trackAs);
    expect(tracked).toEqual([{ label: 'About', href: '/about', trackAs: 'homepage.footer.aboutClicked' }]);
  });
});
