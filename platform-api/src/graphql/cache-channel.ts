/**
 * How API processes on one PostgreSQL server tell each other what their response caches must drop:
 * LISTEN/NOTIFY on one channel, over a connection of its own. A message larger than a notification
 * may carry is split by entity; one that cannot be read is ignored.
 */
import postgres from 'postgres';
import type { CacheChannel, CacheMessage } from './cache-messages.ts';

export const CACHE_CHANNEL = 'inkpot_response_cache';
/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
const MAX_PAYLOAD = 7000;

/** The messages to send for one: a large entity list in parts that each fit a notification. */
export function payloadsOf(message: CacheMessage): string[] {
  const whole = JSON.stringify(message);
  if (whole.length < MAX_PAYLOAD || message.kind !== 'entities') return [whole];
  const parts: string[] = [];
  let part: CacheMessage & { kind: 'entities' } = { kind: 'entities', entities: [] };
  for (const entity of message.entities) {
    const next: typeof part = { ...part, entities: [...part.entities, entity] };
    if (JSON.stringify(next).length >= MAX_PAYLOAD && part.entities.length) {
      parts.push(JSON.stringify(part));
      part = { kind: 'entities', entities: [entity] };
    } else part = next;
  }
  if (part.entities.length) parts.push(JSON.stringify(part));
  return parts;
}

function readMessage(payload: string): CacheMessage | null {
  try {
    const message = JSON.parse(payload) as CacheMessage;
    return message.kind === 'session' || message.kind === 'entities' ? message : null;
  } catch {
    return null;
  }
}

export function postgresCacheChannel(databaseUrl: string): CacheChannel & { close(): Promise<void> } {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const listeners: ((message: CacheMessage) => void)[] = [];
  const listening = sql.listen(CACHE_CHANNEL, (payload) => {
    const message = readMessage(payload);
    if (message) for (const listener of listeners) listener(message);
  });
  return {
    publish(message) {
      for (const payload of payloadsOf(message))
        sql.notify(CACHE_CHANNEL, payload).catch((error: unknown) => {
          console.error('[api] could not tell the other API processes what to drop from their caches', error);
        });
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      await (await listening).unlisten();
      await sql.end();
    },
  };
}
