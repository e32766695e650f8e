import { describe, expect, it } from '@jest/globals';
import { getISOWeek } from 'date-fns/getISOWeek';
import { getISOWeekYear } from 'date-fns/getISOWeekYear';
import {
  isoWeekOf,
  countStoryRead,
  currentCounts,
  parseReadingMeter,
  READING_METER_KEY,
  readReadingMeter,
  recordStoryRead,
} from './reading-meter.ts';

const at = (iso: string) => new Date(iso);
const memory = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('isoWeekOf', () => {
  it('agrees with date-fns on every day of four years, year ends and daylight-saving changes included', () => {
    for (let day = new Date(2024, 0, 1); day < new Date(2028, 0, 1); day.setDate(day.getDate() + 1))
      expect([day.toDateString(), isoWeekOf(day)]).toEqual([
        day.toDateString(),
        { year: getISOWeekYear(day), week: getISOWeek(day) },
      ]);
  });
});

describe('the reading meter', () => {
  it('counts each story read today, this week and this month, once per showing', () => {
    let meter = parseReadingMeter(null);
    meter = countStoryRead(meter, 'a', at('2026-11-26T10:00:00'));
    meter = countStoryRead(meter, 'a', at('2026-11-26T10:01:00'));
    meter = countStoryRead(meter, 'b', at('2026-11-28T09:00:00'));
    expect(currentCounts(meter, at('2026-11-28T12:00:00'))).toEqual({ day: 1, week: 2, month: 2 });
  });

  it('starts each day, ISO week (from Monday) and month again at zero', () => {
    let meter = countStoryRead(parseReadingMeter(null), 'a', at('2026-11-29T10:00:00')); // a Sunday
    expect(currentCounts(meter, at('2026-11-30T08:00:00'))).toEqual({ day: 0, week: 0, month: 1 });
    meter = countStoryRead(meter, 'b', at('2026-12-01T08:00:00'));
    expect(currentCounts(meter, at('2026-12-01T09:00:00'))).toEqual({ day: 1, week: 1, month: 1 });
  });

  it('reads a broken or foreign stored value as an empty meter', () => {
    for (const raw of ['{', '[]', '{"day":{"period":"x","count":-1},"week":{},"month":{}}', 'null'])
      expect(currentCounts(parseReadingMeter(raw), at('2026-11-28T12:00:00'))).toEqual({ day: 0, week: 0, month: 0 });
  });

  it('is kept in the browser’s storage, and a storage that refuses changes nothing else', () => {
    const storage = memory();
    recordStoryRead(storage, 'a', at('2026-11-28T10:00:00'));
    recordStoryRead(storage, 'b', at('2026-11-28T11:00:00'));
    expect(JSON.parse(storage.items.get(READING_METER_KEY) ?? '{}')).toMatchObject({
      month: { period: '2026-11', count: 2 },
    });
    expect(currentCounts(readReadingMeter(storage), at('2026-11-28T12:00:00')).month).toBe(2);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(recordStoryRead(refusing, 'a', at('2026-11-28T10:00:00')).month.count).toBe(1);
    expect(readReadingMeter(null).month.count).toBe(0);
  });
});
