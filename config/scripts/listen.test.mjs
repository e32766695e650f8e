/** @jest-environment node */
import { spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { bindHostOf } from '../env.mjs';
import { drainOnSignals } from '../listen.mjs';

const STATIC_SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'static-server.mjs');

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The addresses listening on `port`, as the kernel lists them (Linux's /proc/net/tcp and tcp6). */
function listeningAddresses(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // State 0A is LISTEN.
      .filter(([, local, , state]) => local?.endsWith(`:${hexPort}`) && state === '0A')
      .map(([, local]) => local.split(':')[0]),
  );
}

/** The navigation remote's static server as `npm start` runs it; its output once it listens or exits. */
function startStaticServer(env) {
  const child = spawn(process.execPath, [STATIC_SERVER, 'navigation'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const settled = new Promise((resolve) => {
    child.stdout.on('data', () => output.includes('on http://') && resolve({ listening: true }));
    child.on('exit', (code) => resolve({ listening: false, code }));
  });
  return { child, settled, output: () => output };
}

describe('where servers listen', () => {
  it('binds to loopback in development unless BIND_HOST says otherwise; every interface when deployed', () => {
    expect(bindHostOf({ INKPOT_ENVIRONMENT: 'development' })).toBe('127.0.0.1');
    expect(bindHostOf({ INKPOT_ENVIRONMENT: 'development', BIND_HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(bindHostOf({ INKPOT_ENVIRONMENT: 'production' })).toBeUndefined();
  });

  (existsSync('/proc/net/tcp') ? it : it.skip)('a development server listens on loopback only', async () => {
    const port = await freePort();
    const server = startStaticServer({ NAVIGATION_PORT: String(port), INKPOT_ENVIRONMENT: 'development' });
    try {
      expect(await server.settled).toEqual({ listening: true });
      // 127.0.0.1, not 0.0.0.0 (every interface) nor :: (every IPv6 and IPv4 one).
      expect(listeningAddresses(port)).toEqual(['0100007F']);
    } finally {
      server.child.kill();
    }
  });

  it('a port already taken is one error line naming it and what to do, and exit 1', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => taken.once('listening', resolve));
    const { port } = taken.address();
    try {
      const server = startStaticServer({ NAVIGATION_PORT: String(port), INKPOT_ENVIRONMENT: 'development' });
      expect(await server.settled).toEqual({ listening: false, code: 1 });
      const lines = server.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({
        level: 'error',
        service: 'remotes',
        msg: `Cannot listen on 127.0.0.1:${port} (EADDRINUSE): another process uses it; stop it or set NAVIGATION_PORT.`,
      });
    } finally {
      taken.close();
    }
  });
});

describe('stopping on a signal', () => {
  it("the remotes' origin answers ready, then on SIGTERM stops listening and exits 0", async () => {
    const port = await freePort();
    const server = startStaticServer({ NAVIGATION_PORT: String(port), INKPOT_ENVIRONMENT: 'development' });
    expect(await server.settled).toEqual({ listening: true });
    const ready = await fetch(`http://127.0.0.1:${port}/_/health/ready`);
    // Ready exactly when the remote's build is there (npm run build makes it).
    const built = existsSync(
      path.join(path.dirname(STATIC_SERVER), '..', '..', 'mfe-navigation', 'dist', 'mf-manifest.json'),
    );
    expect(ready.status).toBe(built ? 200 : 503);
    const exited = new Promise((resolve) => server.child.on('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(listeningAddresses(port)).toEqual([]);
  });

  it('takes no new connection, lets the request in flight finish, cleans up, then exits 0', async () => {
    const events = [];
    const server = createHttpServer((_req, res) => {
      events.push('request');
      // What the server did, in its own order: the answer is sent before the cleanup runs.
      setTimeout(() => res.end('done', () => events.push('in flight: answered')), 300);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    let inFlight;
    let refusal;
    const exited = new Promise((resolve) => {
      const stop = drainOnSignals(server, {
        name: 'test',
        signals: [],
        cleanup: async () => void events.push('cleanup'),
        exit: (code) => resolve(code),
      });
      inFlight = fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
      setTimeout(() => {
        stop('SIGTERM');
        refusal = fetch(`http://127.0.0.1:${port}/`).then(
          () => 'a new request was served',
          () => 'a new request was refused',
        );
      }, 100);
    });
    expect(await exited).toBe(0);
    expect(events).toEqual(['request', 'in flight: answered', 'cleanup']);
    expect(await inFlight).toBe('done');
    expect(await refusal).toBe('a new request was refused');
  });

  it('a second signal stops at once', () => {
    const codes = [];
    const server = createHttpServer();
    const stop = drainOnSignals(server, { name: 'test', signals: [], exit: (code) => codes.push(code) });
    stop('SIGTERM');
    stop('SIGTERM');
    expect(codes).toEqual([1]);
  });
});
