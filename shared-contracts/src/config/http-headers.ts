/** Headers every GraphQL request carries; the API reads the same names. */
export const GRAPHQL_HEADERS = {
  /** Operation name(s) of the request; a batch lists its operations comma-separated. */
  operation: 'graphql-operation',
  /** `lite/{version}` of the host build. */
  frontendApp: 'inkpot-frontend-app',
  /** The route's metric name, or `unidentified`. */
  routeMetric: 'inkpot-route-metric',
  /** Path plus query of the page that sent it. */
  path: 'inkpot-path',
  /** The session's xsrf token (from the preloaded state), required on mutations; '1' for visitors. */
  xsrf: 'x-xsrf-token',
} as const;

export const GRAPHQL_BATCH_MAX = 20;
export const GRAPHQL_BATCH_INTERVAL_MS = 20;
