import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canViewCatalog } from './catalog-rules.ts';

describe('canViewCatalog', () => {
  const table: Array<[string, string, string | null, boolean]> = [
    ['public, visitor', 'PUBLIC', null, true],
    ['public, reader', 'PUBLIC', 'reader', true],
    ['private, owner', 'PRIVATE', 'owner', true],
    ['private, reader', 'PRIVATE', 'reader', false],
    ['private, visitor', 'PRIVATE', null, false],
    ['locked counts as private', 'LOCKED', 'reader', false],
    ['locked, owner', 'LOCKED', 'owner', true],
  ];
  for (const [name, visibility, viewerId, expected] of table) {
    it(`${name}: ${expected ? 'visible' : 'hidden'}`, () => {
      assert.equal(canViewCatalog({ userId: 'owner', visibility }, viewerId), expected);
    });
  }
});
