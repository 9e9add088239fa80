// Members' calendar is Korea's whatever the TZ; Korea has kept UTC+9 without daylight saving since 1988, so its wall
// clock is a fixed offset. Browser-safe.

const KOREA_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

export function koreaDateTime(ms: number): string {
  const iso = new Date(ms + KOREA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

export const koreaDate = (ms: number) => koreaDateTime(ms).slice(0, 10);

export const koreaMonth = (ms: number) => koreaDateTime(ms).slice(0, 7);

/**
 * The instant a Korean wall clock shows the given time (month 1–12), or null when there is no such
 * time (30 February, 24:00, 12:60 …).
 */
export function koreaInstant(year: number, month: number, day: number, hour: number, minute: number, second: number): number | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return utc - KOREA_OFFSET_MS;
}

export function koreaMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) - KOREA_OFFSET_MS;
}

export const addDays = (date: string, days: number) => koreaDate(koreaMidnight(date) + days * DAY_MS);

export function mondayOf(date: string): string {
  const weekday = new Date(koreaMidnight(date) + KOREA_OFFSET_MS).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function monthRange(month: string): { from: number; to: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: Date.UTC(y, m - 1, 1) - KOREA_OFFSET_MS, to: Date.UTC(y, m, 1) - KOREA_OFFSET_MS };
}

export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
