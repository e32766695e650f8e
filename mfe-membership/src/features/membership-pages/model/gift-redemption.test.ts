import { giftCodeFromSearch, REDEEM_FAILED, redeemedText, redeemSubmission, redeemViewOf } from './gift-redemption.ts';

describe('redeeming a gift code', () => {
  it('sends the code as stored, or refuses what cannot be one without asking', () => {
    expect(redeemSubmission(' inkpot-gift-reader ')).toEqual({ code: 'INKPOT-GIFT-READER' });
    expect(redeemSubmission('')).toEqual({ error: 'Enter the gift code you were given.' });
    expect(redeemSubmission('no_such!')).toHaveProperty('error');
  });

  it("shows the API's words for a refusal, and a retry message when the request failed", () => {
    expect(redeemViewOf({ __typename: 'MutationSuccess' })).toEqual({ kind: 'redeemed' });
    expect(
      redeemViewOf({ __typename: 'GiftCodeRefused', validity: 'EXPIRED', message: 'This gift code has expired.' }),
    ).toEqual({ kind: 'form', error: 'This gift code has expired.' });
    expect(redeemViewOf({ __typename: 'Forbidden', message: 'You already have a membership.' })).toEqual({
      kind: 'form',
      error: 'You already have a membership.',
    });
    expect(redeemViewOf(null)).toEqual({ kind: 'form', error: REDEEM_FAILED });
  });

  it('says until when the gift runs once it is known', () => {
    expect(redeemedText('2027-11-21T12:00:00.000Z')).toBe('Your gift membership runs until Nov 21, 2027.');
    expect(redeemedText(undefined)).toBe('Your gift membership has started.');
  });

  it("takes a gift link's code from giftCode or code", () => {
    expect(giftCodeFromSearch('?giftCode=ABC-123&giftType=29')).toBe('ABC-123');
    expect(giftCodeFromSearch('?code=XYZ')).toBe('XYZ');
    expect(giftCodeFromSearch('?q=1')).toBe('');
  });
});
