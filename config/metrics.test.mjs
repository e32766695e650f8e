/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { createMetrics, metricsAccess, metricsHandler } from './metrics.mjs';

const CLUSTER = path.join(import.meta.dirname, 'testing', 'metrics-cluster.mjs');

async function get(app, headers = {}) {
  const server = await new Promise((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/metrics`, { headers });
    return { status: response.status, text: await response.text() };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('who may read /metrics', () => {
  it('with a token: only a request bearing it', () => {
    const rules = { token: 'm3trics', development: true };
    expect(metricsAccess(rules, { authorization: 'Bearer m3trics', remoteAddress: '10.0.0.9' })).toBe('allowed');
    expect(metricsAccess(rules, { authorization: 'Bearer wrong!!', remoteAddress: '127.0.0.1' })).toBe('unauthorized');
    expect(metricsAccess(rules, { remoteAddress: '127.0.0.1' })).toBe('unauthorized');
  });

  it('without a token: this machine in development, nobody when deployed', () => {
    expect(metricsAccess({ token: undefined, development: true }, { remoteAddress: '127.0.0.1' })).toBe('allowed');
    expect(metricsAccess({ token: undefined, development: true }, { remoteAddress: '::ffff:127.0.0.1' })).toBe(
      'allowed',
    );
    expect(metricsAccess({ token: undefined, development: true }, { remoteAddress: '192.168.1.4' })).toBe('hidden');
    expect(metricsAccess({ token: undefined, development: false }, { remoteAddress: '127.0.0.1' })).toBe('hidden');
  });
});

describe('the /metrics handler', () => {
  it('serves the request histogram and the process metrics in the Prometheus text format', async () => {
    const metrics = createMetrics('edge');
    metrics.observeRequest({ method: 'GET', route: '/_/shell/*', status: 200, seconds: 0.012 });
    const app = express().get(
      '/metrics',
      metricsHandler(() => metrics.registry.metrics(), { token: undefined, development: true }),
    );
    const { status, text } = await get(app);
    expect(status).toBe(200);
    expect(text).toContain(
      'http_request_duration_seconds_count{service="edge",method="GET",route="/_/shell/*",status="200"} 1',
    );
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('answers 401 without the token and 404 when deployed without one', async () => {
    const text = async () => 'secret_metric 1';
    expect(await get(express().get('/metrics', metricsHandler(text, { token: 't0k', development: false })))).toEqual({
      status: 401,
      text: 'METRICS_TOKEN is required.',
    });
    const hidden = await get(express().get('/metrics', metricsHandler(text, { token: undefined, development: false })));
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain('secret_metric');
  });
});

describe('metrics of a cluster', () => {
  it('are every worker’s, summed, whichever worker is asked', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [CLUSTER], { timeout: 20_000 });
    expect(stdout).toMatch(/^test_requests_total\{service="test"\} 2$/m);
  });
});
