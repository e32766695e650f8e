/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { remoteFileCache } from './remote-file-cache.ts';

const URL_A = 'http://localhost:3001/mf-manifest.json';

/** A read that answers only when `answer` is called, and counts its calls. */
function heldRead() {
  const answers: ((value: string | null) => void)[] = [];
  const read = jest.fn((_url: string) => new Promise<string | null>((resolve) => answers.push(resolve)));
  return { read, answer: (value: string | null) => answers.shift()?.(value) };
}

/** A cache that has read URL_A once (it answered `value`), with the held read for the next ones. */
async function cacheKnowing(value: string, maxAgeMs = 60_000) {
  const { read, answer } = heldRead();
  const fileOf = remoteFileCache({ read, max: 10, timeoutMs: 60_000, maxAgeMs });
  const first = fileOf(URL_A);
  answer(value);
  expect(await first).toBe(value);
  return { fileOf, read, answer };
}

describe('remoteFileCache', () => {
  it('makes a page wait at most its timeout for a file never read, and gives the next page the file', async () => {
    const { read, answer } = heldRead();
    const fileOf = remoteFileCache({ read, max: 10, timeoutMs: 20, maxAgeMs: 60_000 });
    expect(await fileOf(URL_A)).toBeNull();
    answer('manifest');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await fileOf(URL_A)).toBe('manifest');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives a known file even to a page whose render has already given up', async () => {
    const { fileOf } = await cacheKnowing('manifest');
    expect(await fileOf(URL_A, AbortSignal.abort())).toBe('manifest');
  });

  it('starts no timeout for a known file (no controller to abort, no abort error made)', async () => {
    const { fileOf } = await cacheKnowing('manifest');
    const Original = AbortController;
    const made = jest.spyOn(globalThis, 'AbortController').mockImplementation(() => new Original());
    try {
      expect(await fileOf(URL_A)).toBe('manifest');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('gives a file past its age at once while it is read again, then the new one', async () => {
    const { fileOf, read, answer } = await cacheKnowing('v1', 10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await fileOf(URL_A)).toBe('v1');
    expect(read).toHaveBeenCalledTimes(2);
    answer('v2');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await fileOf(URL_A)).toBe('v2');
  });
});
