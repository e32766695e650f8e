/** @jest-environment node */
import { apiFlagsLookup } from './api-flags.ts';
import { sendJson, startFakeApi } from '../testing/fake-api.ts';

const flag = (name: string, valueType: Record<string, unknown>) => ({ name, valueType });
const boolean = (value: boolean) => ({ __typename: 'VariantFlagBoolean', boolean: value });

describe('API flags lookup', () => {
  it("answers the API's variantFlags by name, each value by its type, asked without the reader's cookies", async () => {
    const api = await startFakeApi((_request, res) =>
      sendJson(res, 200, {
        data: {
          variantFlags: [
            flag('enable_mastodon_for_members', boolean(true)),
            flag('can_view_unfiltered_search', boolean(false)),
            flag('sidebar_sort_field', { __typename: 'VariantFlagString', string: 'lastPublishedAt' }),
            flag('upsell_weeks', { __typename: 'VariantFlagNumber', number: 52 }),
          ],
        },
      }),
    );
    try {
      expect(await apiFlagsLookup(api.url)()).toEqual({
        enable_mastodon_for_members: true,
        can_view_unfiltered_search: false,
        sidebar_sort_field: 'lastPublishedAt',
        upsell_weeks: 52,
      });
      const [request] = api.requests;
      expect(request?.headers.cookie).toBeUndefined();
      expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ operationName: 'EdgeVariantFlags' });
    } finally {
      await api.close();
    }
  });

  it('keeps an answer for its time, shares one lookup between concurrent pages, then asks again', async () => {
    let value = true;
    const api = await startFakeApi((_request, res) =>
      sendJson(res, 200, { data: { variantFlags: [flag('enable_mastodon_for_members', boolean(value))] } }),
    );
    let time = 0;
    try {
      const lookup = apiFlagsLookup(api.url, { ttlMs: 30_000, now: () => time });
      const first = await Promise.all([lookup(), lookup(), lookup()]);
      expect(first).toEqual(Array(3).fill({ enable_mastodon_for_members: true }));
      expect(api.requests).toHaveLength(1);

      value = false;
      time = 29_999;
      expect(await lookup()).toEqual({ enable_mastodon_for_members: true });
      expect(api.requests).toHaveLength(1);

      // Expired: this page gets the answer at hand at once, the next one the fresh answer.
      time = 30_000;
      expect(await lookup()).toEqual({ enable_mastodon_for_members: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await lookup()).toEqual({ enable_mastodon_for_members: false });
      expect(api.requests).toHaveLength(2);
    } finally {
      await api.close();
    }
  });

  it('on a failure keeps the last good flags (none before the first), logs once per kind, and retries after a while', async () => {
    let answer: 'error' | 'odd' | 'good' = 'error';
    const api = await startFakeApi((_request, res) => {
      if (answer === 'error') sendJson(res, 500, { error: 'boom' });
      else if (answer === 'odd') sendJson(res, 200, { data: { variantFlags: [{ name: 'x' }] } });
      else sendJson(res, 200, { data: { variantFlags: [flag('enable_mastodon_for_members', boolean(true))] } });
    });
    const logger = { error: jest.fn() };
    let time = 0;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    try {
      const lookup = apiFlagsLookup(api.url, { logger, ttlMs: 30_000, failureTtlMs: 5_000, now: () => time });
      expect(await lookup()).toEqual({});
      // Not asked again within the wait after a failure.
      time = 4_999;
      expect(await lookup()).toEqual({});
      expect(api.requests).toHaveLength(1);

      answer = 'good';
      time = 5_000;
      expect(await lookup()).toEqual({ enable_mastodon_for_members: true });

      answer = 'error';
      time = 40_000;
      expect(await lookup()).toEqual({ enable_mastodon_for_members: true });
      await settle();
      expect(await lookup()).toEqual({ enable_mastodon_for_members: true });
      answer = 'odd';
      time = 50_000;
      expect(await lookup()).toEqual({ enable_mastodon_for_members: true });
      await settle();
      expect(api.requests).toHaveLength(4);
      // The first failure, then (after a success) one for the error and one for the odd answer.
      expect(logger.error).toHaveBeenCalledTimes(3);
      expect(logger.error.mock.calls[0][0]).toMatch(/Flags lookup failed \(Error: HTTP 500\)/);
      expect(logger.error.mock.calls[2][0]).toMatch(/unknown shape/);
    } finally {
      await api.close();
    }
  });

  it('is none, never an error, when the API cannot be reached', async () => {
    const logger = { error: jest.fn() };
    expect(await apiFlagsLookup('http://127.0.0.1:9', { logger })()).toEqual({});
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
