import type { BusEventMap } from '@inkpot/shared-contracts';

// What the flow is opened with, apart from the flow itself: the page-request parser, the copy and
// the machine all read these, so none of them has to import another for its types.

/** The sign-in/sign-up ("susi") flow runs with one of two operations. */
export type SusiOperation = 'login' | 'register';

/** What opens the flow: the operation, and the entry point and subject it was opened about. */
export type AuthOpenRequest = BusEventMap['auth/open'];

/** Who or what the flow was opened about (a user with a name, or a publication). */
export interface SusiSubject {
  user: { name: string } | null;
  collection: { name: string } | null;
}
