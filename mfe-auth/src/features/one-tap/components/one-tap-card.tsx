import type { OneTapAccount } from '../model/one-tap-account.ts';

export type OneTapCardView =
  | { kind: 'checking'; account: OneTapAccount }
  | { kind: 'available'; account: OneTapAccount }
  | { kind: 'error'; account: OneTapAccount | null };

export interface OneTapCardProps {
  view: OneTapCardView;
  productName: string;
  onSignUp: () => void;
  onSignIn: () => void;
  onRetry: () => void;
  /** The reader closed the card: a dismissal. */
  onDismiss: () => void;
}

/**
 * The one-tap card: for a Google account no {product} account uses yet, Sign up and
 * Sign in; the lookup's error view otherwise. 378 x 183 px (one-tap.css.ts).
 */
export function OneTapCard({ view, productName, onSignUp, onSignIn, onRetry, onDismiss }: OneTapCardProps) {
  const email = view.account?.email ?? null;
  return (
    <section className="ink-one-tap" aria-label="Sign in with Google" data-testid="one-tap-card" data-view={view.kind}>
      <div className="ink-one-tap__bar">
        <span className="ink-one-tap__mark" aria-hidden="true">
          G
        </span>
        <span>{productName} with Google</span>
        <button type="button" className="ink-one-tap__close" aria-label="Close" onClick={onDismiss}>
          ×
        </button>
      </div>
      {view.kind === 'error' ? (
        <>
          <h2 className="ink-one-tap__title">Something went wrong</h2>
          <p className="ink-one-tap__text" role="alert">
            We couldn&apos;t check your Google account. Please try again.
          </p>
          <div className="ink-one-tap__actions">
            <button type="button" className="ink-one-tap__action ink-one-tap__action--primary" onClick={onRetry}>
              Try again
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 className="ink-one-tap__title">Create your {productName} account</h2>
          <p className="ink-one-tap__text">
            {view.kind === 'checking' ? 'Checking your Google account…' : `No ${productName} account uses it yet:`}
          </p>
          <p className="ink-one-tap__text ink-one-tap__email" title={email ?? undefined}>
            {email}
          </p>
          <div className="ink-one-tap__actions">
            <button
              type="button"
              className="ink-one-tap__action"
              onClick={onSignIn}
              disabled={view.kind === 'checking'}
            >
              Sign in
            </button>
            <button
              type="button"
              className="ink-one-tap__action ink-one-tap__action--primary"
              onClick={onSignUp}
              disabled={view.kind === 'checking'}
            >
              Sign up
            </button>
          </div>
        </>
      )}
    </section>
  );
}
