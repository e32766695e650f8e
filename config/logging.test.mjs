/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import {
  accessLog,
  bufferedDestination,
  createLogger,
  matchedRoute,
  requestIdHeaders,
  routeConsoleTo,
  scrub,
  scrubText,
} from './logging.mjs';

/** A logger writing its JSON lines into an array. */
function capturedLogger(service = 'test') {
  const lines = [];
  const raw = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { logger: createLogger(service, { destination }), lines, raw };
}

/** Serves `app` on a free loopback port for one request. */
async function request(app, path, headers = {}) {
  const server = await new Promise((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}${path}`, { headers });
    await response.text();
    return response;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('log lines', () => {
  it('are JSON with level, time and service', () => {
    const { logger, lines } = capturedLogger('api');
    logger.info('started');
    expect(lines[0]).toMatchObject({ level: 'info', service: 'api', msg: 'started' });
    expect(Date.parse(lines[0].time)).not.toBeNaN();
  });

  it('never carry cookies, tokens, codes, emails or passwords', () => {
    const { logger, lines } = capturedLogger();
    logger.warn(
      {
        headers: { cookie: 'sid=abc123', authorization: 'Bearer eyJhbGciOi', 'x-inkpot-deploy-token': 'deploy-secret' },
        body: { email: 'rosa@example.com', password: 'hunter22', code: '123456', nested: [{ token: 'tok-9' }] },
        note: 'mail to rosa@example.com failed',
      },
      'sign-in for rosa@example.com with Bearer eyJhbGciOi at /m/callback/email?token=abc&next=/',
    );
    const text = JSON.stringify(lines[0]);
    for (const secret of ['abc123', 'eyJhbGciOi', 'deploy-secret', 'rosa@example.com', 'hunter22', '123456', 'tok-9'])
      expect(text).not.toContain(secret);
    expect(lines[0].body.email).toBe('[redacted]');
    expect(lines[0].msg).toContain('next=/');
    expect(lines[0].note).toBe('mail to [redacted] failed');
  });

  it('walk plain data only: a request or socket is left to its serializer, not copied key by key', () => {
    class Request {
      headers = { cookie: 'sid=1' };
    }
    const request = new Request();
    expect(scrub({ req: request }).req).toBe(request);
    expect(scrub({ nested: { cookie: 'sid=1' } })).toEqual({ nested: { cookie: '[redacted]' } });
  });

  it('scrub an error, keeping its type and message', () => {
    const error = new TypeError('no mailbox for ana@example.com');
    expect(scrub({ err: error }).err).toMatchObject({ type: 'TypeError', message: 'no mailbox for [redacted]' });
    expect(scrubText('/m/connect?state=s3cr3t&code=c0de')).toBe('/m/connect?state=[redacted]&code=[redacted]');
  });
});

describe('the access log', () => {
  it('writes one line per request with method, route pattern, status, duration, bytes and the request id', async () => {
    const { logger, lines, raw } = capturedLogger('edge');
    const app = express();
    app.use(accessLog(logger, { routeOf: (req) => matchedRoute(req, 'other') }));
    app.get('/@:username', (_req, res) => {
      logger.info('rendering');
      res.send('hello');
    });
    const response = await request(app, '/@rosa?email=rosa@example.com', { 'x-request-id': 'edge-req-00000001' });
    expect(response.headers.get('x-request-id')).toBe('edge-req-00000001');
    const access = lines.find((line) => line.route);
    expect(access).toMatchObject({
      level: 'info',
      service: 'edge',
      reqId: 'edge-req-00000001',
      method: 'GET',
      route: '/@:username',
      status: 200,
    });
    expect(access.bytes).toBeGreaterThan(5);
    expect(typeof access.ms).toBe('number');
    expect(lines.find((line) => line.msg === 'rendering')?.reqId).toBe('edge-req-00000001');
    // Once per line, not once from the request's logger and again from the current request.
    for (const line of raw) expect(line.match(/"reqId"/g)).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('rosa@example.com');
  });

  it('makes an id when the request has none or a malformed one, and carries it to calls the request makes', async () => {
    const { logger } = capturedLogger();
    const app = express();
    let passedOn = {};
    app.use(accessLog(logger, { routeOf: () => 'x' }));
    app.get('/', async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      passedOn = requestIdHeaders();
      res.end();
    });
    const response = await request(app, '/', { 'x-request-id': 'bad id\twith spaces' });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(passedOn).toEqual({ 'x-request-id': id });
    expect(requestIdHeaders()).toEqual({});
  });

  it('logs a 500 at level error and reports each response', async () => {
    const { logger, lines } = capturedLogger();
    const seen = [];
    const app = express();
    app.use(accessLog(logger, { routeOf: () => 'boom', onResponse: (entry) => seen.push(entry) }));
    app.get('/', (_req, res) => res.status(500).end());
    await request(app, '/');
    expect(lines.find((line) => line.route === 'boom')?.level).toBe('error');
    expect(seen).toEqual([{ method: 'GET', route: 'boom', status: 500, seconds: expect.any(Number) }]);
  });
});

describe('the access log, when the client gives up', () => {
  it('writes a warning line instead of an answered one, with the request id', async () => {
    const { logger, lines } = capturedLogger('edge');
    const app = express();
    app.use(accessLog(logger, { routeOf: () => 'slow' }));
    let reached;
    const arrived = new Promise((resolve) => (reached = resolve));
    app.get('/', () => reached());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const controller = new AbortController();
    const call = fetch(`http://127.0.0.1:${server.address().port}/`, {
      headers: { 'x-request-id': 'edge-req-00000002' },
      signal: controller.signal,
    }).catch(() => undefined);
    await arrived;
    controller.abort();
    await call;
    for (let i = 0; i < 50 && !lines.some((line) => line.route === 'slow'); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    server.close();
    server.closeAllConnections();
    const line = lines.find((entry) => entry.route === 'slow');
    expect(line).toMatchObject({ level: 'warn', reqId: 'edge-req-00000002', method: 'GET' });
    expect(line.msg).toBe('GET slow closed by the client before it was answered');
    expect(lines.filter((entry) => entry.route === 'slow')).toHaveLength(1);
  });
});

