/**
 * Who sees what of a publication's submissions, as pure functions: the editors' inbox and the
 * writer's panel in the story editor. The API enforces the same (Collection.submissions is null
 * for anyone but the publication's OWNER and EDITORs), so the page only says it first.
 */
import type { SubmissionState } from '@inkpot/shared-contracts/publication-submissions';

export type InboxAccess = 'loading' | 'sign-in' | 'not-found' | 'inbox';

/**
 * The inbox page by reader: visitors are asked to sign in; an unknown publication, and anyone
 * but its OWNER and EDITORs (whose `submissions` the API answers null), get the not-found page.
 */
export function inboxAccess(
  viewerStatus: 'loading' | 'visitor' | 'signed-in',
  publication: { pending: readonly unknown[] | null } | null | undefined,
): InboxAccess {
  if (viewerStatus === 'loading') return 'loading';
  if (viewerStatus === 'visitor') return 'sign-in';
  if (publication === undefined) return 'loading';
  return publication && publication.pending !== null ? 'inbox' : 'not-found';
}

interface PanelPublication {
  id: string;
  name: string;
  slug: string;
}

export interface PanelFacts {
  publications: readonly PanelPublication[];
  statusForCollection: string | null;
  collection: PanelPublication | null;
  latest: { state: SubmissionState; publication: PanelPublication } | null;
}

/** What the story editor's submission panel offers. */
export type PanelView =
  | { kind: 'hidden' }
  /** The story sits in a publication already (accepted, or placed there without review). */
  | { kind: 'in-publication'; publication: PanelPublication }
  /** Its latest submission waits for the editors: the writer may withdraw it. */
  | { kind: 'waiting' }
  /**
   * The writer may submit it to one of `publications` (after a decline or a withdrawal, again); none
   * when they no longer write for any, and only the latest decision is shown.
   */
  | { kind: 'submit'; publications: readonly PanelPublication[] };

export function panelView(facts: PanelFacts): PanelView {
  const inPublication = facts.collection && (facts.statusForCollection ?? 'APPROVED') === 'APPROVED';
  if (facts.latest?.state === 'ACCEPTED') return { kind: 'in-publication', publication: facts.latest.publication };
  if (inPublication && facts.collection) return { kind: 'in-publication', publication: facts.collection };
  if (facts.latest?.state === 'OPEN') return { kind: 'waiting' };
  if (facts.publications.length === 0 && !facts.latest) return { kind: 'hidden' };
  return { kind: 'submit', publications: facts.publications };
}
