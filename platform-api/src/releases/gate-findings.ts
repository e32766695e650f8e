/** What the release gate says of a release: one finding per problem, each a line of a diff. */
export type GateRule =
  | 'contract-major'
  | 'federation-version'
  | 'missing-expose'
  | 'event-schema'
  | 'graphql'
  | 'js-budget'
  | 'request-budget'
  | 'singleton-copy'
  | 'event-field-removed'
  | 'event-incompatible'
  | 'mount-prop'
  | 'operation-unserved';

export interface GateFinding {
  rule: GateRule;
  message: string;
  /** The host's (or the budget's) side of the diff. */
  expected: string;
  /** The release's side. */
  actual: string;
}
