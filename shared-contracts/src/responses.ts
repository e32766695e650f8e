/**
 * Responses to a story: the limits the API enforces and the composer shows, and the texts both
 * sides use. The product gives no length limit; this one is ours.
 */
export const RESPONSE_MAX_LENGTH = 1000;
export const RESPONSE_EMPTY = 'Write something before publishing your response.';
export const responseTooLong = (length: number) =>
  `Your response is ${length} characters long; the limit is ${RESPONSE_MAX_LENGTH}.`;
/** The product's text for a closed discussion, verbatim. */
export const DISCUSSION_CLOSED =
  'The author has closed discussion for this story/list. We are unable to save changes to your response.';

/** The text as it will be stored (trimmed), or what is wrong with it; length in characters (an emoji is one). */
export function checkResponseText(text: string): { ok: true; text: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: RESPONSE_EMPTY };
  const length = [...trimmed].length;
  if (length > RESPONSE_MAX_LENGTH) return { ok: false, message: responseTooLong(length) };
  return { ok: true, text: trimmed };
}
