import {
  CANCELLATION_REASONS,
  GIFT_CODE_MAX_LENGTH,
  giftCodeInputError,
  isCancellationReason,
  normalizeGiftCode,
} from './gift-codes.ts';

describe('gift codes as typed', () => {
  it('drops spaces and reads any case', () => {
    expect(normalizeGiftCode(' inkpot - gift - reader\n')).toBe('INKPOT-GIFT-READER');
  });

  it('accepts letters and digits in groups joined by dashes', () => {
    expect(giftCodeInputError('INKPOT-GIFT-2026')).toBeNull();
    expect(giftCodeInputError('abc123')).toBeNull();
    expect(giftCodeInputError('A'.repeat(GIFT_CODE_MAX_LENGTH))).toBeNull();
  });

  it('asks for a code when there is none, and explains the form of one otherwise', () => {
    expect(giftCodeInputError('   ')).toBe('Enter the gift code you were given.');
    for (const typed of ['GIFT_CODE', 'GIFT--CODE', '-GIFT', 'GIFT-', 'CODÉ', 'A'.repeat(GIFT_CODE_MAX_LENGTH + 1)]) {
      expect(giftCodeInputError(typed)).toMatch(/letters and digits in groups joined by dashes/);
    }
  });
});

describe('cancellation reasons', () => {
  it('are the eight known reasons, and nothing else is one', () => {
    expect(Object.keys(CANCELLATION_REASONS)).toEqual([
      'content',
      'costs',
      'duplicate_accounts',
      'feature_usage',
      'time',
      'switching_product',
      'premium_tier',
      'other',
    ]);
    expect(isCancellationReason('costs')).toBe(true);
    expect(isCancellationReason('bored')).toBe(false);
    expect(isCancellationReason('toString')).toBe(false);
  });
});
