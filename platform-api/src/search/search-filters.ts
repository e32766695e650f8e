/**
 * The subset of the hosted-search filter languages the shell uses, parsed into conjunctive
 * normal form: every group must hold, and a group holds when any of its conditions does.
 *
 * - `filters`: `creatorId:u1 AND (tagSlug:a OR tagSlug:"b c") AND NOT collectionId:c1`,
 *   `postCount >= 2`, `latestPublishedAt:1700000000000 TO 1800000000000`.
 * - `facetFilters`: `["creatorId:u1", ["tagSlug:a", "tagSlug:b"]]` (inner arrays are ORed;
 *   a value starting with `-` negates).
 * - `numericFilters`: `["postCount>=2", ["latestPublishedAt<5", "latestPublishedAt>9"]]`.
 *
 * Anything else (AND inside parentheses, unknown attributes, tag filters) is refused with a
 * message saying what is supported, rather than silently ignored.
 */
import { SearchRequestError } from './search-error.ts';
import type { SearchIndexSpec } from './search-indexes.ts';

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterCondition =
  | { type: 'facet'; attribute: string; value: string; negated: boolean }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number; negated: boolean }
  | { type: 'range'; attribute: string; low: number; high: number; negated: boolean };

export type FilterGroups = FilterCondition[][];

/** Nested lists as the protocol sends them: strings ANDed, inner arrays ORed. */
export type NestedFilterList = string | readonly (string | readonly string[])[];

export const MAX_FILTER_CONDITIONS = 50;

type Token =
  | { kind: 'open' | 'close' }
  | { kind: 'operator'; value: NumericOperator | ':' }
  | { kind: 'word'; value: string; quoted: boolean };

const OPERATORS = ['<=', '>=', '!=', '<', '>', '=', ':'] as const;

function fail(message: string): never {
  throw new SearchRequestError(400, message);
}

function tokenize(input: string, what: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input.charAt(index);
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close' });
      index += 1;
    } else if (char === '"' || char === "'") {
      let value = '';
      index += 1;
      while (index < input.length && input[index] !== char) {
        if (input[index] === '\\' && index + 1 < input.length) index += 1;
        value += input[index];
        index += 1;
      }
      if (index >= input.length) fail(`${what}: unterminated quoted value.`);
      index += 1;
      tokens.push({ kind: 'word', value, quoted: true });
    } else {
      const operator = OPERATORS.find((candidate) => input.startsWith(candidate, index));
      if (operator) {
        tokens.push({ kind: 'operator', value: operator });
        index += operator.length;
        continue;
      }
      const match = /^[^\s()"':<>=!]+/.exec(input.slice(index));
      if (!match) fail(`${what}: unexpected character '${char}' at position ${index}.`);
      tokens.push({ kind: 'word', value: match[0], quoted: false });
      index += match[0].length;
    }
  }
  return tokens;
}

const isKeyword = (token: Token | undefined, keyword: string) =>
  token?.kind === 'word' && !token.quoted && token.value === keyword;

function parseNumber(text: string, what: string): number {
  const value = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value)) fail(`${what}: '${text}' is not a number.`);
  return value;
}

/** Reads one condition starting at tokens[start]; returns it and the index after it. */
function parseCondition(tokens: Token[], start: number, what: string): [FilterCondition, number] {
  let index = start;
  let negated = false;
  if (isKeyword(tokens[index], 'NOT')) {
    negated = true;
    index += 1;
  }
  const attribute = tokens[index];
  if (attribute?.kind !== 'word' || (!attribute.quoted && ['AND', 'OR', 'NOT', 'TO'].includes(attribute.value))) {
    return fail(`${what}: expected an attribute name${attribute ? '' : ' at the end'}.`);
  }
  const operator = tokens[index + 1];
  const value = tokens[index + 2];
  if (operator?.kind !== 'operator') return fail(`${what}: expected ':' or a comparison after '${attribute.value}'.`);
  if (value?.kind !== 'word') return fail(`${what}: expected a value after '${attribute.value}${operator.value}'.`);
  index += 3;
  if (operator.value === ':') {
    if (isKeyword(tokens[index], 'TO')) {
      const high = tokens[index + 1];
      if (high?.kind !== 'word') return fail(`${what}: expected a number after TO.`);
      const range: FilterCondition = {
        type: 'range',
        attribute: attribute.value,
        low: parseNumber(value.value, what),
        high: parseNumber(high.value, what),
        negated,
      };
      return [range, index + 2];
    }
    return [{ type: 'facet', attribute: attribute.value, value: value.value, negated }, index];
  }
  const numeric: FilterCondition = {
    type: 'numeric',
    attribute: attribute.value,
    operator: operator.value,
    value: parseNumber(value.value, what),
    negated,
  };
  return [numeric, index];
}

