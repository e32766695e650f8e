/** @jest-environment node */
import { recoverSession, SESSION_PATH } from './session-recovery.ts';

const READER = { id: 'u1', name: 'Rea Der', username: 'reader', imageId: null, isMember: true };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('recoverSession', () => {
  it("returns the signed-in viewer and the session's xsrf token", async () => {
    const fetchImpl = jest.fn(async () =>
      json({ viewer: { status: 'signed-in', viewer: READER }, xsrf: 'x-1', edge: {} }),
    );
    await expect(recoverSession({ fetch: fetchImpl })).resolves.toEqual({
      viewer: { status: 'signed-in', viewer: READER },
      xsrf: 'x-1',
    });
    expect(fetchImpl).toHaveBeenCalledWith(SESSION_PATH, expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('retries failures with the given backoff until the API answers', async () => {
    const answers = [
      () => Promise.reject(new TypeError('network down')),
      () => Promise.resolve(json({ error: 'busy' }, 503)),
      () => Promise.resolve(json({ viewer: { status: 'visitor' }, xsrf: null })),
    ];
    const fetchImpl = jest.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('no more answers'))))());
    const waits: number[] = [];
    const result = await recoverSession({
      fetch: fetchImpl as unknown as typeof fetch,
      retryDelaysMs: [10, 20, 40],
      wait: async (ms) => void waits.push(ms),
    });
    expect(result).toEqual({ viewer: { status: 'visitor' }, xsrf: null });
    expect(waits).toEqual([10, 20]);
  });

  it('refuses a malformed answer and gives up after the last attempt, naming the cause', async () => {
    const fetchImpl = jest.fn(async () => json({ viewer: { status: 'signed-in' } }));
    await expect(recoverSession({ fetch: fetchImpl, retryDelaysMs: [1], wait: async () => undefined })).rejects.toThrow(
      'The session could not be fetched: the session endpoint answered a session of an unknown shape',
    );
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
