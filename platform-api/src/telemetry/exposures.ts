/** LogGateExposure / LogExperimentExposure: which viewer saw which gate or experiment, where. */
import type { Database } from '../db/client.ts';
import { exposures } from '../db/schema.ts';
import { storableText, TelemetryInputError } from './telemetry-input.ts';

export interface Exposure {
  kind: 'gate' | 'experiment';
  subjectId: string;
  userId: string | null;
  postId?: string | null;
  publicationId?: string | null;
}

const MAX_ID_LENGTH = 200;

function optionalId(value: string | null | undefined, what: string): string | null {
  const text = value == null ? '' : storableText(value).trim();
  if (text.length > MAX_ID_LENGTH) throw new TelemetryInputError(`${what} is longer than ${MAX_ID_LENGTH} characters.`);
  return text || null;
}

function requiredId(value: string, what: string): string {
  const text = optionalId(value, what);
  if (!text) throw new TelemetryInputError(`${what} must not be empty.`);
  return text;
}

export async function recordExposure(db: Database, exposure: Exposure, now: Date) {
  const subjectName = exposure.kind === 'gate' ? 'gateId' : 'experimentId';
  await db.insert(exposures).values({
    kind: exposure.kind,
    subjectId: requiredId(exposure.subjectId, subjectName),
    userId: exposure.userId,
    postId: optionalId(exposure.postId, 'postId'),
    publicationId: optionalId(exposure.publicationId, 'publicationId'),
    receivedAt: now,
  });
}
