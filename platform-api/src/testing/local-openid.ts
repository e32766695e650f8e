/**
 * The local OpenID provider for API tests: on a random port, with a browser-like client that
 * walks its sign-in page, and a switch that makes its token endpoint answer something else once
 * (a misbehaving or hostile provider).
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLocalProvider } from '../dev-oidc/local-provider.ts';
import { devIssuer } from '../social/social-config.ts';

export interface TestOpenIdProvider {
  port: number;
  issuer: string;
  /** The next token request gets this JSON instead of the provider's answer. */
  answerNextTokenRequestWith(body: Record<string, unknown>): void;
  close(): Promise<void>;
}

export async function startTestOpenIdProvider(publicUrl = 'http://localhost:3000'): Promise<TestOpenIdProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = devIssuer(port);
  const { app: providerApp } = createLocalProvider({ issuer, publicUrls: [publicUrl] });
  let substitute: Record<string, unknown> | null = null;
  const app = express();
  app.post('/token', (_req, res, next) => {
    if (!substitute) return next();
    res.set('Cache-Control', 'no-store').json(substitute);
    substitute = null;
  });
  app.use(providerApp);
  server.on('request', app);
  return {
    port,
    issuer,
    answerNextTokenRequestWith(body) {
      substitute = body;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser at the provider: keeps the provider's cookies, picks an identity on its sign-in page. */
export function providerBrowser() {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    return response;
  };

  return {
    /**
     * Follows the authorization URL through the sign-in page, picks `identity` (or cancels), and
     * returns where the provider sends the browser back to (the API's callback URL).
     */
    async signIn(authorizationUrl: string, identity: string | 'cancel'): Promise<URL> {
      const origin = new URL(authorizationUrl).origin;
      let url = authorizationUrl;
      let picked = false;
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await request(url);
        const location = response.headers.get('location');
        if (location) {
          const next = new URL(location, url);
          if (next.origin !== origin) return next;
          url = next.href;
          continue;
        }
        const page = await response.text();
        assert.equal(response.status, 200, `the provider answered ${response.status} at ${url}: ${page}`);
        assert.ok(!picked, 'the sign-in page came back after an identity was picked');
        const uid = /action="\/interaction\/([^/"]+)\/login"/.exec(page)?.[1];
        assert.ok(uid, `no sign-in form at ${url}`);
        const action = identity === 'cancel' ? 'abort' : 'login';
        const posted = await request(`${origin}/interaction/${uid}/${action}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(identity === 'cancel' ? {} : { identity }).toString(),
        });
        const after = posted.headers.get('location');
        if (!after) assert.fail(`picking ${identity} answered ${posted.status}: ${await posted.text()}`);
        picked = true;
        const next = new URL(after, url);
        if (next.origin !== origin) return next;
        url = next.href;
      }
      assert.fail('the provider redirected too many times');
    },
  };
}
