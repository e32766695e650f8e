/**
 * A digest of each bus event's schema (its JSON Schema, hashed), for the release gate: a remote
 * records the digests of the events it uses at build time, and a release whose digests differ from
 * the deployed contract's is refused. Node only (the build and the API).
 */
import { createHash } from 'node:crypto';
import { toJSONSchema } from 'zod/mini';
import { busEventSchemas, type BusEventType } from './events.ts';

export function eventSchemaDigests(): Record<BusEventType, string> {
  return Object.fromEntries(
    Object.entries(busEventSchemas).map(([type, schema]) => [
      type,
      createHash('sha256')
        .update(JSON.stringify(toJSONSchema(schema, { unrepresentable: 'any' })))
        .digest('hex')
        .slice(0, 16),
    ]),
  ) as Record<BusEventType, string>;
}
