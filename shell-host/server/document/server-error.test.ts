/** @jest-environment node */
import { apiErrorReporter, renderServerErrorPage, serverErrorStatus } from './server-error.ts';
import { startFakeApi } from '../testing/fake-api.ts';

describe('500 screen', () => {
  it('is 409 only for a conflict message', () => {
    expect(serverErrorStatus(new Error('GraphQL error: 409: Conflict'))).toBe(409);
    expect(serverErrorStatus('409: Conflict')).toBe(409);
    expect(serverErrorStatus(new Error('409 Conflict'))).toBe(500);
    expect(serverErrorStatus(undefined)).toBe(500);
  });

  it('escapes what comes from configuration', () => {
    const html = renderServerErrorPage({
      productName: 'Ink<pot>',
      hosts: { app: 'x', status: 'https://status.test/?a=1&b="2"', help: 'x' },
    });
    expect(html).toContain('<a href="/">Ink&lt;pot&gt;</a>');
    expect(html).toContain('href="https://status.test/?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('error reporter', () => {
  it("posts the error to the API's error intake in the client's report format, and logs it", async () => {
    let received: (body: string) => void = () => {};
    const body = new Promise<string>((resolve) => (received = resolve));
    const api = await startFakeApi((request, res) => {
      res.writeHead(204).end();
      received(request.body);
    });
    const logger = { error: jest.fn() };
    try {
      const failure = new Error('registry exploded');
      apiErrorReporter(api.url, { appVersion: '1.2.3' }, logger)(failure, { location: '/about?x=1', userAgent: 'ua' });
      const [report] = JSON.parse(await body) as Array<Record<string, unknown>>;
      expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/_/api/reports/errors' });
      expect(report).toEqual({
        name: 'Error',
        message: 'registry exploded',
        stack: expect.stringContaining('registry exploded'),
        timestamp: expect.any(Number),
        extra: { client: 'edge', build: '1.2.3', location: '/about?x=1', userAgent: 'ua' },
      });
      expect(logger.error).toHaveBeenCalledWith('[edge] Rendering the document for /about?x=1 failed:', failure);
    } finally {
      await api.close();
    }
  });

  it('never throws, and logs when the report cannot be sent', async () => {
    const logger = { error: jest.fn() };
    const report = apiErrorReporter('http://127.0.0.1:9', { appVersion: '1' }, logger);
    expect(() => report('a string, not an Error', { location: '/', userAgent: undefined })).not.toThrow();
    for (let waited = 0; logger.error.mock.calls.length < 2 && waited < 3000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logger.error).toHaveBeenLastCalledWith(expect.stringMatching(/Could not send the error report/));
  });
});
