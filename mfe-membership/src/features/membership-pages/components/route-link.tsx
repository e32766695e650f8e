import { isPlainClick, type MountProps, type RouteName } from '@inkpot/shared-contracts';
import type { ReactNode } from 'react';

/** A link to a route of the table, followed in the page (the host's navigation) on a plain click. */
export function RouteLink({
  navigation,
  to,
  className,
  children,
}: Pick<MountProps, 'navigation'> & { to: RouteName; className?: string; children: ReactNode }) {
  const href = navigation.buildLink(to);
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigation.navigate(href);
      }}
    >
      {children}
    </a>
  );
}
