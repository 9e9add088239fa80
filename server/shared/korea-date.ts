// Members' calendar is Korea's (Asia/Seoul), whatever the server's or the browser's TZ: body-data dates,
// "today", recommendation dates and the latest allowed birth date all use it.
const MEMBER_TIME_ZONE = 'Asia/Seoul';

const format = new Intl.DateTimeFormat('en-CA', { timeZone: MEMBER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD in Korea at the instant `ms`. */
export function koreaDate(ms: number): string {
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
