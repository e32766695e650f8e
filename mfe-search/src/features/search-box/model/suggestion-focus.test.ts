import { moveActiveOption, NO_OPTION, optionsAnnouncement } from './suggestion-focus.ts';

describe('moveActiveOption', () => {
  it('goes from the box to the first option with down, the last with up', () => {
    expect(moveActiveOption(NO_OPTION, 4, 'down')).toBe(0);
    expect(moveActiveOption(NO_OPTION, 4, 'up')).toBe(3);
  });

  it('moves one option at a time and wraps at both ends', () => {
    expect(moveActiveOption(1, 4, 'down')).toBe(2);
    expect(moveActiveOption(3, 4, 'down')).toBe(0);
    expect(moveActiveOption(0, 4, 'up')).toBe(3);
    expect(moveActiveOption(2, 4, 'up')).toBe(1);
  });

  it('stays in the box without options, and recovers from an index the list no longer has', () => {
    expect(moveActiveOption(NO_OPTION, 0, 'down')).toBe(NO_OPTION);
    expect(moveActiveOption(7, 3, 'down')).toBe(0);
  });
});

describe('optionsAnnouncement', () => {
  it('counts results, recent searches, or says there are none', () => {
    expect(optionsAnnouncement(5, 'night')).toMatch(/^5 results available/);
    expect(optionsAnnouncement(1, 'night')).toMatch(/^1 result available/);
    expect(optionsAnnouncement(0, 'night')).toBe('No results for “night”');
    expect(optionsAnnouncement(3, '')).toBe('3 recent searches');
    expect(optionsAnnouncement(0, '')).toBe('');
  });
});
