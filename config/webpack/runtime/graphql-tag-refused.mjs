// What the parts' builds resolve `graphql-tag` to (config/webpack/preset.mjs). The parts' GraphQL
// documents are parsed at build time (codegen's typed document nodes), but Apollo Client re-exports
// graphql-tag's `gql`, and a shared package is loaded whole: every page loaded the GraphQL parser
// (9.6 KiB gzip, a request of its own) that nothing called. A `gql` call fails and says what to do
// instead; ESLint refuses the import before it gets that far.

export function gql() {
  throw new Error(
    "gql is not in Inkpot's builds: write the operation in a .graphql file beside its code and import its typed document from codegen's output.",
  );
}

export default gql;

// The rest of what Apollo Client re-exports from graphql-tag: switches of its parser's cache and
// warnings, which have nothing to act on here.
export function resetCaches() {}
export function disableFragmentWarnings() {}
export function enableExperimentalFragmentVariables() {}
export function disableExperimentalFragmentVariables() {}
