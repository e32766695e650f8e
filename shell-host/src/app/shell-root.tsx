import { CspNonceContext } from '@inkpot/shared-contracts';
import { ErrorBoundary, ErrorScreen } from '../errors/error-screens.tsx';
import { ShellApp } from '../layout/shell.tsx';
import type { PreloadedState } from '../../page-contract/preloaded-state.ts';
import type { ShellServices } from '../lib/services.ts';

/**
 * The whole React tree of the page, the same on the edge (server render) and in the browser
 * (hydration), so that hydration finds what the server wrote. `nonce` is the response's CSP
 * nonce, which the server's `<style>` elements need (the browser reads it from the document).
 */
export function ShellRoot({
  services,
  state,
  nonce,
}: {
  services: ShellServices;
  state: PreloadedState;
  nonce: string | undefined;
}) {
  return (
    <CspNonceContext value={nonce}>
      {/* The top-level boundary, for a failure of the shell itself (pages have their own). */}
      <ErrorBoundary
        fallback={() => <ErrorScreen productName={state.config.productName} />}
        onError={(error) => services.telemetry.reportError(error, { area: 'shell' })}
      >
        <ShellApp services={services} state={state} />
      </ErrorBoundary>
    </CspNonceContext>
  );
}
