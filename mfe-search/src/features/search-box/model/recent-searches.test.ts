import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  parseStoredRecentSearches,
  removeRecentSearch,
  serializeRecentSearches,
} from './recent-searches.ts';

describe('recent searches', () => {
  it('puts the newest search first', () => {
    expect(addRecentSearch(['cats'], 'dogs')).toEqual(['dogs', 'cats']);
  });

  it('moves a repeated search to the front instead of duplicating it, whatever its case', () => {
    expect(addRecentSearch(['dogs', 'cats', 'birds'], 'cats')).toEqual(['cats', 'dogs', 'birds']);
    expect(addRecentSearch(['dogs', 'cats'], 'Cats')).toEqual(['Cats', 'dogs']);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `query ${i}`);
    const list = eleven.reduce(addRecentSearch, []);
    expect(MAX_RECENT_SEARCHES).toBe(10);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('query 10');
    expect(list).not.toContain('query 0');
  });

  it('trims the query and ignores a blank one', () => {
    expect(addRecentSearch([], '  cats  ')).toEqual(['cats']);
    const list = ['cats'];
    expect(addRecentSearch(list, '   ')).toBe(list);
  });

  it('removes one entry', () => {
    expect(removeRecentSearch(['dogs', 'cats', 'birds'], 'cats')).toEqual(['dogs', 'birds']);
  });

  describe('stored form', () => {
    it('round-trips a list', () => {
      expect(parseStoredRecentSearches(serializeRecentSearches(['dogs', 'cats']))).toEqual({
        ok: true,
        value: ['dogs', 'cats'],
      });
    });

    it('reads nothing stored as an empty list', () => {
      expect(parseStoredRecentSearches(null)).toEqual({ ok: true, value: [] });
    });

    it.each([
      ['invalid JSON', '["cats"'],
      ['an object', '{"cats":1}'],
      ['a list with a non-string', '["cats", 3]'],
      ['null', 'null'],
    ])('rejects %s', (_, raw) => {
      expect(parseStoredRecentSearches(raw).ok).toBe(false);
    });

    it('re-applies the cap and drops duplicates from a stored list', () => {
      const stored = JSON.stringify(['a', 'A', ...Array.from({ length: 12 }, (_, i) => `q${i}`)]);
      const parsed = parseStoredRecentSearches(stored);
      expect(parsed).toEqual({ ok: true, value: ['a', 'q0', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'] });
    });
  });
});
