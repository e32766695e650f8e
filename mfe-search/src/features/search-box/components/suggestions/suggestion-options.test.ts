import { describe, expect, it } from '@jest/globals';
import type { AnyHit, IndexResult } from '../../../../search-service/search-indexes.ts';
import { groupHits, suggestionOptions } from './suggestion-options.ts';

const tag = (slug: string): AnyHit => ({ kind: 'tag', hit: { objectID: slug, tagSlug: slug, displayText: slug } });
const result = (kind: IndexResult['kind'], hits: AnyHit[], page = 0): IndexResult => ({
  kind,
  indexName: `dev_${kind}`,
  hits,
  nbHits: hits.length,
  exhaustive: true,
  nbPages: 1,
  page,
  queryID: `q-${kind}`,
});

describe('the suggestion options', () => {
  it('are the recent searches while nothing is typed, whatever was answered before', () => {
    expect(suggestionOptions('', ['poetry', 'travel'], [result('tag', [tag('art')])])).toEqual([
      { type: 'recent', query: 'poetry' },
      { type: 'recent', query: 'travel' },
    ]);
  });

  it('are every hit in answer order, each with its position in its index and its link', () => {
    const options = suggestionOptions('a', [], [result('tag', [tag('art'), tag('astronomy')], 1)]);
    expect(options.map((option) => option.type === 'hit' && [option.position, option.href])).toEqual([
      [3, '/tag/art'],
      [4, '/tag/astronomy'],
    ]);
    expect(suggestionOptions('a', ['poetry'], undefined)).toEqual([]);
  });

  it('are grouped by index in the order the indexes first come, keeping each option’s place in the list', () => {
    const person: AnyHit = {
      kind: 'user',
      hit: { objectID: 'u1', userId: 'u1', name: 'Ada', username: 'ada', imageId: null },
    };
    const options = [
      ...suggestionOptions('a', [], [result('user', [person])]),
      ...suggestionOptions('a', [], [result('tag', [tag('art')])]),
    ];
    expect(groupHits(options).map(({ kind, items }) => [kind, items.map((item) => item.index)])).toEqual([
      ['user', [0]],
      ['tag', [1]],
    ]);
  });
});
