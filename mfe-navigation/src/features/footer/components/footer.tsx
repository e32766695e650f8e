import { NoncedStyle } from '@inkpot/shared-contracts';
import { footerLinks, isInAppHref, isPlainClick, type FooterLink, type MountProps } from '@inkpot/shared-contracts';
import type { MouseEvent } from 'react';
import { footerCss } from './footer.css.ts';

/** The page footer. */
export function Footer({ navigation, config, telemetry }: Pick<MountProps, 'navigation' | 'config' | 'telemetry'>) {
  const links = footerLinks(config.hosts, navigation.buildLink);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, link: FooterLink) => {
    if (link.trackAs) telemetry.track(link.trackAs);
    if (!isInAppHref(link.href) || !isPlainClick(event)) return;
    event.preventDefault();
    navigation.navigate(link.href);
  };

  return (
    // Explicit role: inside a sectioning element a footer loses its implicit contentinfo role.
    <footer role="contentinfo" className="ink-footer">
      <NoncedStyle>{footerCss}</NoncedStyle>
      <ul className="ink-footer__links">
        {links.map((link) => (
          <li key={link.label}>
            <a className="ink-footer__link" href={link.href} onClick={(event) => onClick(event, link)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
