import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  canEditCatalog,
  canViewCatalog,
  firstPosition,
  isValidLibraryId,
  parsePredefinedCatalogId,
  predefinedCatalogId,
} from './catalog-rules.ts';

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

describe('canEditCatalog', () => {
  it('lets the owner only change a list’s stories', () => {
    assert.equal(canEditCatalog({ userId: 'owner' }, 'owner'), true);
    assert.equal(canEditCatalog({ userId: 'owner' }, 'reader'), false);
    assert.equal(canEditCatalog({ userId: 'owner' }, null), false);
  });
});

describe('predefined list ids', () => {
  it('are predefined:{userId}:{CATEGORY} and read back', () => {
    const id = predefinedCatalogId('u-1');
    assert.equal(id, 'predefined:u-1:READING_LIST');
    assert.deepEqual(parsePredefinedCatalogId(id), { userId: 'u-1', category: 'READING_LIST' });
  });
  it('are not read from other ids or unknown categories', () => {
    assert.equal(parsePredefinedCatalogId('abc123'), null);
    assert.equal(parsePredefinedCatalogId('predefined::READING_LIST'), null);
    assert.equal(parsePredefinedCatalogId('predefined:u-1:PURCHASED'), null);
  });
});

describe('isValidLibraryId', () => {
  it("refuses logged-out ids ('lo_') and empty ids", () => {
    assert.equal(isValidLibraryId('lo_123'), false);
    assert.equal(isValidLibraryId(' '), false);
    assert.equal(isValidLibraryId('abc123'), true);
    assert.equal(isValidLibraryId(predefinedCatalogId('u')), true);
  });
});

describe('firstPosition', () => {
  it('puts a new story before the first one', () => {
    assert.equal(firstPosition(null), 0);
    assert.equal(firstPosition(0), -1);
    assert.equal(firstPosition(-4), -5);
  });
});
