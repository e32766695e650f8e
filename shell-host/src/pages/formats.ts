/**
 * Display formats of spec 03 §9.3 used by the host's pages: dates, reading time, abbreviated
 * counts and pluralised labels.
 */

// The page shares `date-fns/format` between its parts, by that path (config/webpack/federation.mjs).
import { format } from 'date-fns/format';

/** Spec 03 §9.3 date formats, in the reader's time zone. */
export const DAY_FORMAT = 'LLL d, yyyy';
export const MONTH_FORMAT = 'LLL yyyy';

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Where a date is read: the reader's time zone, or UTC (the server's render, which has no reader's zone). */
export type DateZone = 'reader' | 'utc';

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

/** Whole minutes, rounded up, never less than one. */
export function readingMinutes(readingTime: number): number {
  return Number.isFinite(readingTime) ? Math.max(1, Math.ceil(readingTime)) : 1;
}

/** 'N min read'. */
export function readingTimeLabel(readingTime: number): string {
  return `${readingMinutes(readingTime)} min read`;
}

/** One decimal, rounded down so a count is never shown larger than it is (1,999 → 1.9). */
function oneDecimal(value: number): string {
  return (Math.floor(value * 10) / 10).toString();
}

/** Spec 03 §9.3: counts abbreviated with K and M (999, 1K, 1.2K, 3.4M). */
export function abbreviateCount(count: number): string {
  if (!Number.isFinite(count) || count < 1000) return String(Math.max(0, Math.trunc(count || 0)));
  if (count < 1_000_000) return `${oneDecimal(count / 1000)}K`;
  return `${oneDecimal(count / 1_000_000)}M`;
}

/** '1 Follower', '1.2K Followers': the abbreviated count with the singular or plural noun. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${abbreviateCount(count)} ${count === 1 ? singular : plural}`;
}

/** A price in minor units ('USD', 500) as the reader's currency text ('$5.00'). */
export function formatMoney(amountInMinorUnits: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amountInMinorUnits / 100);
  } catch {
    // An unknown currency code: still show the amount.
    return `${(amountInMinorUnits / 100).toFixed(2)} ${currency}`;
  }
}
