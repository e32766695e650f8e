import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SearchRequestError } from './search-error.ts';
import { checkFiltersForIndex, parseFacetFilters, parseFilterString, parseNumericFilters } from './search-filters.ts';
import { SEARCH_INDEXES } from './search-indexes.ts';

const refused = (run: () => unknown, message: RegExp) =>
  assert.throws(
    run,
    (error) => error instanceof SearchRequestError && error.status === 400 && message.test(error.message),
  );

describe('filters string', () => {
  it('reads a conjunction of equalities, OR groups, negation and quoted values', () => {
    assert.deepEqual(parseFilterString('creatorId:u1 AND (tagSlug:a OR tagSlug:"b c") AND NOT collectionId:\'c 1\''), [
      [{ type: 'facet', attribute: 'creatorId', value: 'u1', negated: false }],
      [
        { type: 'facet', attribute: 'tagSlug', value: 'a', negated: false },
        { type: 'facet', attribute: 'tagSlug', value: 'b c', negated: false },
      ],
      [{ type: 'facet', attribute: 'collectionId', value: 'c 1', negated: true }],
    ]);
  });

  it('reads numeric comparisons and ranges', () => {
    assert.deepEqual(parseFilterString('postCount >= 2 AND latestPublishedAt:10 TO 20'), [
      [{ type: 'numeric', attribute: 'postCount', operator: '>=', value: 2, negated: false }],
      [{ type: 'range', attribute: 'latestPublishedAt', low: 10, high: 20, negated: false }],
    ]);
  });

  it('treats a plain OR list as one group and an empty string as no filter', () => {
    assert.equal(parseFilterString('a:1 OR a:2')[0]?.length, 2);
    assert.deepEqual(parseFilterString('   '), []);
  });

  it('refuses what it does not support, saying why', () => {
    refused(() => parseFilterString('a:1 AND b:2 OR c:3'), /parentheses/);
    refused(() => parseFilterString('(a:1 AND b:2)'), /AND inside parentheses/);
    refused(() => parseFilterString('a:"open'), /unterminated/);
    refused(() => parseFilterString('a:1 b:2'), /AND or OR/);
    refused(() => parseFilterString('postCount > many'), /not a number/);
    refused(() => parseFilterString('AND'), /attribute name/);
  });
});

describe('facetFilters and numericFilters', () => {
  it('ANDs strings, ORs inner lists and negates values starting with -', () => {
    assert.deepEqual(parseFacetFilters(['creatorId:u1', ['tagSlug:a', 'tagSlug:-b']]), [
      [{ type: 'facet', attribute: 'creatorId', value: 'u1', negated: false }],
      [
        { type: 'facet', attribute: 'tagSlug', value: 'a', negated: false },
        { type: 'facet', attribute: 'tagSlug', value: 'b', negated: true },
      ],
    ]);
    refused(() => parseFacetFilters(['nocolon']), /attribute:value/);
  });

  it('reads numeric filters and refuses equality strings there', () => {
    assert.deepEqual(parseNumericFilters(['postCount>1']), [
      [{ type: 'numeric', attribute: 'postCount', operator: '>', value: 1, negated: false }],
    ]);
    refused(() => parseNumericFilters(['tagSlug:abc']), /not a numeric comparison/);
  });
});

describe('filters against an index', () => {
  it('accepts the attributes the index has and reads attr:number on a numeric attribute as equality', () => {
    const groups = checkFiltersForIndex(
      parseFilterString('tagSlug:a AND postCount:3'),
      SEARCH_INDEXES.tag,
      'inkpot_tag',
    );
    assert.deepEqual(groups[1], [{ type: 'numeric', attribute: 'postCount', operator: '=', value: 3, negated: false }]);
  });

  it('refuses unknown attributes naming what can be filtered', () => {
    refused(
      () => checkFiltersForIndex(parseFilterString('_tags:x'), SEARCH_INDEXES.post, 'inkpot_post'),
      /'_tags' cannot be filtered on in index inkpot_post \(facets creatorId, collectionId, tagSlug/,
    );
    refused(
      () => checkFiltersForIndex(parseFilterString('userId > 3'), SEARCH_INDEXES.user, 'inkpot_user'),
      /not numeric/,
    );
  });
});
