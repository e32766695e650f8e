import { APOLLO_CACHE_ELEMENT_ID, type PreloadedState } from '../../page-contract/preloaded-state.ts';
import { CSP_NONCE_META } from '@inkpot/shared-contracts/csp-nonce';
import { scriptSafeJson } from '@inkpot/shared-contracts/script-safe-json';
import { withNonce } from '../http/security-headers.ts';
import { documentHeadHtml, type DocumentHead } from '../../page-contract/document-head.ts';
import { afterFirstPaintHtml, preloadLinksHtml, type RemotePreloads } from '../remotes/remote-preloads.ts';
import { remoteEntriesHref, remoteEntriesScriptHtml, type RemoteEntries } from '../remotes/remote-entries.ts';

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
export function serializeState(state: PreloadedState): string {
  return scriptSafeJson(state);
}

/**
 * Fills the host's built index.html with the page's head (title, description, canonical, Open
 * Graph), the preloaded state and, for the remotes, connection hints, the preloads of their
 * manifests and entries and those the page starts once painted (`remotes: false` for a build that
 * has no remotes to fetch). Every script and style element gets the response's CSP nonce, and the
 * nonce meta element hands it to the scripts that create elements (webpack's chunk loader, React's
 * style elements in host and remotes).
 */
export function renderDocument(
  template: string,
  state: PreloadedState,
  nonce: string,
  head?: DocumentHead,
  remotes: { preloads: RemotePreloads; entries?: RemoteEntries | null } | false = {
    preloads: { head: [], afterFirstPaint: [] },
  },
): string {
  const origins = remotes
    ? [...new Set(state.registry.remotes.map((release) => new URL(release.manifestUrl).origin))]
    : [];
  const pageOrigin = new URL(state.config.hosts.app).origin;
  // The combined entries (remote-entries.ts) stand in for the entries of the remotes they register.
  const entries = remotes ? (remotes.entries ?? null) : null;
  const headPreloads = remotes
    ? [
        ...remotes.preloads.head,
        ...(entries
          ? [
              {
                href: new URL(remoteEntriesHref(entries), pageOrigin).href,
                as: 'script' as const,
                integrity: entries.integrity,
              },
            ]
          : []),
      ]
    : [];
  const hints =
    origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin />`).join('') +
    preloadLinksHtml(headPreloads, nonce, pageOrigin);
  const nonceMeta = `<meta property="${CSP_NONCE_META}" nonce="${nonce}" />`;
  const stateScript = `<script id="inkpot-state" type="application/json" nonce="${nonce}">${serializeState(state)}</script>`;
  if (!template.includes('<!--inkpot:state-->'))
    throw new Error('The host template has no <!--inkpot:state--> marker.');
  const filled = withNonce(template, nonce);
  // After the host's script (deferred scripts run in document order): the entries need its runtime.
  const bodyEnd = filled.lastIndexOf('</body>');
  const withEntries =
    entries && bodyEnd >= 0
      ? filled.slice(0, bodyEnd) + remoteEntriesScriptHtml(entries, nonce) + filled.slice(bodyEnd)
      : filled;
  return withEntries
    .replace('<!--inkpot:head-->', (head ? documentHeadHtml(head) : '') + nonceMeta + hints)
    .replace(
      '<!--inkpot:state-->',
      stateScript + (remotes ? afterFirstPaintHtml(remotes.preloads.afterFirstPaint, nonce, pageOrigin) : ''),
    );
}

/** The template's empty root element, which the server's render fills. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** The element right after the server-rendered root, which the document's first paint waits for. */
export const ROOT_END_ELEMENT_ID = 'inkpot-root-end';

/**
 * A rendered document cut at its root element, for a page whose root content is streamed: what
 * goes before it (up to the root's opening tag) and, once the page is written, what closes it:
 * the Apollo cache the render filled (for the browser to restore before it hydrates) and the rest
 * of the document.
 *
 * The head leaves first (its preloads start while the page is written), so a browser could paint
 * the part of the page that came in the first packets: the top bar without its account menu, the
 * story without its title, and then move them when the rest came (a layout shift, and a largest
 * paint after the first). The head asks the browser not to paint until the element after the root
 * is parsed (`<link rel="expect" blocking="render">`): the first paint is the whole page. Browsers
 * without it paint as before.
 */
export function splitAtRoot(html: string, nonce: string) {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0 || html.indexOf(ROOT_ELEMENT, at + 1) >= 0)
    throw new Error(`The host template needs exactly one empty root element (${ROOT_ELEMENT}).`);
  const headEnd = html.lastIndexOf('</head>', at);
  if (headEnd < 0) throw new Error('The host template has no </head> before its root element.');
  const open = ROOT_ELEMENT.slice(0, -'</div>'.length);
  return {
    beforeRoot:
      html.slice(0, headEnd) +
      `<link rel="expect" href="#${ROOT_END_ELEMENT_ID}" blocking="render" />` +
      html.slice(headEnd, at) +
      open,
    afterRoot: (cache: unknown) =>
      `</div><template id="${ROOT_END_ELEMENT_ID}"></template>` +
      `<script id="${APOLLO_CACHE_ELEMENT_ID}" type="application/json" nonce="${nonce}">${scriptSafeJson(cache)}</script>` +
      html.slice(at + ROOT_ELEMENT.length),
  };
}
