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
