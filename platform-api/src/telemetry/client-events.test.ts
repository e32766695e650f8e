import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CLIENT_EVENT_MAX_AGE_MS, MAX_CLIENT_EVENTS, readClientEvents } from './client-events.ts';
import { TelemetryInputError } from './telemetry-input.ts';

const now = new Date('2026-11-21T12:00:00Z');
const refused = (json: string, message: RegExp) =>
  assert.throws(
    () => readClientEvents(json, now),
    (error) => error instanceof TelemetryInputError && message.test(error.message),
  );

describe('readClientEvents', () => {
  it('keeps events of the last 48 hours and drops older ones', () => {
    const { events, dropped } = readClientEvents(
      JSON.stringify([
        { name: 'search.predictiveOpened', data: { q: 'ins' }, timestamp: now.getTime() - 1000, service: 'lite' },
        { name: 'nav.avatarMenuOpened', timestamp: now.getTime() - CLIENT_EVENT_MAX_AGE_MS },
        { name: 'too.old', data: {}, timestamp: now.getTime() - CLIENT_EVENT_MAX_AGE_MS - 1 },
        { name: 'iso.time', data: null, timestamp: '2026-11-21T11:00:00Z' },
      ]),
      now,
    );
    assert.equal(dropped, 1);
    assert.deepEqual(events, [
      { name: 'search.predictiveOpened', data: { q: 'ins' }, occurredAt: new Date(now.getTime() - 1000) },
      { name: 'nav.avatarMenuOpened', data: {}, occurredAt: new Date(now.getTime() - CLIENT_EVENT_MAX_AGE_MS) },
      { name: 'iso.time', data: {}, occurredAt: new Date('2026-11-21T11:00:00Z') },
    ]);
  });

  it('removes NUL characters, which PostgreSQL cannot store', () => {
    const { events } = readClientEvents(
      JSON.stringify([{ name: 'a\u0000b', data: { 'k\u0000': ['v\u0000'] }, timestamp: now.getTime() }]),
      now,
    );
    assert.deepEqual(events[0]?.name, 'ab');
    assert.deepEqual(events[0]?.data, { k: ['v'] });
  });

  it('refuses malformed batches with the reason', () => {
    refused('{oops', /not valid JSON/);
    refused('{"name":"x"}', /must be a JSON list/);
    refused(JSON.stringify([{ data: {}, timestamp: 1 }]), /events\[0\]\.name/);
    refused(JSON.stringify([{ name: 'x', timestamp: 'yesterday' }]), /events\[0\]\.timestamp/);
    refused(JSON.stringify([{ name: 'x', timestamp: -5 }]), /events\[0\]\.timestamp/);
    refused(JSON.stringify([{ name: 'x', data: [1], timestamp: 1 }]), /events\[0\]\.data/);
    refused(JSON.stringify(Array.from({ length: MAX_CLIENT_EVENTS + 1 }, () => ({ name: 'x', timestamp: 1 }))), /1000/);
    let deep: unknown = 1;
    for (let level = 0; level < 40; level += 1) deep = { deep };
    refused(JSON.stringify([{ name: 'x', data: deep, timestamp: now.getTime() }]), /nested deeper/);
  });
});
