import { useContext, useEffect, useEffectEvent, useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { filter } from 'rxjs';
import { useCspNonce } from '@inkpot/shared-contracts';
import { avatarImage, isImageId } from '@inkpot/shared-contracts/images';
import { Link } from '../routing/link.tsx';
import { ShellContext, useShell } from '../routing/page-props.ts';
import { PAGES_STYLE_HREF, pagesCss } from './pages.css.ts';

import { LoadingPlaceholder } from '../layout/loading-placeholder.tsx';

export { LoadingPlaceholder };

/** The pages' style sheet; React hoists it into the head once, however many pages render it (with the CSP nonce). */
export function PageStyles() {
  return (
    <style href={PAGES_STYLE_HREF} precedence="default" nonce={useCspNonce()}>
      {pagesCss}
    </style>
  );
}

/** A failed load: what went wrong in the reader's words, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="ink-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <p>
          <button type="button" className="ink-button" onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}

/** The first letter of a name, in a circle (image hosting is not part of the shell). */
/** A page's body while its query has no data yet: loading, or its error with a retry. */
export function PageLoadState({
  loading,
  label,
  message,
  onRetry,
}: {
  loading: boolean;
  label: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className="ink-inset">
      {loading ? <LoadingPlaceholder label={label} lines={4} /> : <LoadError message={message} onRetry={onRetry} />}
    </div>
  );
}

const AVATAR_PX = { small: 28, medium: 48, large: 64 } as const;

/**
 * A person's avatar: their uploaded image where they have one (its box fixed, so nothing moves when
 * it loads), else the initial of their name. Beside the name, so hidden from screen readers.
 */
export function Avatar({ name, size, imageId }: { name: string; size?: 'small' | 'large'; imageId?: string | null }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const className = size ? `ink-avatar ink-avatar--${size}` : 'ink-avatar';
  if (isImageId(imageId)) {
    const image = avatarImage(imageId, AVATAR_PX[size ?? 'medium']);
    return <img className={`${className} ink-avatar--image`} {...image} alt="" aria-hidden="true" />;
  }
  return (
    <span className={size ? `ink-avatar ink-avatar--${size}` : 'ink-avatar'} aria-hidden="true">
      {initial}
    </span>
  );
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode };

/**
 * A shell `Link` inside the shell, a plain anchor outside it: the 404 and 500 screens also
 * render where no shell is around them (an error boundary, the edge's fallback document).
 */
export function AppLink({ to, ...rest }: AppLinkProps) {
  const shell = useContext(ShellContext);
  return shell ? <Link to={to} {...rest} /> : <a href={to} {...rest} />;
}

/** The bus as the host publishes on it ('shell'), one handle for the component's life. */
export function useShellBus() {
  const { services } = useShell();
  return useMemo(() => services.bus.forSender('shell'), [services]);
}

/** For a page that needs a signed-in reader: why, and a button that opens sign-in. */
export function SignInPrompt({ message }: { message: string }) {
  const bus = useShellBus();
  return (
    <div className="ink-empty">
      <p>{message}</p>
      <button
        type="button"
        className="ink-button ink-button--primary"
        onClick={() =>
          bus.publish('auth/open', { operation: 'login', step: 'SIGNIN_OPTIONS', redirect: window.location.href })
        }
      >
        Sign in
      </button>
    </div>
  );
}

/**
 * Runs `onRetry` when the reader chooses Retry on a toast this page showed with `retryKey` (the
 * toast stack publishes `toast/retry`; the retryable-error and payout-retry toasts).
 */
export function useToastRetry(retryKey: string, onRetry: () => void) {
  const { services } = useShell();
  const retry = useEffectEvent(onRetry);
  useEffect(() => {
    const retries = services.bus
      .on('toast/retry')
      .pipe(filter((event) => event.retryKey === retryKey))
      .subscribe(() => retry());
    return () => retries.unsubscribe();
  }, [services.bus, retryKey]);
}
