import { cspNonce } from '../dom/csp-nonce.ts';

/**
 * A `<style>` element the page's Content-Security-Policy lets in: it carries the document's nonce.
 * Host and remotes render their CSS with it; a plain `<style>` is refused by the policy.
 */
export function NoncedStyle({ children }: { children: string }) {
  return <style nonce={cspNonce()}>{children}</style>;
}
