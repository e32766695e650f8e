/**
 * Submissions: a writer offers a story to a publication they write for, and its editors (OWNER
 * or EDITOR) accept it (it is published in the publication) or decline it, with an optional note
 * to the writer. The states are the product's submission states this product uses; the texts and
 * the note's limit are shared so the inbox, the story editor and the API say the same.
 */

/** OPEN waits for an editor; REJECTED is declined; CANCELLED is withdrawn by the writer. */
export const SUBMISSION_STATES = ['OPEN', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** The product gives no limit for an editor's note; this one is ours. */
export const SUBMISSION_NOTE_MAX_LENGTH = 1000;
export const submissionNoteTooLong = (length: number) =>
  `Your note is ${length} characters long; the limit is ${SUBMISSION_NOTE_MAX_LENGTH}.`;

export const SUBMISSION_NOT_FOUND = 'Submission not found.';
export const PUBLICATION_NOT_FOUND = 'Publication not found.';
export const notAWriterOf = (publication: string) => `Only writers of ${publication} can submit stories to it.`;
export const onlyEditorsDecide = (publication: string) =>
  `Only editors of ${publication} can accept or decline submissions.`;
export const SUBMISSION_ONLY_WRITER_WITHDRAWS = 'Only the writer who submitted a story can withdraw it.';
export const alreadyWaitingAt = (publication: string) => `This story is already waiting for review at ${publication}.`;
export const alreadyIn = (publication: string) => `This story is already in ${publication}.`;
export const SUBMISSION_RESPONSE_REFUSED = 'Responses cannot be submitted to a publication.';
export const SUBMISSION_WRITER_SUSPENDED = "The writer's account is suspended: their story cannot be published.";

/** What became of a submission that no longer waits, for a refusal to act on it again. */
export function submissionAlreadyDecided(state: Exclude<SubmissionState, 'OPEN'>): string {
  switch (state) {
    case 'ACCEPTED':
      return 'This submission was already accepted.';
    case 'REJECTED':
      return 'This submission was already declined.';
    case 'CANCELLED':
      return 'This submission was withdrawn by its writer.';
  }
}

/** The note as it will be stored (trimmed; empty is none), or what is wrong with it; length in characters. */
export function checkSubmissionNote(
  note: string | null | undefined,
): { ok: true; note: string | null } | { ok: false; message: string } {
  const trimmed = (note ?? '').trim();
  if (!trimmed) return { ok: true, note: null };
  const length = [...trimmed].length;
  if (length > SUBMISSION_NOTE_MAX_LENGTH) return { ok: false, message: submissionNoteTooLong(length) };
  return { ok: true, note: trimmed };
}

/** Where the writer's submission stands, in the writer's words (the story editor shows it). */
export function submissionStatusText(state: SubmissionState, publication: string): string {
  switch (state) {
    case 'OPEN':
      return `Submitted to ${publication}: waiting for its editors.`;
    case 'ACCEPTED':
      return `Published in ${publication}.`;
    case 'REJECTED':
      return `${publication} declined this story.`;
    case 'CANCELLED':
      return `You withdrew this story from ${publication}.`;
  }
}
