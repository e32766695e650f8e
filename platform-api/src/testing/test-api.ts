/**
 * The API on an in-memory PGlite for integration tests, listening on a random port, with a
 * settable clock and a client that keeps cookies like a browser.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createApi } from '../app.ts';
import type { ApiMetrics } from '../api-metrics.ts';
import type { ResponseCache } from '../graphql/response-cache.ts';
import { localCaptchaVerifier } from '../auth/captcha.ts';
import { backgroundMailer, outboxMailer } from '../auth/mailer.ts';
import { databaseRateLimits, DEFAULT_RATE_LIMITS, type LimitName, type LimitRule } from '../auth/rate-limits.ts';
import { loadApiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { CostLimits } from '../graphql/query-cost.ts';
import { searchQueryLog, type SearchQueryLog } from '../search/search-query-log.ts';
import { insertUser } from './fixtures.ts';
import { openTestDatabase } from './test-database.ts';
import { sessionLookupsOf } from '../auth/session-lookups.ts';

export interface TestApi {
  db: Database;
  url: string;
  clock: { now: Date; advance(ms: number): void };
  client(options?: { ip?: string }): TestClient;
  /** The queryIDs of searches answered so far, stored now (the endpoint stores them after answering). */
  searchQueries: SearchQueryLog;
  close(): Promise<void>;
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface TestClient {
  /** The xsrf header value mutations send (set after sign-in from /_/api/session). */
  xsrf: string;
  cookies: Map<string, string>;
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export async function startTestApi(
  options: {
    /** Rules that differ from the test default (every limit out of reach but the ones a test names). */
    rateLimits?: Partial<Record<LimitName, LimitRule>>;
    env?: Record<string, string>;
    costLimits?: Partial<CostLimits>;
    /** The access log's destination, and metrics as main.ts wires them (none when absent). */
    log?: Logger;
    metrics?: ApiMetrics;
    /** GraphQL results kept per session, and the sessions with them, as main.ts keeps them (none by default: tests write the database directly). */
    responseCache?: ResponseCache;
    /** What runs in front of the API for every request (a fault a test makes in the server's own response). */
    inFront?: RequestHandler;
  } = {},
): Promise<TestApi> {
  const { metrics } = options;
  const opened = await openTestDatabase(metrics ? { onStatement: metrics.statement } : {});
  const clock = {
    now: new Date('2026-11-21T12:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const config = loadApiConfig({ INKPOT_ENVIRONMENT: 'development', ...options.env });
  const searchQueries = searchQueryLog(opened.db);
  const app = createApi(
    {
      db: opened.db,
      config,
      costLimits: options.costLimits,
      services: {
        now: () => clock.now,
        mailer: backgroundMailer(outboxMailer(opened.db)),
        captcha: localCaptchaVerifier(),
        rateLimits: (metrics?.countRefusals ?? ((limits) => limits))(
          databaseRateLimits(opened.db, {
            ...Object.fromEntries(
              Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { points: 100_000, duration: 60 }]),
            ),
            ...options.rateLimits,
          }),
        ),
        searchQueries,
        ...(metrics && { observations: metrics }),
        ...(options.responseCache && {
          responseCache: options.responseCache,
          sessions: sessionLookupsOf(options.responseCache),
        }),
      },
    },
    {
      ...(options.log && { log: options.log }),
      ...(metrics && { metrics: { api: metrics, text: () => metrics.registry.metrics(), token: undefined } }),
    },
  );
  const server: Server = await new Promise((resolve) => {
    const served = options.inFront ? express().use(options.inFront, app) : app;
    const listening = served.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Handlers of requests a load generator abandoned keep running; the database closes after them.
  let inFlight = 0;
  server.on('request', (_req, res) => {
    inFlight += 1;
    res.on('close', () => (inFlight -= 1));
  });

  const client = ({ ip }: { ip?: string } = {}): TestClient => {
    const cookies = new Map<string, string>();
    const self: TestClient = {
      xsrf: '1',
      cookies,
      async fetch(path, init = {}) {
        const headers = new Headers(init.headers);
        if (cookies.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
        if (ip) headers.set('x-forwarded-for', ip);
        const response = await fetch(`${url}${path}`, { ...init, headers, redirect: 'manual' });
        for (const line of response.headers.getSetCookie()) {
          const [pair = '', ...attributes] = line.split(';');
          const [name = '', value = ''] = pair.split('=');
          const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
          if (expired || value === '') cookies.delete(name.trim());
          else cookies.set(name.trim(), value.trim());
        }
        return response;
      },
      async graphql(query, variables) {
        const response = await self.fetch('/_/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': self.xsrf },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await response.json()) as Omit<GraphQLResponse, 'status'>;
        return { status: response.status, ...body } as GraphQLResponse<never>;
      },
    };
    return self;
  };

  return {
    db: opened.db,
    url,
    clock,
    client,
    searchQueries,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      for (let waited = 0; inFlight > 0 && waited < 5000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await searchQueries.flush();
      await opened.close();
    },
  };
}

/** Signs `client` in as `userId` without the email flow (for tests of everything else). */
export async function signInAs(api: TestApi, client: TestClient, userId: string): Promise<void> {
  const { randomId, sha256, SESSION_COOKIE } = await import('../auth/sessions.ts');
  const { sessions } = await import('../db/schema.ts');
  const raw = randomId();
  const xsrf = `xsrf-${raw.slice(0, 8)}`;
  await api.db.insert(sessions).values({
    idHash: sha256(raw),
    userId,
    xsrf,
    createdAt: api.clock.now,
    expiresAt: new Date(api.clock.now.getTime() + 86_400_000),
  });
  client.cookies.set(SESSION_COOKIE, raw);
  client.xsrf = xsrf;
}

/** A new user (with `values`) and a client signed in as them. */
export async function signedInUser(api: TestApi, values: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(api.db, values);
  const client = api.client();
  await signInAs(api, client, user.id);
  return { user, client };
}

/** Runs an operation that must succeed and returns its data. */
export async function expectData<T>(
  client: TestClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await client.graphql<T>(query, variables);
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  assert.ok(response.data);
  return response.data;
}
