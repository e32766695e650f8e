/** What a write did, in the product's words; the GraphQL layer maps it onto the result unions. */
export type Outcome =
  | { kind: 'success' }
  | { kind: 'bad-request'; message: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'forbidden'; message: string };

/** An outcome that did not succeed (for writes whose success carries data). */
export type Failure = Exclude<Outcome, { kind: 'success' }>;

export const success: Outcome = { kind: 'success' };
export const badRequest = (message: string): Failure => ({ kind: 'bad-request', message });
export const notFound = (message: string): Failure => ({ kind: 'not-found', message });
export const forbidden = (message: string): Failure => ({ kind: 'forbidden', message });

export const PRODUCT_NAME = 'Inkpot';
