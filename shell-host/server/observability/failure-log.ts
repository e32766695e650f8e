/**
 * Logs lookup failures once per kind of failure (the error's message), not once per page view;
 * a success starts counting again. `context` (e.g. the host looked up) goes into the line only.
 */
export function oncePerFailure(
  logger: Pick<Console, 'error'>,
  describe: (message: string, context?: string) => string,
) {
  let lastFailure = '';
  return {
    failed(error: unknown, context?: string) {
      const message = String(error);
      if (message !== lastFailure) logger.error(describe(message, context));
      lastFailure = message;
    },
    succeeded() {
      lastFailure = '';
    },
  };
}
