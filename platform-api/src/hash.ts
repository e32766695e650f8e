import { createHash } from 'node:crypto';

/** SHA-256 of a text, hex: a session's stored id, a kept result's query text. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
