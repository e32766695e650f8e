import {
  buildLink,
  DEFAULT_TOAST_DURATION_MS,
  footerLinks,
  sidebarLinks,
  type RemoteBus,
  type ShellConfig,
  type ShellNavigation,
  type Toast,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useEffect, useState } from 'react';

/** Without the sign-in modal, a sign-in request becomes a full-page sign-in. */
export function SignInFallback({ bus }: { bus: RemoteBus }) {
  useEffect(() => {
    const subscription = bus.on('auth/open').subscribe(({ operation, redirect, entryPoint }) => {
      const query = new URLSearchParams({ operation, redirect: redirect ?? window.location.href });
      if (entryPoint) query.set('entryPoint', entryPoint);
      window.location.assign(`/m/signin?${query.toString()}`);
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  return <span data-testid="sign-in-fallback" hidden />;
}

/** Without the toast stack, toasts still reach the reader as plain, polite announcements. */
export function ToastFallback({ bus }: { bus: RemoteBus }) {
  const [toast, setToast] = useState<Toast | null>(null);
  useEffect(() => {
    // Toast kinds carry data whose wording the notifications remote owns; plain ones have a message.
    const subscription = bus
      .on('toast/show')
      .subscribe((toast) => 'message' in toast && !('kind' in toast) && setToast(toast));
    return () => subscription.unsubscribe();
  }, [bus]);
  useEffect(() => {
    const duration = toast?.duration ?? DEFAULT_TOAST_DURATION_MS;
    if (!toast || typeof duration !== 'number') return;
    const timer = setTimeout(() => setToast(null), duration);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className="ink-toast-fallback" role="status" data-testid="toast-fallback">
      {toast?.message}
    </div>
  );
}

/** The footer's links as plain anchors. */
export function StaticFooter({
  hosts,
  buildLink,
}: {
  hosts: ShellConfig['hosts'];
  buildLink: ShellNavigation['buildLink'];
}) {
  return (
    <footer className="ink-static-footer" data-testid="footer-fallback">
      {footerLinks(hosts, buildLink).map(({ label, href }) => (
        <a key={label} href={href}>
          {label}
        </a>
      ))}
    </footer>
  );
}

/**
 * Without the navigation remote, a signed-in reader on a wide screen keeps the sidebar's main
 * links (the navigation remote's list, sidebarLinks) as plain anchors (full page loads); narrow
 * screens get nothing. (Visitors have no sidebar.)
 */
export function StaticSidebar({ viewer }: { viewer: Extract<ViewerState, { status: 'signed-in' }> }) {
  return (
    <nav className="ink-static-sidebar" aria-label="Sidebar" data-testid="sidebar-fallback">
      {sidebarLinks(viewer.viewer.username, buildLink).map(({ label, href }) => (
        <a key={label} href={href}>
          {label}
        </a>
      ))}
    </nav>
  );
}
