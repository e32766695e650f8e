import { buildLink, footerLinks, sidebarLinks } from '@inkpot/shared-contracts';
import { render, screen, within } from '@testing-library/react';
import { StaticFooter, StaticSidebar } from './remote-fallbacks.tsx';

const links = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => ({ label: link.textContent, href: link.getAttribute('href') }));

describe('the navigation fallbacks draw the navigation remote’s lists', () => {
  it('the static sidebar: sidebarLinks, as plain anchors', () => {
    render(
      <StaticSidebar
        viewer={{
          status: 'signed-in',
          viewer: { id: 'u1', name: 'R', username: 'demo_reader', imageId: null, isMember: false },
        }}
      />,
    );
    expect(links(screen.getByTestId('sidebar-fallback'))).toEqual(
      sidebarLinks('demo_reader', buildLink).map(({ label, href }) => ({ label, href })),
    );
  });

  it('the static footer: footerLinks, as plain anchors', () => {
    const hosts = { app: 'https://inkpot.test', status: 'https://status.test', help: 'https://help.test' };
    render(<StaticFooter hosts={hosts} buildLink={buildLink} />);
    expect(links(screen.getByTestId('footer-fallback'))).toEqual(
      footerLinks(hosts, buildLink).map(({ label, href }) => ({ label, href })),
    );
  });
});
