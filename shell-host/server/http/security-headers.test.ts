/** @jest-environment node */
import { cspDirectives, serveEdge, TEST_CONFIG } from '../testing/serve-edge.ts';
import { freshNonce } from './security-headers.ts';

// The first document of a worker loads the route table and the page code (over a second alone,
// several on a busy machine).
jest.setTimeout(20_000);

/** The nonce of a response's policy, checked to be the one every script and style element carries. */
function nonceOf(csp: Map<string, string[]>): string {
  const source = csp.get('script-src')?.find((value) => value.startsWith("'nonce-"));
  if (!source) throw new Error('no nonce in script-src');
  return source.slice("'nonce-".length, -1);
}

describe('nonces', () => {
  it('are 16 bytes each and never repeat, across the random blocks they are cut from', () => {
    const nonces = Array.from({ length: 1000 }, () => freshNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('security headers of the edge', () => {
  it('sends a strict policy with a fresh nonce that every script and style element of the document carries', async () => {
    const edge = await serveEdge();
    try {
      const [first, second] = await Promise.all([fetch(`${edge.url}/`), fetch(`${edge.url}/`)]);
      const csp = cspDirectives(first.headers.get('content-security-policy'));
      const nonce = nonceOf(csp);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(cspDirectives(second.headers.get('content-security-policy')))).not.toBe(nonce);

      expect(csp.get('script-src')).toEqual([
        `'nonce-${nonce}'`,
        "'strict-dynamic'",
        "'self'",
        'http://localhost:3001',
        'http://localhost:3002',
      ]);
      expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002']);
      // 'strict-dynamic' would refuse the edge's own remote cache worker without its own directive.
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('report-uri')).toEqual(['/_/api/reports/csp']);
      // Over http, report-uri alone (Chromium would ignore it for a report-to it cannot deliver).
      expect(csp.has('report-to')).toBe(false);
      const policy = first.headers.get('content-security-policy') ?? '';
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).not.toContain('unsafe-inline');

      const html = await first.text();
      const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
      expect(tags).toHaveLength(3);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    } finally {
      await edge.close();
    }
  });

  it('lists only the origins of the registered remotes', async () => {
    const edge = await serveEdge({
      registry: async () => ({
        schemaVersion: 1,
        remotes: [
          {
            name: 'search',
            version: '2.0.0+b',
            manifestUrl: 'https://cdn.inkpot.example/search/2.0.0/mf-manifest.json',
            contractVersion: '1.0.0',
          },
        ],
      }),
    });
    try {
      const csp = cspDirectives((await fetch(`${edge.url}/`)).headers.get('content-security-policy'));
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.inkpot.example']);
      expect(csp.get('script-src')?.slice(1)).toEqual(["'strict-dynamic'", "'self'", 'https://cdn.inkpot.example']);
    } finally {
      await edge.close();
    }
  });

  it("reads the registry for pages, not for the API's answers the edge forwards, which keep the other headers", async () => {
    let reads = 0;
    const edge = await serveEdge({
      registry: async () => {
        reads += 1;
        return { schemaVersion: 1, remotes: [] };
      },
    });
    try {
      const call = await fetch(`${edge.url}/_/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ viewer { id } }"}',
      });
      await call.text();
      expect(call.headers.get('x-content-type-options')).toBe('nosniff');
      expect(cspDirectives(call.headers.get('content-security-policy')).get('connect-src')).toEqual(["'self'"]);
      expect(reads).toBe(0);
      await (await fetch(`${edge.url}/`)).text();
      expect(reads).toBeGreaterThan(0);
    } finally {
      await edge.close();
    }
  });

  it.each([
    ['the document', '/', 200],
    ['a 404', '/no/such/page/at/all/here', 404],
    ['the error page route', '/_/oh-noes', 500],
    ['a malformed URL', '/%', 400],
  ])('protects %s the same way', async (_name, pathname, status) => {
    const edge = await serveEdge();
    try {
      const response = await fetch(`${edge.url}${pathname}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-security-policy')).toContain("'strict-dynamic'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await edge.close();
    }
  });

  it('gives the 500 screen (the document failed) a policy whose nonce its style carries', async () => {
    const edge = await serveEdge({
      registry: async () => {
        throw new Error('registry unreadable');
      },
    });
    try {
      const response = await fetch(`${edge.url}/`);
      expect(response.status).toBe(500);
      const csp = cspDirectives(response.headers.get('content-security-policy'));
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      const html = await response.text();
      expect(html).toContain('<h1>500</h1>');
      expect(html).toContain(`<style nonce="${nonceOf(csp)}">`);
    } finally {
      await edge.close();
    }
  });

  it("allows Google's reCAPTCHA only with a configured site key, which reaches the page's config", async () => {
    const plain = await serveEdge();
    const withKey = await serveEdge({
      config: { ...TEST_CONFIG, captcha: { provider: 'recaptcha-v3', siteKey: 'site-key' } },
    });
    try {
      const without = cspDirectives((await fetch(`${plain.url}/`)).headers.get('content-security-policy'));
      expect(without.get('script-src')?.join(' ')).not.toContain('recaptcha');
      expect(without.has('frame-src')).toBe(false);
      const response = await fetch(`${withKey.url}/`);
      const csp = cspDirectives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(
        expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
      );
      expect(csp.get('frame-src')).toEqual([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]);
      expect(await response.text()).toContain('"siteKey":"site-key"');
    } finally {
      await Promise.all([plain.close(), withKey.close()]);
    }
  });

  it('refuses every framing unless allow_iframe is on', async () => {
    const closed = await serveEdge();
    const open = await serveEdge({ flags: { allow_iframe: true } });
    try {
      const refused = await fetch(`${closed.url}/@ann`);
      expect(cspDirectives(refused.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
      expect(refused.headers.get('x-frame-options')).toBe('DENY');

      const allowed = await fetch(`${open.url}/@ann`);
      expect(cspDirectives(allowed.headers.get('content-security-policy')).has('frame-ancestors')).toBe(false);
      expect(allowed.headers.get('x-frame-options')).toBeNull();
    } finally {
      await Promise.all([closed.close(), open.close()]);
    }
  });

  it('adds the Reporting API endpoint when the page is served over HTTPS', async () => {
    const edge = await serveEdge({
      config: { ...TEST_CONFIG, hosts: { ...TEST_CONFIG.hosts, app: 'https://inkpot.example' } },
    });
    try {
      const response = await fetch(`${edge.url}/`);
      const csp = cspDirectives(response.headers.get('content-security-policy'));
      expect(csp.get('report-uri')).toEqual(['/_/api/reports/csp']);
      expect(csp.get('report-to')).toEqual(['csp-endpoint']);
      expect(response.headers.get('reporting-endpoints')).toBe('csp-endpoint="/_/api/reports/csp"');
    } finally {
      await edge.close();
    }
  });

  it('asks for HTTPS only in production', async () => {
    const development = await serveEdge();
    const production = await serveEdge({ config: { ...TEST_CONFIG, environment: 'production' } });
    try {
      expect((await fetch(`${development.url}/`)).headers.get('strict-transport-security')).toBeNull();
      expect((await fetch(`${production.url}/`)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await Promise.all([development.close(), production.close()]);
    }
  });
});
