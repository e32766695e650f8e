/**
 * A thin wrapper around autocannon shared by the benchmarks: runs a load, measures every
 * response's latency itself (autocannon's summary has no p95) and prints one result block.
 */
import { createRequire } from 'node:module';

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

interface AutocannonOptions {
  url: string;
  duration: number;
  connections: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: AutocannonRequest[];
}

interface AutocannonResult {
  requests: { total: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}

interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}

// autocannon ships no types; this is the part of its API the benchmarks use.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => AutocannonInstance;

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  errors: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export async function runLoad(name: string, options: AutocannonOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printLoad(result: LoadResult) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    [
      `${result.name}`,
      `  req/s    ${result.requestsPerSecond.toFixed(1)} (${result.total} requests)`,
      `  latency  p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  p99 ${ms(result.p99)}`,
      `  errors   ${result.errors} connection/timeout, ${result.non2xx} non-2xx`,
    ].join('\n'),
  );
}
