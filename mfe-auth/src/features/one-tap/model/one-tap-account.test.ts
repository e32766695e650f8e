import { accountOfCredential, oneTapConnectLink } from './one-tap-account.ts';

const utf8 = (text: string) =>
  encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
// As a provider encodes it: UTF-8 JSON, base64url.
const token = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJSUzI1NiJ9.${btoa(utf8(JSON.stringify(claims)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')}.sig`;

describe('the picked account', () => {
  it("reads the subject, the address and the name from the credential's claims", () => {
    expect(accountOfCredential(token({ sub: 'dev-newcomer', email: 'nova@x.test', name: 'Nóva' }))).toEqual({
      subject: 'dev-newcomer',
      email: 'nova@x.test',
      name: 'Nóva',
    });
    expect(accountOfCredential(token({ sub: 's' }))).toEqual({ subject: 's', email: null, name: null });
  });

  it('is null for something that is not an ID token', () => {
    expect(accountOfCredential('nonsense')).toBeNull();
    expect(accountOfCredential('a.!!!.c')).toBeNull();
    expect(accountOfCredential(token({ email: 'no-subject@x.test' }))).toBeNull();
  });

  it('leads to the Google sign-in with the account as login hint and the page to come back to', () => {
    const link = oneTapConnectLink('register', 'http://localhost:3000/p/abc', {
      subject: 'dev-newcomer',
      email: null,
      name: null,
    });
    const url = new URL(link, 'http://localhost:3000');
    expect(url.pathname).toBe('/m/connect/google');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      operation: 'register',
      redirect: 'http://localhost:3000/p/abc',
      entryPoint: 'google_one_tap',
      loginHint: 'dev-newcomer',
    });
  });
});
