/**
 * How long the page waits for a GraphQL answer. The edge answers 504 after its own 10 s proxy
 * timeout, so this only fires when the edge itself does not answer (a dead connection).
 */
export const GRAPHQL_TIMEOUT_MS = 15_000;

/** A fetch that gives up after `timeoutMs` (a TimeoutError), still cancellable by its caller. */
export function withTimeout(timeoutMs: number, baseFetch: typeof fetch): typeof fetch {
  return (input, init = {}) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return baseFetch(input, { ...init, signal });
  };
}
