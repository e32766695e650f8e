/** What a write did, in the product's words; the GraphQL layer maps it onto the result unions. */
export type Outcome =
  | { kind: 'success' }
  | { kind: 'bad-request'; message: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'forbidden'; message: string };

export const success: Outcome = { kind: 'success' };
export const badRequest = (message: string): Outcome => ({ kind: 'bad-request', message });
export const notFound = (message: string): Outcome => ({ kind: 'not-found', message });
export const forbidden = (message: string): Outcome => ({ kind: 'forbidden', message });

export const PRODUCT_NAME = 'Inkpot';
