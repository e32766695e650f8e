/** @jest-environment node */
import { apiCustomDomainLookup, hostNameOf, isOwnOrLocalHost } from './custom-domains.ts';
import { sendJson, startFakeApi } from '../testing/fake-api.ts';

const DOMAINS: Record<string, unknown> = {
  'quietmachines.inkpot.test': { kind: 'collection', collectionSlug: 'quiet-machines' },
  'wren.inkpot.test': { kind: 'user', username: 'wren' },
};

async function domainApi() {
  let down = false;
  const api = await startFakeApi((request, res) => {
    if (down) return sendJson(res, 503, { error: 'down' });
    const host = decodeURIComponent(request.url.replace('/_/api/custom-domains/', ''));
    const found = DOMAINS[host];
    if (found) sendJson(res, 200, found);
    else sendJson(res, 404, { error: 'none' });
  });
  return { ...api, setDown: (value: boolean) => (down = value) };
}

describe('custom-domain lookup', () => {
  it('asks the API for a custom domain and routes it in its mode', async () => {
    const api = await domainApi();
    try {
      const lookup = apiCustomDomainLookup({ apiUrl: api.url, appUrl: 'https://inkpot.example' });
      expect(await lookup('QuietMachines.inkpot.test:443')).toEqual({
        mode: { kind: 'collection', collectionSlug: 'quiet-machines' },
        failed: false,
      });
      expect(await lookup('wren.inkpot.test')).toEqual({ mode: { kind: 'user', username: 'wren' }, failed: false });
      expect(await lookup('nobody.example.com')).toEqual({ mode: { kind: 'default' }, failed: false });
      expect(api.requests.map((request) => request.url)).toEqual([
        '/_/api/custom-domains/quietmachines.inkpot.test',
        '/_/api/custom-domains/wren.inkpot.test',
        '/_/api/custom-domains/nobody.example.com',
      ]);
    } finally {
      await api.close();
    }
  });

  it("never asks for the app's own host, localhost or an address", async () => {
    const api = await domainApi();
    try {
      const lookup = apiCustomDomainLookup({ apiUrl: api.url, appUrl: 'https://inkpot.example:8443/' });
      for (const host of ['inkpot.example', 'inkpot.example:8443', 'localhost:3000', 'app.localhost', '127.0.0.1:3000'])
        expect(await lookup(host)).toEqual({ mode: { kind: 'default' }, failed: false });
      for (const host of ['[::1]:3000', '10.0.0.4', undefined, ''])
        expect((await lookup(host)).mode).toEqual({ kind: 'default' });
      expect(api.requests).toHaveLength(0);
    } finally {
      await api.close();
    }
  });

  it('keeps answers, found or not, for the TTL, and shares one request between concurrent ones', async () => {
    const api = await domainApi();
    let now = 1_000_000;
    try {
      const lookup = apiCustomDomainLookup({
        apiUrl: api.url,
        appUrl: 'http://localhost:3000',
        ttlMs: 60_000,
        perf: { now: () => now },
      });
      await Promise.all([lookup('wren.inkpot.test'), lookup('wren.inkpot.test'), lookup('nobody.example.com')]);
      now += 59_000;
      expect((await lookup('wren.inkpot.test')).mode).toEqual({ kind: 'user', username: 'wren' });
      expect((await lookup('nobody.example.com')).mode).toEqual({ kind: 'default' });
      expect(api.requests).toHaveLength(2);
      now += 2_000;
      await lookup('wren.inkpot.test');
      await lookup('nobody.example.com');
      expect(api.requests).toHaveLength(4);
    } finally {
      await api.close();
    }
  });

  it('routes in default mode when the lookup fails, logs it once, and asks again soon', async () => {
    const api = await domainApi();
    const logger = { error: jest.fn() };
    let now = 1_000_000;
    try {
      api.setDown(true);
      const lookup = apiCustomDomainLookup({
        apiUrl: api.url,
        appUrl: 'http://localhost:3000',
        failureTtlMs: 5_000,
        logger,
        perf: { now: () => now },
      });
      expect(await lookup('wren.inkpot.test')).toEqual({ mode: { kind: 'default' }, failed: true });
      expect(await lookup('quietmachines.inkpot.test')).toEqual({ mode: { kind: 'default' }, failed: true });
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.error.mock.calls[0][0]).toMatch(
        /Custom-domain lookup for wren\.inkpot\.test failed \(Error: HTTP 503\)/,
      );
      api.setDown(false);
      now += 4_000;
      expect((await lookup('wren.inkpot.test')).failed).toBe(true);
      now += 2_000;
      expect(await lookup('wren.inkpot.test')).toEqual({ mode: { kind: 'user', username: 'wren' }, failed: false });
    } finally {
      await api.close();
    }
  });

  it('fails over to default mode when the API is unreachable', async () => {
    const logger = { error: jest.fn() };
    const lookup = apiCustomDomainLookup({ apiUrl: 'http://127.0.0.1:9', appUrl: 'http://localhost:3000', logger });
    expect(await lookup('wren.inkpot.test')).toEqual({ mode: { kind: 'default' }, failed: true });
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/routing it in default mode/));
  });
});

describe('host names', () => {
  it('reads the host name of a Host header', () => {
    expect(hostNameOf('Blog.Example.com:8080')).toBe('blog.example.com');
    expect(hostNameOf('blog.example.com.')).toBe('blog.example.com');
    expect(hostNameOf('[::1]:3000')).toBe('::1');
    expect(hostNameOf('bad host')).toBeNull();
    expect(hostNameOf(undefined)).toBeNull();
  });

  it("knows the app's own and local hosts", () => {
    expect(isOwnOrLocalHost('inkpot.example', 'inkpot.example')).toBe(true);
    expect(isOwnOrLocalHost('::1', 'inkpot.example')).toBe(true);
    expect(isOwnOrLocalHost('blog.example.com', 'inkpot.example')).toBe(false);
  });
});
