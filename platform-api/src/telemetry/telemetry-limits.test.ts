/**
 * Telemetry intake limits: other sites' pages are refused, each client and all clients
 * together are capped per minute, items are bounded in size, and tables are kept to a ring of
 * rows and days.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { asc, count } from 'drizzle-orm';
import { clientEvents, errorReports } from '../db/schema.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { MAX_STACK_CHARACTERS, pruneTelemetry } from './telemetry-limits.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi({
    rateLimits: {
      'telemetry:client': { points: 60, duration: 60 },
      'telemetry:client-errors': { points: 60, duration: 60 },
    },
  });
});
after(() => api.close());
beforeEach(async () => {
  await api.db.delete(errorReports);
  await api.db.delete(clientEvents);
});

const errors = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: 'Error', message: `m${i}`, timestamp: api.clock.now.getTime() }));
const postErrors = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/_/api/reports/errors`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body: JSON.stringify(body),
  });
const stored = async () => (await api.db.select({ n: count() }).from(errorReports))[0]?.n ?? 0;

describe('telemetry intake limits', () => {
  it("refuses other sites' pages, simple text/plain posts included, and takes our own", async () => {
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example', 'x-forwarded-for': '192.0.2.1' },
      { origin: 'null', 'x-forwarded-for': '192.0.2.1' },
      { 'sec-fetch-site': 'cross-site', 'x-forwarded-for': '192.0.2.1' },
      { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site', 'x-forwarded-for': '192.0.2.1' },
    ];
    for (const headers of crossSite) {
      const response = await postErrors(errors(1), headers);
      assert.equal(response.status, 403, JSON.stringify(headers));
      assert.match(((await response.json()) as { message: string }).message, /only from http:\/\/localhost:3000/);
    }
    assert.equal(await stored(), 0);
    const ours = await postErrors(errors(1), {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '192.0.2.2',
    });
    assert.equal(ours.status, 204);
    assert.equal(await stored(), 1);
  });

  it('caps items per client and per minute for everyone, answering 429 with Retry-After', async () => {
    assert.equal((await postErrors(errors(50), { 'x-forwarded-for': '198.51.100.1' })).status, 204);
    const over = await postErrors(errors(20), { 'x-forwarded-for': '198.51.100.1' });
    assert.equal(over.status, 429);
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    assert.match(((await over.json()) as { message: string }).message, /Too much telemetry from this client/);
    assert.equal((await postErrors(errors(50), { 'x-forwarded-for': '198.51.100.2' })).status, 204);
    assert.equal(await stored(), 100);
  });

  it('caps what all clients together send per minute', async () => {
    const small = await startTestApi({ rateLimits: { 'telemetry:errors': { points: 100, duration: 60 } } });
    try {
      const post = (ip: string) =>
        fetch(`${small.url}/_/api/reports/errors`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify(errors(50)),
        });
      assert.equal((await post('198.51.100.20')).status, 204);
      assert.equal((await post('198.51.100.21')).status, 204);
      const full = await post('198.51.100.22');
      assert.equal(full.status, 429);
      assert.match(((await full.json()) as { message: string }).message, /intake is full/);
    } finally {
      await small.close();
    }
  });

  it('cannot be blinded: a flood from 21 addresses leaves a new reader room for events and error reports', async () => {
    // The probe's flood, at a tenth of the real budgets: 21 addresses at their cap spend the shared one.
    const scaled = await startTestApi({
      rateLimits: {
        'telemetry:client': { points: 60, duration: 60 },
        'telemetry:all': { points: 1_000, duration: 60 },
        'telemetry:reserve-client': { points: 10, duration: 60 },
        'telemetry:reserve': { points: 1_000, duration: 60 },
        'telemetry:errors': { points: 100, duration: 60 },
      },
    });
    const mutation = 'mutation L($events: String!) { logClientEvents(events: $events) }';
    const events = (n: number) =>
      JSON.stringify(Array.from({ length: n }, () => ({ name: 'x', timestamp: scaled.clock.now.getTime() })));
    const send = async (ip: string, n: number) =>
      (await scaled.client({ ip }).graphql(mutation, { events: events(n) })).errors?.[0]?.extensions?.code ?? 'ok';
    try {
      const flood: string[] = [];
      for (let address = 1; address <= 21; address += 1) {
        // Each at its cap, then again and again: from the reserve too, until refused.
        for (let batch = 0; batch < 8; batch += 1) flood.push(String(await send(`198.51.100.${address}`, 10)));
      }
      assert.ok(flood.includes('RATE_LIMITED'), 'the flood was refused at some point');
      assert.equal(await send('203.0.113.200', 5), 'ok', "a new reader's events still count");
      const report = await fetch(`${scaled.url}/_/api/reports/errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' },
        body: JSON.stringify(errors(3)),
      });
      assert.equal(report.status, 204, 'error reports have their own budget');
    } finally {
      await scaled.close();
    }
  });

  it('caps LogClientEvents by the events it carries', async () => {
    const client = api.client({ ip: '203.0.113.9' });
    const events = (n: number) =>
      JSON.stringify(Array.from({ length: n }, () => ({ name: 'x', timestamp: api.clock.now.getTime() })));
    const mutation = 'mutation L($events: String!) { logClientEvents(events: $events) }';
    assert.deepEqual((await client.graphql(mutation, { events: events(10) })).data, { logClientEvents: true });
    const over = await client.graphql(mutation, { events: events(60) });
    assert.equal(over.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
    assert.equal((await api.db.select({ n: count() }).from(clientEvents))[0]?.n, 10);
  });

  it('bounds the size of what one item stores', async () => {
    const client = api.client({ ip: '203.0.113.10' });
    const big = JSON.stringify([{ name: 'x', data: { blob: 'x'.repeat(5000) }, timestamp: api.clock.now.getTime() }]);
    const refused = await client.graphql('mutation L($events: String!) { logClientEvents(events: $events) }', {
      events: big,
    });
    assert.match(refused.errors?.[0]?.message ?? '', /larger than 4096 bytes/);
    const response = await postErrors([{ ...errors(1)[0], stack: 's'.repeat(50_000) }], {
      'x-forwarded-for': '203.0.113.11',
    });
    assert.equal(response.status, 204);
    const [row] = await api.db.select().from(errorReports);
    assert.equal(row?.stack?.length, MAX_STACK_CHARACTERS);
  });

  it('keeps each table to its newest rows and recent days', async () => {
    const now = api.clock.now;
    const old = new Date(now.getTime() - 31 * 86_400_000);
    await api.db.insert(errorReports).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: 'E',
        message: `m${i}`,
        extra: {},
        occurredAt: now,
        receivedAt: i < 3 ? old : now,
      })),
    );
    await pruneTelemetry(api.db, 'error_reports', now, 10);
    const rows = await api.db
      .select({ message: errorReports.message })
      .from(errorReports)
      .orderBy(asc(errorReports.id));
    assert.deepEqual(
      rows.map((row) => row.message),
      Array.from({ length: 10 }, (_, i) => `m${20 + i}`),
    );
    await pruneTelemetry(api.db, 'error_reports', new Date(now.getTime() + 31 * 86_400_000));
    assert.equal(await stored(), 0, 'rows older than the retention days go');
  });
});
