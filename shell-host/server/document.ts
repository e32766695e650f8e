import type { PreloadedState } from '../src/app/preloaded-state.ts';

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
export function serializeState(state: PreloadedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Fills the host's built index.html with the preloaded state and connection hints. */
export function renderDocument(template: string, state: PreloadedState): string {
  const origins = [...new Set(state.registry.remotes.map((release) => new URL(release.manifestUrl).origin))];
  const hints = origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin />`).join('');
  const stateScript = `<script id="inkpot-state" type="application/json">${serializeState(state)}</script>`;
  if (!template.includes('<!--inkpot:state-->'))
    throw new Error('The host template has no <!--inkpot:state--> marker.');
  return template.replace('<!--inkpot:head-->', hints).replace('<!--inkpot:state-->', stateScript);
}
