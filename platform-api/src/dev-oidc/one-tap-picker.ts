/**
 * The local OpenID provider's one-tap picker (development and tests only): the page and the
 * credential it hands the framing page, shaped like Google's one-tap credential (an RS256 ID
 * token signed with the provider's key, `aud` the client id).
 */
import { sign, type KeyObject } from 'node:crypto';
import type { TestIdentity } from './test-identities.ts';

/** Seconds a one-tap credential is valid; Google's are an hour, this one is only read once. */
const CREDENTIAL_TTL_S = 600;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function oneTapCredential({
  issuer,
  clientId,
  identity,
  privateKey,
  kid,
  now,
}: {
  issuer: string;
  clientId: string;
  identity: TestIdentity;
  privateKey: KeyObject;
  kid: string;
  now: number;
}): string {
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: issuer,
      aud: clientId,
      azp: clientId,
      sub: identity.id,
      name: identity.name,
      ...(identity.email ? { email: identity.email, email_verified: identity.emailVerified } : {}),
      iat,
      exp: iat + CREDENTIAL_TTL_S,
    }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

/** The framed picker: one button per identity with an address, and a close button. */
export function oneTapPickerPage({
  origin,
  clientId,
  nonce,
  identities,
}: {
  origin: string;
  clientId: string;
  nonce: string;
  identities: readonly TestIdentity[];
}): string {
  const accounts = identities
    .filter((identity) => identity.email)
    .map(
      (identity) => `
      <li><button type="button" class="account" data-identity="${escapeHtml(identity.id)}">
        <strong>${escapeHtml(identity.name)}</strong><span>${escapeHtml(identity.email ?? '')}</span>
      </button></li>`,
    )
    .join('');
  // The framing origin and the client id go into the script as JSON, never as markup.
  const settings = JSON.stringify({ origin, clientId }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Local Google one-tap</title>
<style nonce="${nonce}">
  body{margin:0;font:14px system-ui,sans-serif;color:#242424;background:#fff}
  header{display:flex;align-items:center;justify-content:space-between;padding:12px 16px;border-bottom:1px solid #eee}
  h1{font-size:15px;font-weight:500;margin:0}
  ul{list-style:none;margin:0;padding:4px 0}
  .account{display:flex;flex-direction:column;align-items:flex-start;width:100%;border:0;background:none;padding:8px 16px;font:inherit;text-align:left;cursor:pointer}
  .account:hover,.account:focus-visible{background:#f2f2f2}
  .account span{color:#6b6b6b;font-size:13px}
  .close{border:0;background:none;font-size:20px;line-height:1;cursor:pointer;color:#6b6b6b}
</style></head>
<body>
  <main aria-labelledby="picker-title"><header><h1 id="picker-title">Sign in to Inkpot with Google (local)</h1>
    <button type="button" class="close" aria-label="Close">×</button></header>
  <ul>${accounts}</ul></main>
  <script nonce="${nonce}">
    const settings = ${settings};
    const send = (message) => parent.postMessage({ source: 'inkpot-local-one-tap', ...message }, settings.origin);
    document.querySelector('.close').addEventListener('click', () => send({ type: 'dismissed' }));
    for (const button of document.querySelectorAll('.account')) {
      button.addEventListener('click', async () => {
        try {
          const response = await fetch('/one-tap/credential', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ identity: button.dataset.identity, client_id: settings.clientId }),
          });
          if (!response.ok) throw new Error('credential ' + response.status);
          send({ type: 'credential', credential: (await response.json()).credential });
        } catch (error) {
          send({ type: 'error', message: String(error) });
        }
      });
    }
  </script>
</body>
</html>`;
}
