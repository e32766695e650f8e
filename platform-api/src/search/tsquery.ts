/**
 * PostgreSQL's text form of a tsquery (`websearch_to_tsquery('english', q)::text`), read into a
 * tree the in-memory story index can evaluate: the database stays the one that parses what a
 * reader typed and stems it (so "machines" finds "machine" exactly as the SQL search did), the
 * index only combines the lexemes it answered.
 *
 * Grammar of the text form: `'lexeme'` (a quote inside doubled), optional `:*` / weight suffix
 * (ignored), `!`, `&`, `|`, `<->` / `<N>` (a phrase: here the same as `&`, so a quoted phrase
 * also finds stories with its words apart), parentheses. Precedence: `!`, then `<->` and `&`,
 * then `|`. An empty text (a query of stop words only) matches nothing.
 */
export type TsQuery =
  { kind: 'lexeme'; value: string } | { kind: 'not'; operand: TsQuery } | { kind: 'and' | 'or'; operands: TsQuery[] };

export class TsQueryParseError extends Error {}

type Token = { kind: 'lexeme'; value: string } | { kind: 'not' | 'and' | 'or' | 'open' | 'close' };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
    if (char === ' ') {
      at += 1;
    } else if (char === "'") {
      let value = '';
      at += 1;
      for (;;) {
        if (at >= text.length) throw new TsQueryParseError(`Unterminated lexeme in tsquery: ${text}`);
        if (text[at] === "'" && text[at + 1] === "'") {
          value += "'";
          at += 2;
        } else if (text[at] === "'") {
          at += 1;
          break;
        } else {
          if (text[at] === '\\' && at + 1 < text.length) at += 1;
          value += text[at];
          at += 1;
        }
      }
      // A weight or prefix marker (`:*`, `:AB`) says nothing the index uses.
      const suffix = /^:[*A-Da-d]+/.exec(text.slice(at));
      if (suffix) at += suffix[0].length;
      tokens.push({ kind: 'lexeme', value });
    } else if (char === '<') {
      const phrase = /^<(?:-|\d+)>/.exec(text.slice(at));
      if (!phrase) throw new TsQueryParseError(`Unexpected '<' in tsquery: ${text}`);
      tokens.push({ kind: 'and' });
      at += phrase[0].length;
    } else {
      const kinds: Record<string, Token['kind']> = { '!': 'not', '&': 'and', '|': 'or', '(': 'open', ')': 'close' };
      const kind = kinds[char];
      if (!kind) throw new TsQueryParseError(`Unexpected '${char}' in tsquery: ${text}`);
      tokens.push({ kind } as Token);
      at += 1;
    }
  }
  return tokens;
}

/** The tree of a tsquery's text form, or null for the empty query. */
export function parseTsQuery(text: string): TsQuery | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at];
  const fail = (): never => {
    throw new TsQueryParseError(`Malformed tsquery: ${text}`);
  };
  const combine = (kind: 'and' | 'or', operands: TsQuery[]): TsQuery =>
    operands.length === 1 ? (operands[0] as TsQuery) : { kind, operands };

  const unary = (): TsQuery => {
    const token = tokens[at++] ?? fail();
    if (token.kind === 'lexeme') return { kind: 'lexeme', value: token.value };
    if (token.kind === 'not') return { kind: 'not', operand: unary() };
    if (token.kind === 'open') {
      const inner = or();
      if (tokens[at++]?.kind !== 'close') fail();
      return inner;
    }
    return fail();
  };
  /** Operands of `next` joined by `kind` (`<->` arrives as 'and'). */
  const joined = (kind: 'and' | 'or', next: () => TsQuery) => (): TsQuery => {
    const operands = [next()];
    while (peek()?.kind === kind) {
      at += 1;
      operands.push(next());
    }
    return combine(kind, operands);
  };
  const and = joined('and', unary);
  const or = joined('or', and);

  const tree = or();
  if (at !== tokens.length) fail();
  return tree;
}
