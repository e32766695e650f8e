/** @jest-environment node */
import type { ServerResponse } from 'node:http';
import { apiSessionLookup, hasSessionCookie, SESSION_LOOKUP_TIMEOUT_MS } from './session.ts';
import { sendJson, startFakeApi } from '../testing/fake-api.ts';

const COOKIE = 'inkpot_sid=0123456789abcdef0123456789abcdef';
const SIGNED_IN = {
  viewer: { status: 'signed-in', viewer: { id: 'u1', name: 'Ann', username: 'ann', imageId: null, isMember: false } },
  xsrf: 'x1',
};
const FAILED = { viewer: { status: 'visitor' }, xsrf: null, setCookies: [], failed: true };

describe('the session cookie', () => {
  it('is the API’s, under either of its names', () => {
    for (const header of [COOKIE, `__Host-${COOKIE}`, `inkpot_vid=1; ${COOKIE}`, `a=1;${COOKIE}; b=2`])
      expect(hasSessionCookie(header)).toBe(true);
    for (const header of [undefined, '', 'inkpot_vid=0123', `x${COOKIE}`, 'inkpot_sid=', 'inkpot_sid=; a=1'])
      expect(hasSessionCookie(header)).toBe(false);
  });
});

describe('the session lookup', () => {
  /** A fake API whose answer to the session lookup the test changes as it goes. */
  async function sessionApi() {
    let answer: (res: ServerResponse) => void = (res) => sendJson(res, 503, { error: 'down' });
    const api = await startFakeApi((_request, res) => answer(res));
    return { ...api, answer: (next: typeof answer) => (answer = next) };
  }

  it('takes a reader without the session cookie for a visitor without asking the API', async () => {
    const api = await sessionApi();
    api.answer((res) => sendJson(res, 200, SIGNED_IN));
    try {
      const lookup = apiSessionLookup(api.url, { error: jest.fn() });
      expect(await lookup(undefined)).toEqual({ viewer: { status: 'visitor' }, xsrf: null, setCookies: [] });
      expect(await lookup('inkpot_vid=0123456789abcdef0123456789abcdef')).toMatchObject({
        viewer: { status: 'visitor' },
      });
      expect(api.requests).toHaveLength(0);
      expect(await lookup(COOKIE)).toMatchObject(SIGNED_IN);
      expect(api.requests).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it('gives up on an API that does not answer after its short timeout', async () => {
    const api = await startFakeApi(() => {});
    try {
      const started = performance.now();
      expect(await apiSessionLookup(api.url, { error: jest.fn() })(COOKIE)).toEqual(FAILED);
      expect(performance.now() - started).toBeLessThan(SESSION_LOOKUP_TIMEOUT_MS + 200);
    } finally {
      await api.close();
    }
  });

  it('after failures in a row, does not ask for a while; then one lookup asks, and an answer closes the pause', async () => {
    const api = await sessionApi();
    let now = 1_000_000;
    const lookup = apiSessionLookup(api.url, { error: jest.fn() }, { pauseMs: 5000, now: () => now });
    try {
      // One failure is not yet a pause (one slow answer under load); two in a row are.
      expect(await lookup(COOKIE)).toEqual(FAILED);
      expect(await lookup(COOKIE)).toEqual(FAILED);
      expect(api.requests).toHaveLength(2);
      // Paused: failed at once, the API not asked.
      api.answer((res) => sendJson(res, 200, SIGNED_IN));
      now += 4999;
      expect(await lookup(COOKIE)).toEqual(FAILED);
      expect(api.requests).toHaveLength(2);
      // The pause is over: one lookup asks; the pages meanwhile do not wait on it.
      now += 1;
      let release: () => void = () => {};
      api.answer((res) => (release = () => sendJson(res, 200, SIGNED_IN)));
      const asking = lookup(COOKIE);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await lookup(COOKIE)).toEqual(FAILED);
      release();
      expect(await asking).toMatchObject(SIGNED_IN);
      expect(api.requests).toHaveLength(3);
      // Answering again: every page asks.
      api.answer((res) => sendJson(res, 200, SIGNED_IN));
      expect(await lookup(COOKIE)).toMatchObject(SIGNED_IN);
      expect(await lookup(COOKIE)).toMatchObject(SIGNED_IN);
      expect(api.requests).toHaveLength(5);
    } finally {
      await api.close();
    }
  });
});
