/**
 * What every service answers at `/_/health/live` (the process answers) and `/_/health/ready` (it
 * can serve: 200, or 503 naming the part that is not ready). A part that is not `required` is
 * reported but does not make the service unready (the edge serves pages while the API is away).
 */
export interface HealthPart {
  name: string;
  ok: boolean;
  /** What was found: "17 of 17 migrations applied", "unreachable: ECONNREFUSED". */
  detail: string;
  required: boolean;
}

export interface Readiness {
  service: string;
  ready: boolean;
  parts: HealthPart[];
}

export const LIVENESS_PATH = '/_/health/live';
export const READINESS_PATH = '/_/health/ready';

/** The readiness of a service from its parts: ready when every required part is. */
export function readinessOf(service: string, parts: HealthPart[]): Readiness {
  return { service, ready: parts.every((part) => part.ok || !part.required), parts };
}

/** A part checked by `check` within `timeoutMs`: its detail, or why it failed. */
export async function checkedPart(
  name: string,
  check: (signal: AbortSignal) => Promise<string>,
  { required = true, timeoutMs = 1000 }: { required?: boolean; timeoutMs?: number } = {},
): Promise<HealthPart> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const detail = await Promise.race([
      check(signal),
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error(`no answer in ${timeoutMs} ms`)), { once: true }),
      ),
    ]);
    return { name, ok: true, detail, required };
  } catch (error) {
    return { name, ok: false, detail: describeFailure(error), required };
  }
}

type Failure = { message?: unknown; code?: unknown; cause?: Failure; errors?: Failure[] } | null | undefined;

/** A failure in a few words: a network error's code (fetch says only "fetch failed"), else its message. */
function describeFailure(error: unknown): string {
  const failure = error as Failure;
  const code = failure?.cause?.code ?? failure?.cause?.errors?.[0]?.code ?? failure?.code;
  if (typeof code === 'string') return code;
  const message = failure?.cause?.message ?? failure?.message;
  return typeof message === 'string' ? message : String(error);
}
