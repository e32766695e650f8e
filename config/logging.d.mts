import type { RequestHandler, Request, Response } from 'express';
import type { DestinationStream, Logger } from 'pino';

export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare const REDACTED: string;
export declare function scrubText(text: string): string;
export declare function scrub(value: unknown, depth?: number): unknown;
export declare function currentRequestId(): string | undefined;
export declare function requestIdHeaders(): Record<string, string>;
export declare function withRequestId<T>(id: string, work: () => T): T;
export declare function createLogger(
  service: string,
  options?: {
    level?: string;
    format?: 'json' | 'pretty' | undefined;
    environment?: string;
    destination?: DestinationStream;
  },
): Logger;
export declare const LOG_BUFFER_BYTES: number;
export declare const LOG_FLUSH_MS: number;
export declare function bufferedDestination(options?: {
  dest?: number | string;
  bufferBytes?: number;
  flushMs?: number;
}): DestinationStream & { flush(): void; end(): void };
export declare function routeConsoleTo(logger: Logger): void;
export interface AccessEntry {
  method: string;
  route: string;
  status: number;
  seconds: number;
}
export declare function accessLog(
  logger: Logger,
  options: { routeOf: (req: Request, res: Response) => string; onResponse?: (entry: AccessEntry) => void },
): RequestHandler;
export declare function matchedRoute(req: Request, fallback: string): string;
