/** @jest-environment node */
import { withTimeout } from './fetch-timeout.ts';

/** A fetch that never answers, but stops when its signal aborts (as the browser's does). */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

describe('withTimeout', () => {
  it('gives up on an answer that does not come', async () => {
    await expect(withTimeout(50, hangingFetch)('/_/graphql')).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('still lets the caller cancel', async () => {
    const controller = new AbortController();
    const request = withTimeout(10_000, hangingFetch)('/_/graphql', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes answers through', async () => {
    const response = await withTimeout(1000, async () => new Response('ok'))('/_/graphql');
    expect(await response.text()).toBe('ok');
  });
});
