import type { RequestHandler } from 'express';
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AccessEntry } from './logging.mjs';

export declare const METRICS_PATH: '/metrics';
export interface ServiceMetrics {
  registry: Registry;
  observeRequest(entry: AccessEntry): void;
  counter<L extends string>(name: string, help: string, labelNames?: L[]): Counter<L>;
  histogram<L extends string>(name: string, help: string, labelNames?: L[], buckets?: number[]): Histogram<L>;
  gauge<L extends string>(
    name: string,
    help: string,
    options?: {
      labelNames?: L[];
      aggregator?: 'sum' | 'max' | 'min' | 'average' | 'first';
      collect?: (this: Gauge<L>) => void | Promise<void>;
    },
  ): Gauge<L>;
}
export declare function createMetrics(service: string, options?: { processMetrics?: boolean }): ServiceMetrics;
export declare function metricsText(registry: Registry): () => Promise<string>;
export declare function clusterMetricsPrimary(): void;
export declare function metricsAccess(
  rules: { token: string | undefined; development: boolean },
  request: { authorization?: string | undefined; remoteAddress?: string | undefined },
): 'allowed' | 'unauthorized' | 'hidden';
export declare function metricsHandler(
  text: () => Promise<string>,
  rules: { token: string | undefined; development: boolean },
): RequestHandler;
