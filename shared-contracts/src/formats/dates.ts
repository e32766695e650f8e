/**
 * The product's date formats, for every part that writes a date: 'LLL d,
 * yyyy' ('Nov 21, 2026') and 'LLL yyyy' ('Nov 2026'), in the reader's time zone or in UTC.
 *
 * Written with date-fns, not `Intl.DateTimeFormat`: a page's first `Intl.DateTimeFormat` loads the
 * browser's locale and time-zone data, 20 to 80 ms of one task in Chromium on a desktop CPU (four
 * times that on a slow phone), where `format` is arithmetic on the date's fields.
 */
// The page shares `date-fns/format` between its parts, by that path (config/webpack/federation.mjs).
import { format } from 'date-fns/format';

export const DAY_FORMAT = 'LLL d, yyyy';
export const MONTH_FORMAT = 'LLL yyyy';

/**
 * Where a date is read: the reader's time zone, or UTC. A server-rendered date is in UTC (the
 * server does not know the reader's zone), and so is the browser's hydration of it (which must
 * produce the same text); the reader's zone from the next render on.
 */
export type DateZone = 'reader' | 'utc';

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date whose local fields are the UTC fields of `date`, so `format` writes it as in UTC. */
const asUtc = (date: Date) => new Date(date.getTime() + date.getTimezoneOffset() * 60_000);

function formatIn(value: string | number | Date, pattern: string, zone: DateZone): string {
  const date = toDate(value);
  if (!date) return '';
  return format(zone === 'utc' ? asUtc(date) : date, pattern);
}

/** 'LLL d, yyyy' (e.g. 'Nov 21, 2026'); empty for a value that is not a date. */
export function formatDay(value: string | number | Date, zone: DateZone = 'reader'): string {
  return formatIn(value, DAY_FORMAT, zone);
}

/** 'LLL yyyy' (e.g. 'Nov 2026'); empty for a value that is not a date. */
export function formatMonth(value: string | number | Date, zone: DateZone = 'reader'): string {
  return formatIn(value, MONTH_FORMAT, zone);
}
