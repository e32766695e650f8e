/** SHA-384 of some bytes as a subresource-integrity string (`sha384-<base64>`). */
export type IntegrityDigest = (bytes: ArrayBuffer) => Promise<string>;

/** Web Crypto's, so the same in the page and in the edge. */
export const sha384Integrity: IntegrityDigest = async (bytes) => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
};
