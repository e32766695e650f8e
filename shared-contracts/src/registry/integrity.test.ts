/** @jest-environment node */
import { createHash } from 'node:crypto';
import { sha384Integrity } from './integrity.ts';

const BYTES = new TextEncoder().encode('exports.prerenderParcel = () => null;').buffer;
const EXPECTED = `sha384-${createHash('sha384').update(Buffer.from(BYTES)).digest('base64')}`;

describe('sha384Integrity', () => {
  it('is the subresource integrity of the bytes', async () => {
    expect(await sha384Integrity(BYTES)).toBe(EXPECTED);
  });

  it('is the same where the page has no crypto.subtle (plain http other than localhost)', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(await sha384Integrity(BYTES)).toBe(EXPECTED);
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
      else delete (globalThis.crypto as { subtle?: unknown }).subtle;
    }
  });
});
