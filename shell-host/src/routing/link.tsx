import { isPlainClick, matchRoute, type RoutingMode } from '@inkpot/shared-contracts';
import { createContext, useContext, useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { useShell } from './page-props.ts';

/** Page code and data are fetched ahead of navigation once intent lasts this long. */
export const PRELOAD_DELAY_MS = 100;

/** Starts loading the page (code and data) a same-origin href leads to; provided by the router. */
export const PreloadContext = createContext<(href: string) => void>(() => undefined);

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * On a custom domain, a site path that the domain does not serve (a global profile on a
 * publication's domain, …) is a page of the main host: link it there.
 */
export function hrefOnThisHost(to: string, mode: RoutingMode, mainOrigin: string): string {
  if (mode.kind === 'default' || !to.startsWith('/') || to.startsWith('//')) return to;
  return matchRoute(to, mode) ? to : `${new URL(mainOrigin).origin}${to}`;
}

/**
 * A link inside the shell: a plain anchor (modified clicks, new tabs and crawlers work as usual)
 * that navigates on the client for same-origin targets, and preloads the target page after
 * 100 ms of hover, focus or touch.
 */
export function Link({ to: wanted, onClick, onMouseEnter, onMouseLeave, onFocus, onBlur, target, ...rest }: LinkProps) {
  const { services, mode, config } = useShell();
  const to = hrefOnThisHost(wanted, mode, config.hosts.app);
  const preload = useContext(PreloadContext);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const sameOrigin = () => new URL(to, window.location.href).origin === window.location.origin;
  const startIntent = () => {
    clearTimeout(timer.current);
    if (sameOrigin()) timer.current = setTimeout(() => preload(to), PRELOAD_DELAY_MS);
  };
  const endIntent = () => clearTimeout(timer.current);

  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event) || (target && target !== '_self') || !sameOrigin()) return;
        event.preventDefault();
        endIntent();
        services.navigation.navigate(to);
      }}
      onMouseEnter={(event) => (onMouseEnter?.(event), startIntent())}
      onMouseLeave={(event) => (onMouseLeave?.(event), endIntent())}
      onFocus={(event) => (onFocus?.(event), startIntent())}
      onBlur={(event) => (onBlur?.(event), endIntent())}
      onTouchStart={startIntent}
    />
  );
}
