import { useHydrated } from '../lib/use-hydrated.ts';
import { formatDay, formatMonth } from '@inkpot/shared-contracts/dates';

/**
 * The date formats of a page: in UTC on the server and while the browser hydrates its HTML (the
 * server does not know the reader's time zone, and hydration must see the same text), then in
 * the reader's zone.
 */
export function useDateFormats() {
  const zone = useHydrated() ? 'reader' : 'utc';
  return {
    day: (value: string | number | Date) => formatDay(value, zone),
    month: (value: string | number | Date) => formatMonth(value, zone),
  };
}
