import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * The top-level error boundary's screen. Self-contained (no services, no router):
 * it must render whatever else has failed.
 */
export function ErrorScreen({ productName }: { productName: string }) {
  return (
    <section className="ink-error-screen" role="alert" data-screen="error">
      <a className="ink-error-screen__logo" href="/" aria-label={`${productName} home`}>
        {productName}
      </a>
      <h1>Error</h1>
      <p>We’re sorry, but there was a problem displaying this page.</p>
      <p>Please reload and try again.</p>
    </section>
  );
}

/** The screen for a routing error the router cannot handle (unknown page or layout). */
export function RoutingErrorScreen({ text }: { text: string }) {
  return (
    <section className="ink-page" role="alert" data-screen="routing-error">
      <h1>{text}</h1>
    </section>
  );
}

export const UNEXPECTED_ROUTING_ERROR = 'An unexpected routing error occurred';

interface BoundaryProps {
  fallback: (error: unknown) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** A change resets a caught error (the reader navigated away from the broken page). */
  resetKey?: string;
  children: ReactNode;
}

/** An error boundary with a render-prop fallback; `resetKey` clears it on navigation. */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean; key?: string }> {
  override state: { error: unknown; failed: boolean; key?: string } = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; key?: string }) {
    if (props.resetKey !== state.key) return { error: null, failed: false, key: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
