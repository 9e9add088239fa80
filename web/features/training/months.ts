// The history calendar's months as the member sees them (Korea's calendar: server/common/korea-time.shared.ts).
/** '2026-11' → '2026년 11월'. */
export const monthLabel = (month: string) => `${Number(month.slice(0, 4))}년 ${Number(month.slice(5, 7))}월`;

export type CalendarCell = { key: string; day: string | null };

/** The month's days as weeks of 7 (Sunday first); `day` is null for the cells outside the month. */
export function monthGrid(month: string): CalendarCell[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: CalendarCell[] = [];
  for (let i = 0; i < first; i++) cells.push({ key: `before-${i}`, day: null });
  for (let d = 1; d <= days; d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    cells.push({ key: day, day });
  }
  while (cells.length % 7 !== 0) cells.push({ key: `after-${cells.length}`, day: null });
  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
