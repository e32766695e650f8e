import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isValidFlag, MAX_PREFERENCES, validPreferences } from './viewer-settings.ts';

describe('isValidFlag', () => {
  it('takes flag names and refuses anything else', () => {
    assert.equal(isValidFlag('upsell_banner:2026'), true);
    assert.equal(isValidFlag(''), false);
    assert.equal(isValidFlag('has spaces'), false);
    assert.equal(isValidFlag('x'.repeat(101)), false);
  });
});

describe('validPreferences', () => {
  it('keeps the last value per name', () => {
    assert.deepEqual(
      validPreferences([
        { name: 'sidebar', value: true },
        { name: 'theme', value: 'dark' },
        { name: 'sidebar', value: false },
      ]),
      [
        { name: 'sidebar', value: false },
        { name: 'theme', value: 'dark' },
      ],
    );
  });
  it('refuses unnamed, oversized and too many preferences', () => {
    assert.equal(validPreferences([{ name: '', value: 1 }]), null);
    assert.equal(validPreferences([{ name: 'big', value: 'x'.repeat(10_001) }]), null);
    assert.equal(
      validPreferences(Array.from({ length: MAX_PREFERENCES + 1 }, (_, i) => ({ name: `p${i}`, value: i }))),
      null,
    );
    assert.deepEqual(validPreferences([]), []);
  });
});
