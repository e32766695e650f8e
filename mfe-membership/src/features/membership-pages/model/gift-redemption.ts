/** The redeem page's rules: what to send, and what the answer means for the reader. */
import { formatDay } from '@inkpot/shared-contracts/dates';
import { giftCodeInputError, normalizeGiftCode } from '@inkpot/shared-contracts';

export type RedeemAnswer =
  | { __typename: 'MutationSuccess' }
  | { __typename: 'GiftCodeRefused'; validity: string; message: string }
  | { __typename: 'BadRequest'; message: string }
  | { __typename: 'Forbidden'; message: string };

export type RedeemView = { kind: 'form'; error: string | null } | { kind: 'sending' } | { kind: 'redeemed' };

export const REDEEM_FAILED = 'Your gift code could not be redeemed right now. Please try again.';

/** What a submit does: an error to show without asking anyone, or the code to send. */
export function redeemSubmission(typed: string): { error: string } | { code: string } {
  const error = giftCodeInputError(typed);
  return error ? { error } : { code: normalizeGiftCode(typed) };
}

/** The page after the API answered (null: the request failed). Refusals carry their own words. */
export function redeemViewOf(answer: RedeemAnswer | null | undefined): RedeemView {
  if (!answer) return { kind: 'form', error: REDEEM_FAILED };
  if (answer.__typename === 'MutationSuccess') return { kind: 'redeemed' };
  return { kind: 'form', error: answer.message };
}

/** 'Your gift membership runs until Nov 21, 2027.' once the membership is known. */
export const redeemedText = (periodEnd: string | null | undefined) =>
  periodEnd ? `Your gift membership runs until ${formatDay(periodEnd)}.` : 'Your gift membership has started.';

/** A gift code from the page's query string (`?giftCode=` as gift links carry it, or `?code=`). */
export function giftCodeFromSearch(search: string): string {
  const query = new URLSearchParams(search);
  return (query.get('giftCode') ?? query.get('code') ?? '').slice(0, 60);
}
