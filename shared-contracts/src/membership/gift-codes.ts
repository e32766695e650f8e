/**
 * Gift memberships and cancelling, worded once for both sides: the API checks a gift code and a
 * cancellation with these rules and answers with these texts, and the membership remote checks
 * what a reader typed the same way before sending it and shows the same words.
 */

/** The validity of a gift code, as the API's GiftCodeValidity enumeration spells it. */
export const GIFT_CODE_VALIDITIES = [
  'ALREADY_USED',
  'EXPIRED',
  'NOT_FOUND',
  'NOT_REDEEMABLE_BY_PAST_MEMBERS',
  'VALID',
] as const;
export type GiftCodeValidity = (typeof GIFT_CODE_VALIDITIES)[number];

/** Gift types and their codes: a gift (29) and a group gift (31). */
export const GIFT_TYPES = { gift: 29, 'group-gift': 31 } as const;
export type GiftType = keyof typeof GIFT_TYPES;

/** How long a redeemed gift membership lasts: the one-year gift plan. */
export const GIFT_MEMBERSHIP_MONTHS = 12;

/** The payment provider of a membership a gift paid for (written in capitals, as the schema writes it). */
export const GIFT_PROVIDER = 'GIFT';

export const GIFT_CODE_MAX_LENGTH = 40;
const GIFT_CODE_FORMAT = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** What a reader typed, as codes are stored: spaces dropped, letters in capitals ('ab12 - cd' → 'AB12-CD'). */
export const normalizeGiftCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** Why a typed code cannot be a gift code at all (before asking anyone), or null when it could be one. */
export function giftCodeInputError(typed: string): string | null {
  const code = normalizeGiftCode(typed);
  if (code === '') return 'Enter the gift code you were given.';
  if (code.length > GIFT_CODE_MAX_LENGTH || !GIFT_CODE_FORMAT.test(code)) {
    return 'A gift code is letters and digits in groups joined by dashes, like INKPOT-GIFT-2026.';
  }
  return null;
}

/** What the reader is told when a code cannot be redeemed, by its validity. */
export const GIFT_CODE_REFUSALS: Readonly<Record<Exclude<GiftCodeValidity, 'VALID'>, string>> = {
  NOT_FOUND: 'No gift has this code. Check it against your gift message and try again.',
  ALREADY_USED: 'This gift code has already been redeemed.',
  EXPIRED: 'This gift code has expired.',
  NOT_REDEEMABLE_BY_PAST_MEMBERS: 'This gift is for readers who have never been members.',
};

/** A reader whose membership is still running cannot redeem a gift on top of it. */
export const ALREADY_A_MEMBER = 'You already have a membership. A gift can be redeemed once it has ended.';

/** Why readers cancel: the cancellation reasons, as the API stores them, with the words the form shows. */
export const CANCELLATION_REASONS = {
  content: 'I did not find enough stories I wanted to read',
  costs: 'It costs too much',
  duplicate_accounts: 'I have more than one account',
  feature_usage: 'I did not use the member features',
  time: 'I do not have time to read',
  switching_product: 'I am moving to another product',
  premium_tier: 'I want a different plan',
  other: 'Something else',
} as const;
export type CancellationReason = keyof typeof CANCELLATION_REASONS;

export const isCancellationReason = (value: unknown): value is CancellationReason =>
  typeof value === 'string' && Object.hasOwn(CANCELLATION_REASONS, value);
