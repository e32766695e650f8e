/**
 * The JSON parameters of a GraphQL request made with GET (`variables`, `extensions`), checked before
 * graphql-yoga reads them: its parser throws on malformed JSON, which answered 500. The GraphQL
 * over HTTP spec asks for 400 naming what is wrong.
 */
const JSON_PARAMETERS = ['variables', 'extensions'] as const;

/** What is wrong with a GET request's JSON parameters, or null: each, when given, a JSON object (variables may be null). */
export function getParameterProblem(search: URLSearchParams): string | null {
  for (const name of JSON_PARAMETERS) {
    const values = search.getAll(name);
    if (values.length === 0) continue;
    if (values.length > 1) return `The "${name}" parameter is given ${values.length} times; give it once.`;
    let value: unknown;
    try {
      value = JSON.parse(values[0] ?? '');
    } catch {
      return `The "${name}" parameter is not valid JSON.`;
    }
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    if (!isObject && !(name === 'variables' && value === null)) return `The "${name}" parameter must be a JSON object.`;
  }
  return null;
}
