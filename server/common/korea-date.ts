// Members' calendar is Korea's (Asia/Seoul), whatever the server's or the browser's TZ: body-data dates,
// "today", recommendation dates and the latest allowed birth date all use it.
const MEMBER_TIME_ZONE = 'Asia/Seoul';

const format = new Intl.DateTimeFormat('en-CA', { timeZone: MEMBER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD in Korea at the instant `ms`. */
export function koreaDate(ms: number): string {
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Korea keeps UTC+9 all year (no daylight saving since 1988): wall-clock times convert with a fixed offset. */
const KOREA_OFFSET_MS = 9 * 3_600_000;

/** 'YYYY-MM-DD HH:MM:SS' on a Korean wall clock at the instant `ms` (years 1970–9999). */
export function koreaDateTime(ms: number): string {
  const iso = new Date(ms + KOREA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

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
