import { CspNonceContext } from '@inkpot/shared-contracts';
import { ErrorBoundary, ErrorScreen } from '../errors/error-screens.tsx';
import { ShellApp } from '../layout/shell.tsx';
import { PageHydration } from '../lib/use-hydrated.ts';
import type { PreloadedState } from '../../page-contract/preloaded-state.ts';
import type { ShellServices } from '../lib/services.ts';

/**
 * The whole React tree of the page, the same on the edge (server render) and in the browser
 * (hydration), so that hydration finds what the server wrote. `nonce` is the response's CSP
 * nonce, which the server's `<style>` elements need (the browser reads it from the document).
 * `serverHtml`: the tree is the server's HTML (on the edge, or hydrating it in the browser); false
 * when the browser renders the page itself (what only the browser knows then shows at once).
 */
export function ShellRoot({
  services,
  state,
  nonce,
  serverHtml,
}: {
  services: ShellServices;
  state: PreloadedState;
  nonce: string | undefined;
  serverHtml: boolean;
}) {
  return (
    <PageHydration serverHtml={serverHtml}>
      <CspNonceContext value={nonce}>
        {/* The top-level boundary, for a failure of the shell itself (pages have their own). */}
        <ErrorBoundary
          fallback={() => <ErrorScreen productName={state.config.productName} />}
          onError={(error) => services.telemetry.reportError(error, { area: 'shell' })}
        >
          <ShellApp services={services} state={state} />
        </ErrorBoundary>
      </CspNonceContext>
    </PageHydration>
  );
}