describe('console, routed to the logger', () => {
  it('writes each console call as a line of the service, with its level and error', () => {
    const { logger, lines } = capturedLogger('api');
    const saved = {
      error: console.error,
      warn: console.warn,
      log: console.log,
      info: console.info,
      debug: console.debug,
    };
    try {
      routeConsoleTo(logger);
      console.log('[api] story index: %d stories', 12);
      console.error('[api] unhandled error', new Error('mail to ana@example.com bounced'));
    } finally {
      Object.assign(console, saved);
    }
    expect(lines[0]).toMatchObject({ level: 'info', service: 'api', msg: 'story index: 12 stories' });
    expect(lines[1]).toMatchObject({ level: 'error', msg: 'unhandled error', err: { type: 'Error' } });
    expect(lines[1].err.message).toBe('mail to [redacted] bounced');
  });
});

describe('the buffered destination of a service', () => {
  /** A logger writing through a buffered destination into a file of its own, and that file's lines. */
  async function bufferedLogger(options) {
    const dir = mkdtempSync(path.join(tmpdir(), 'inkpot-log-'));
    const file = path.join(dir, 'service.log');
    const destination = bufferedDestination({ dest: file, ...options });
    await new Promise((resolve) => destination.once('ready', resolve));
    const logger = createLogger('api', { destination });
    const written = () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    const done = () => {
      destination.end();
      rmSync(dir, { recursive: true, force: true });
    };
    return { logger, destination, written, done };
  }

  it('keeps a few lines back, then writes them when the service is quiet for the flush interval', async () => {
    const { logger, written, done } = await bufferedLogger({ flushMs: 100 });
    try {
      logger.info('one');
      logger.info('two');
      await delay(20);
      expect(written()).toEqual([]);
      await delay(300);
      expect(written().map((line) => line.msg)).toEqual(['one', 'two']);
    } finally {
      done();
    }
  });

  it('makes no writes while the service is quiet', async () => {
    const { logger, destination, done } = await bufferedLogger({ flushMs: 10 });
    try {
      const writes = [];
      destination.on('write', (bytes) => writes.push(bytes));
      logger.info('one');
      await delay(100);
      expect(writes).toHaveLength(1);
      await delay(100);
      expect(writes).toHaveLength(1);
    } finally {
      done();
    }
  });

  it('writes an error at once, with the lines kept before it', async () => {
    const { logger, written, done } = await bufferedLogger({ flushMs: 60_000 });
    try {
      logger.info('before');
      logger.error('the database is away');
      await delay(50);
      expect(written().map((line) => [line.level, line.msg])).toEqual([
        ['info', 'before'],
        ['error', 'the database is away'],
      ]);
    } finally {
      done();
    }
  });

  it('writes a batch once the lines kept reach its size, before the interval', async () => {
    const { logger, written, done } = await bufferedLogger({ flushMs: 60_000, bufferBytes: 1024 });
    try {
      logger.info('short');
      await delay(30);
      expect(written()).toEqual([]);
      for (let i = 0; i < 20; i += 1) logger.info(`line ${i} ${'x'.repeat(60)}`);
      await delay(50);
      const lines = written();
      expect(lines[0].msg).toBe('short');
      expect(lines.length).toBeGreaterThan(1);
      expect(lines[1].msg).toMatch(/^line 0 /);
    } finally {
      done();
    }
  });

  it('loses nothing kept when the process exits or crashes', () => {
    const logging = new URL('./logging.mjs', import.meta.url).href;
    const run = (ending) =>
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { createLogger } from ${JSON.stringify(logging)};
           const log = createLogger('api', { environment: 'production', format: 'json' });
           log.info('kept line');
           ${ending}`,
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
    expect(run('process.exit(0);')).toContain('"msg":"kept line"');
    let crashed;
    try {
      run("setTimeout(() => { throw new Error('boom'); }, 10);");
    } catch (error) {
      crashed = error;
    }
    expect(crashed?.status).toBe(1);
    expect(crashed?.stdout).toContain('"msg":"kept line"');
  });
});
