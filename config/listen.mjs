/**
 * Where every server says it is alive and whether it can serve (shared-contracts/src/health.ts
 * holds the same two paths for the edge and the API; config imports no workspace package).
 */
export const LIVENESS_PATH = '/_/health/live';
export const READINESS_PATH = '/_/health/ready';

// How every server of the system starts listening: on its port and bind address, and when it
// cannot (the port is taken), one line naming the port and what to do, and exit 1. Express 5 hands
// a failed listen to the callback, where an unchecked error looked like a start.

/**
 * @param {{ listen: (port: number, host: string | undefined, callback: (error?: Error) => void) => unknown }} app
 * @param {{ name: string, port: number, host: string | undefined, portSetting: string, onListening: () => void }} options
 */
export function listenOrExit(app, { name, port, host, portSetting, onListening }) {
  return app.listen(port, host, (error) => {
    if (!error) {
      onListening();
      return;
    }
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    const where = `${host ?? 'every interface'}:${port}`;
    console.error(
      `[${name}] Cannot listen on ${where} (${code ?? error.message}): ` +
        (code === 'EADDRINUSE'
          ? `another process uses it; stop it or set ${portSetting}.`
          : code === 'EADDRNOTAVAIL'
            ? 'this machine has no such address; set BIND_HOST.'
            : `set ${portSetting} to a free port.`),
    );
    process.exit(1);
  });
}

/**
 * Stops a server gracefully on SIGTERM or SIGINT: no new connections, the requests in flight
 * finish (at most `timeoutMs`, then their connections are cut), `cleanup` runs (close the
 * database, flush what is buffered), and the process exits 0; a second signal exits 1 at once.
 * Returns the stop function itself (what a signal calls).
 * @param {import('node:http').Server} server
 * @param {{ name: string, timeoutMs?: number, cleanup?: () => Promise<void> | void, exit?: (code: number) => void, signals?: NodeJS.Signals[] }} options
 */
export function drainOnSignals(
  server,
  {
    name,
    timeoutMs = 10_000,
    cleanup = () => undefined,
    exit = (code) => process.exit(code),
    signals = ['SIGTERM', 'SIGINT'],
  },
) {
  let stopping = false;
  const stop = (signal = 'SIGTERM') => {
    if (stopping) {
      console.error(`[${name}] ${signal} again: stopping at once.`);
      exit(1);
      return;
    }
    stopping = true;
    console.log(`[${name}] ${signal}: taking no new connections, finishing the requests in flight.`);
    // Kept-alive connections that are idle now, or once their request is answered, are closed.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      console.error(`[${name}] requests still in flight after ${timeoutMs} ms: their connections are cut.`);
      server.closeAllConnections();
    }, timeoutMs);
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(cut);
      try {
        await cleanup();
        exit(0);
      } catch (error) {
        console.error(`[${name}] could not stop cleanly:`, error);
        exit(1);
      }
    });
    server.closeIdleConnections();
  };
  for (const signal of signals) process.on(signal, stop);
  return stop;
}

/**
 * Several servers of one process as one, for drainOnSignals: closed when every one of them is.
 * @param {import('node:http').Server[]} servers
 * @returns {import('node:http').Server}
 */
export function serverGroup(servers) {
  return /** @type {import('node:http').Server} */ (
    /** @type {unknown} */ ({
      closeIdleConnections: () => servers.forEach((server) => server.closeIdleConnections()),
      closeAllConnections: () => servers.forEach((server) => server.closeAllConnections()),
      close(/** @type {() => void} */ done) {
        Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))).then(() => done());
      },
    })
  );
}
