import { createContext, useContext } from 'react';
import { cspNonce } from '../dom/csp-nonce.ts';

/**
 * The response's CSP nonce where there is no document to read it from: the host's server render
 * provides it. In the browser it is absent and the document's nonce meta element answers.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce for elements a component renders: the server render's, else the document's. */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext) ?? cspNonce();
}

/**
 * A `<style>` element the page's Content-Security-Policy lets in: it carries the document's nonce.
 * Host and remotes render their CSS with it; a plain `<style>` is refused by the policy.
 */
export function NoncedStyle({ children }: { children: string }) {
  return <style nonce={useCspNonce()}>{children}</style>;
}
