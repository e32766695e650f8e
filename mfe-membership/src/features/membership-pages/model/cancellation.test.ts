import {
  CANCEL_FAILED,
  cancelConfirmText,
  cancelErrorText,
  isConfirmCancelDisabled,
  REASON_OPTIONS,
} from './cancellation.ts';

describe('cancelling a membership', () => {
  it('confirms with the end date and that it can come back', () => {
    expect(cancelConfirmText('2026-12-06T12:00:00.000Z')).toBe(
      'Your membership will end on Dec 6, 2026. Until then you keep reading member-only stories, and you can reactivate it whenever you like.',
    );
  });

  it("shows the API's reason for a refusal, else a retry message", () => {
    expect(cancelErrorText({ __typename: 'BadRequest', message: 'This membership is already cancelled.' })).toBe(
      'This membership is already cancelled.',
    );
    expect(cancelErrorText({ __typename: 'NotFound' })).toBe(CANCEL_FAILED);
    expect(cancelErrorText(null)).toBe(CANCEL_FAILED);
  });

  it('offers every reason, and confirming is off only while sending', () => {
    expect(REASON_OPTIONS.map((option) => option.value)).toContain('switching_product');
    expect(REASON_OPTIONS).toHaveLength(8);
    expect(isConfirmCancelDisabled('submitting')).toBe(true);
    expect(isConfirmCancelDisabled('failed')).toBe(false);
  });
});
