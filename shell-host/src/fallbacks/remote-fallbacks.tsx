import { buildLink, DEFAULT_TOAST_DURATION_MS, type RemoteBus, type Toast } from '@inkpot/shared-contracts';
import { useEffect, useState } from 'react';

/** Without the sign-in modal, a sign-in request becomes a full-page sign-in. */
export function SignInFallback({ bus }: { bus: RemoteBus }) {
  useEffect(() => {
    const subscription = bus.on('auth/open').subscribe(({ operation, redirect }) => {
      const query = new URLSearchParams({ operation, redirect: redirect ?? window.location.href });
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
    const subscription = bus.on('toast/show').subscribe(setToast);
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

const FOOTER_LINKS = [
  ['Help', 'help'],
  ['Status', 'status'],
  ['About', 'about'],
  ['Careers', 'careers'],
  ['Press', 'press'],
  ['Blog', 'blog'],
  ['Privacy', 'privacy'],
  ['Rules', 'rules'],
  ['Terms', 'terms'],
  ['Text to speech', 'textToSpeech'],
] as const;

/** The footer's links as plain anchors. */
export function StaticFooter() {
  return (
    <footer className="ink-static-footer" data-testid="footer-fallback">
      {FOOTER_LINKS.map(([label, route]) => (
        <a key={route} href={buildLink(route)}>
          {label}
        </a>
      ))}
    </footer>
  );
}
