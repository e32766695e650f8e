import { ONE_TAP_HIDE_TIME_KEY, parseHideTime, readHideTime, recordHideTime } from './one-tap-hide-time.ts';

describe("the 'one-tap hide time'", () => {
  beforeEach(() => localStorage.clear());

  it('round-trips the time of a dismissal through local storage under its key', () => {
    recordHideTime(1_763_640_000_000);
    expect(localStorage.getItem(ONE_TAP_HIDE_TIME_KEY)).toBe('1763640000000');
    expect(readHideTime()).toBe(1_763_640_000_000);
  });

  it('is null when nothing was recorded', () => {
    expect(readHideTime()).toBeNull();
  });

  it('ignores a broken value with a warning, never throwing', () => {
    const warn = jest.fn();
    expect(parseHideTime('yesterday', warn)).toBeNull();
    expect(parseHideTime('{"t":1}', warn)).toBeNull();
    expect(parseHideTime('9'.repeat(40), warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toContain("'one-tap hide time'");

    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(ONE_TAP_HIDE_TIME_KEY, 'NaN');
    expect(readHideTime()).toBeNull();
    expect(consoleWarn).toHaveBeenCalled();
    consoleWarn.mockRestore();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readHideTime(broken)).toBeNull();
    expect(() => recordHideTime(1, broken)).not.toThrow();
  });
});
