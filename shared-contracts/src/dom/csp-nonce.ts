/** The `property` of the meta element through which the edge hands the page its CSP nonce. */
export const CSP_NONCE_META = 'csp-nonce';

/**
 * The document's CSP nonce, for the style and script elements a script creates (React's `<style>`
 * in the host and in every remote, webpack's chunk scripts). Browsers hide the nonce attribute
 * from the DOM and CSS; only the `nonce` property reads it. Undefined where the page has no
 * policy (standalone development pages, tests).
 */
export function cspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[property="${CSP_NONCE_META}"]`);
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
