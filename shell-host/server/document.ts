import type { PreloadedState } from '../src/app/preloaded-state.ts';
import { CSP_NONCE_META } from '@inkpot/shared-contracts/csp-nonce';
import { withNonce } from './security-headers.ts';
import { documentHeadHtml, type DocumentHead } from '../src/routing/document-head.ts';

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
export function serializeState(state: PreloadedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Fills the host's built index.html with the page's head (title, description, canonical, Open
 * Graph), the preloaded state and connection hints. Every script
 * and style element gets the response's CSP nonce, and the nonce meta element hands it to the
 * scripts that create elements (webpack's chunk loader, React's style elements in host and remotes).
 */
export function renderDocument(template: string, state: PreloadedState, nonce: string, head?: DocumentHead): string {
  const origins = [...new Set(state.registry.remotes.map((release) => new URL(release.manifestUrl).origin))];
  const hints = origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin />`).join('');
  const nonceMeta = `<meta property="${CSP_NONCE_META}" nonce="${nonce}" />`;
  const stateScript = `<script id="inkpot-state" type="application/json" nonce="${nonce}">${serializeState(state)}</script>`;
  if (!template.includes('<!--inkpot:state-->'))
    throw new Error('The host template has no <!--inkpot:state--> marker.');
  return withNonce(template, nonce)
    .replace('<!--inkpot:head-->', (head ? documentHeadHtml(head) : '') + nonceMeta + hints)
    .replace('<!--inkpot:state-->', stateScript);
}
