import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseTsQuery, TsQueryParseError } from './tsquery.ts';

describe('tsquery text form', () => {
  it('reads what websearch_to_tsquery answers: words, or, minus, phrases', () => {
    assert.deepEqual(parseTsQuery("'machin'"), { kind: 'lexeme', value: 'machin' });
    assert.deepEqual(parseTsQuery("'night' & 'train'"), {
      kind: 'and',
      operands: [
        { kind: 'lexeme', value: 'night' },
        { kind: 'lexeme', value: 'train' },
      ],
    });
    assert.deepEqual(parseTsQuery("'night' | 'train' & !'bus'"), {
      kind: 'or',
      operands: [
        { kind: 'lexeme', value: 'night' },
        {
          kind: 'and',
          operands: [
            { kind: 'lexeme', value: 'train' },
            { kind: 'not', operand: { kind: 'lexeme', value: 'bus' } },
          ],
        },
      ],
    });
    // A phrase is read as its words together, in any order.
    assert.deepEqual(parseTsQuery("'hidden' <-> 'cost' <2> 'x'"), {
      kind: 'and',
      operands: [
        { kind: 'lexeme', value: 'hidden' },
        { kind: 'lexeme', value: 'cost' },
        { kind: 'lexeme', value: 'x' },
      ],
    });
  });

  it('reads quotes, weights and parentheses, and an empty query as nothing', () => {
    assert.deepEqual(parseTsQuery("'o''brien':*"), { kind: 'lexeme', value: "o'brien" });
    assert.deepEqual(parseTsQuery("( 'a' | 'b' ) & 'c'"), {
      kind: 'and',
      operands: [
        {
          kind: 'or',
          operands: [
            { kind: 'lexeme', value: 'a' },
            { kind: 'lexeme', value: 'b' },
          ],
        },
        { kind: 'lexeme', value: 'c' },
      ],
    });
    assert.equal(parseTsQuery(''), null);
  });

  it('refuses what is not a tsquery', () => {
    for (const text of ["'open", "'a' &", "( 'a'", "'a' 'b'", 'a', "'a' <x> 'b'"])
      assert.throws(() => parseTsQuery(text), TsQueryParseError, text);
  });
});
