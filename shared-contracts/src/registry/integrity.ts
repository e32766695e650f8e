/** SHA-384 of some bytes as a subresource-integrity string (`sha384-<base64>`). */
export type IntegrityDigest = (bytes: ArrayBuffer) => Promise<string>;

/**
 * Web Crypto's, so the same in the page and in the edge. A page on plain http other than
 * localhost (a custom domain in development) has no `crypto.subtle`: there the digest comes from a
 * small audited implementation, loaded only then, so a release is still checked, never waved through.
 */
export const sha384Integrity: IntegrityDigest = async (bytes) => {
  const digest = globalThis.crypto?.subtle
    ? new Uint8Array(await crypto.subtle.digest('SHA-384', bytes))
    : (await import('@noble/hashes/sha2.js')).sha384(new Uint8Array(bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
};
