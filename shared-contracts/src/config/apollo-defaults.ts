import '@apollo/client';

// The host's one Apollo Client uses errorPolicy 'all' (partial data is used
// alongside errors); declaring it here makes every remote's result types say so too.
/* eslint-disable @typescript-eslint/no-namespace -- Apollo's DeclareDefaultOptions is a namespace to augment */
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

export const APOLLO_DEFAULT_OPTIONS = {
  watchQuery: { errorPolicy: 'all' },
  query: { errorPolicy: 'all' },
  mutate: { errorPolicy: 'all' },
} as const;