/** Parses the `filters` string. */
export function parseFilterString(input: string): FilterGroups {
  const what = 'filters';
  const tokens = tokenize(input, what);
  if (tokens.length === 0) return [];
  const clauses: FilterCondition[][] = [];
  const separators = new Set<string>();
  let index = 0;
  for (;;) {
    if (tokens[index]?.kind === 'open') {
      const group: FilterCondition[] = [];
      index += 1;
      for (;;) {
        const [condition, after] = parseCondition(tokens, index, what);
        group.push(condition);
        index = after;
        if (isKeyword(tokens[index], 'OR')) {
          index += 1;
        } else if (tokens[index]?.kind === 'close') {
          index += 1;
          break;
        } else if (isKeyword(tokens[index], 'AND')) {
          return fail(`${what}: AND inside parentheses is not supported; write (a OR b) AND c.`);
        } else {
          return fail(`${what}: expected OR or ')' inside parentheses.`);
        }
      }
      clauses.push(group);
    } else {
      const [condition, after] = parseCondition(tokens, index, what);
      clauses.push([condition]);
      index = after;
    }
    if (index >= tokens.length) break;
    const separator = tokens[index];
    if (!isKeyword(separator, 'AND') && !isKeyword(separator, 'OR')) {
      return fail(`${what}: expected AND or OR between conditions.`);
    }
    separators.add((separator as { value: string }).value);
    index += 1;
  }
  if (separators.size > 1) return fail(`${what}: combine AND and OR with parentheses, e.g. (a:1 OR a:2) AND b:3.`);
  if (separators.has('OR')) {
    if (clauses.some((clause) => clause.length > 1))
      return fail(`${what}: parentheses inside an OR list are not supported.`);
    return [clauses.flat()];
  }
  return clauses;
}

const asGroups = (list: NestedFilterList, what: string): string[][] => {
  if (typeof list === 'string') return list.trim() ? [[list]] : [];
  return list.map((entry) => {
    if (typeof entry === 'string') return [entry];
    if (entry.length === 0) fail(`${what}: an inner list must not be empty.`);
    return [...entry];
  });
};

/** Parses `facetFilters` (`attr:value`, value prefixed with `-` to negate, `\-` for a literal dash). */
export function parseFacetFilters(list: NestedFilterList): FilterGroups {
  const what = 'facetFilters';
  return asGroups(list, what).map((group) =>
    group.map((entry): FilterCondition => {
      const colon = entry.indexOf(':');
      if (colon <= 0) return fail(`${what}: '${entry}' is not of the form attribute:value.`);
      const attribute = entry.slice(0, colon).trim();
      let value = entry.slice(colon + 1);
      let negated = false;
      if (value.startsWith('-')) {
        negated = true;
        value = value.slice(1);
      } else if (value.startsWith('\\-')) {
        value = value.slice(1);
      }
      return { type: 'facet', attribute, value, negated };
    }),
  );
}

/** Parses `numericFilters` (`attr op number` or `attr:low TO high`). */
export function parseNumericFilters(list: NestedFilterList): FilterGroups {
  const what = 'numericFilters';
  return asGroups(list, what).map((group) =>
    group.map((entry) => {
      const tokens = tokenize(entry, what);
      const [condition, after] = parseCondition(tokens, 0, what);
      if (after !== tokens.length) fail(`${what}: '${entry}' has trailing input.`);
      if (condition.type === 'facet') fail(`${what}: '${entry}' is not a numeric comparison.`);
      return condition;
    }),
  );
}

/**
 * Checks every condition against what the index can filter on; `attr:5` on a numeric attribute
 * becomes a numeric equality, as the protocol treats it.
 */
export function checkFiltersForIndex(groups: FilterGroups, index: SearchIndexSpec, indexName: string): FilterGroups {
  const count = groups.reduce((total, group) => total + group.length, 0);
  if (count > MAX_FILTER_CONDITIONS) fail(`Too many filter conditions (${count}); at most ${MAX_FILTER_CONDITIONS}.`);
  const describe = () => {
    const parts = [
      index.facetAttributes.length ? `facets ${index.facetAttributes.join(', ')}` : '',
      index.numericAttributes.length ? `numbers ${index.numericAttributes.join(', ')}` : '',
    ].filter(Boolean);
    return parts.join('; ');
  };
  return groups.map((group) =>
    group.map((condition): FilterCondition => {
      const numeric = index.numericAttributes.includes(condition.attribute);
      if (condition.type === 'facet') {
        if (index.facetAttributes.includes(condition.attribute)) return condition;
        if (numeric) {
          return {
            type: 'numeric',
            attribute: condition.attribute,
            operator: '=',
            value: parseNumber(condition.value, 'filters'),
            negated: condition.negated,
          };
        }
        return fail(`Attribute '${condition.attribute}' cannot be filtered on in index ${indexName} (${describe()}).`);
      }
      if (!numeric) {
        return fail(`Attribute '${condition.attribute}' is not numeric in index ${indexName} (${describe()}).`);
      }
      return condition;
    }),
  );
}
