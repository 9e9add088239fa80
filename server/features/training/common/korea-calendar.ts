// Korea's calendar as instants: days, Monday weeks and months. Korea has kept UTC+9 without daylight saving
// since 1988, so a Korean date's midnight is a fixed offset from UTC's (server/features/training/progress/progress.service.db.test.ts
// checks these against server/context.ts' localDate).

const KOREA_OFFSET_MS = 9 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The instant Korea's day `date` (YYYY-MM-DD) begins. */
export function koreaMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) - KOREA_OFFSET_MS;
}

/** YYYY-MM-DD of the day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(koreaMidnight(date) + KOREA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of `date`'s week (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const weekday = new Date(koreaMidnight(date) + KOREA_OFFSET_MS).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** [start, end) of Korea's month 'YYYY-MM' as instants. */
export function monthRange(month: string): { from: number; to: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: Date.UTC(y, m - 1, 1) - KOREA_OFFSET_MS, to: Date.UTC(y, m, 1) - KOREA_OFFSET_MS };
}
