/**
 * Metered reading: how many stories this browser has read today, this week and this month (the
 * reader's local calendar; weeks are ISO weeks, from Monday). The host counts a story when its
 * page is shown; the sign-up prompt reads the month's count. Kept in the browser only.
 */
export const READING_METER_KEY = 'inkpot.reading-meter.v1';
/** From this many stories read this month, the sign-up prompt says how many. */
export const METERED_PROMPT_THRESHOLD = 3;

interface Counter {
  /** The day (2026-11-28), ISO week (2026-W48) or month (2026-11) the count is for. */
  period: string;
  count: number;
}

export interface ReadingMeter {
  day: Counter;
  week: Counter;
  month: Counter;
  /** The story counted last: showing it again (a reload) does not count it twice. */
  lastPostId: string | null;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The ISO week of `date` in the reader's calendar: weeks start on Monday, and week 1 holds the
 * year's first Thursday. Plain date arithmetic, not date-fns: the sign-up flow reads the meter
 * before anyone asks it to, inside its parcel's byte budget (tested against date-fns).
 */
export function isoWeekOf(date: Date): { year: number; week: number } {
  const thursday = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  thursday.setDate(thursday.getDate() + 3 - ((thursday.getDay() + 6) % 7));
  const year = thursday.getFullYear();
  const dayOfYear = Math.round((thursday.getTime() - new Date(year, 0, 1).getTime()) / 86_400_000);
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}

/** The day, ISO week and month of `now` in the reader's calendar. */
const periods = (now: Date) => {
  const month = `${now.getFullYear()}-${two(now.getMonth() + 1)}`;
  const { year, week } = isoWeekOf(now);
  return { day: `${month}-${two(now.getDate())}`, week: `${year}-W${two(week)}`, month };
};

const EMPTY: ReadingMeter = {
  day: { period: '', count: 0 },
  week: { period: '', count: 0 },
  month: { period: '', count: 0 },
  lastPostId: null,
};

/** The counts as of `now`: a counter of an earlier period reads 0. */
export function currentCounts(meter: ReadingMeter, now: Date): { day: number; week: number; month: number } {
  const current = periods(now);
  const count = (kind: 'day' | 'week' | 'month') => (meter[kind].period === current[kind] ? meter[kind].count : 0);
  return { day: count('day'), week: count('week'), month: count('month') };
}

/** The meter after the story `postId` was read at `now`. */
export function countStoryRead(meter: ReadingMeter, postId: string, now: Date): ReadingMeter {
  if (meter.lastPostId === postId) return meter;
  const current = periods(now);
  const counts = currentCounts(meter, now);
  return {
    day: { period: current.day, count: counts.day + 1 },
    week: { period: current.week, count: counts.week + 1 },
    month: { period: current.month, count: counts.month + 1 },
    lastPostId: postId,
  };
}

const isCounter = (value: unknown): value is Counter =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Counter).period === 'string' &&
  Number.isInteger((value as Counter).count) &&
  (value as Counter).count >= 0;

/** A stored meter, or an empty one when there is none or what is stored is not a meter. */
export function parseReadingMeter(raw: string | null): ReadingMeter {
  if (raw === null) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<ReadingMeter>;
    if (isCounter(value.day) && isCounter(value.week) && isCounter(value.month))
      return {
        day: value.day,
        week: value.week,
        month: value.month,
        lastPostId: typeof value.lastPostId === 'string' ? value.lastPostId : null,
      };
  } catch {
    // not JSON: an empty meter below
  }
  return EMPTY;
}

type MeterStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The meter this browser keeps; an empty one where storage is refused. */
export function readReadingMeter(storage: MeterStorage | null): ReadingMeter {
  try {
    return parseReadingMeter(storage?.getItem(READING_METER_KEY) ?? null);
  } catch {
    return EMPTY;
  }
}

/** Counts a story read in the browser's meter; storage that refuses the write changes nothing. */
export function recordStoryRead(storage: MeterStorage | null, postId: string, now = new Date()): ReadingMeter {
  const meter = countStoryRead(readReadingMeter(storage), postId, now);
  try {
    storage?.setItem(READING_METER_KEY, JSON.stringify(meter));
  } catch {
    // private mode or full: the count is lost, the page is not
  }
  return meter;
}
