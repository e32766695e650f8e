import { checkResponseText, RESPONSE_EMPTY, RESPONSE_MAX_LENGTH } from './responses.ts';

describe('checkResponseText', () => {
  it('trims, and refuses an empty text', () => {
    expect(checkResponseText('  Nice.\n')).toEqual({ ok: true, text: 'Nice.' });
    expect(checkResponseText(' \n\t')).toEqual({ ok: false, message: RESPONSE_EMPTY });
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(checkResponseText('🙂'.repeat(RESPONSE_MAX_LENGTH)).ok).toBe(true);
    expect(checkResponseText('a'.repeat(RESPONSE_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: `Your response is ${RESPONSE_MAX_LENGTH + 1} characters long; the limit is ${RESPONSE_MAX_LENGTH}.`,
    });
  });
});
