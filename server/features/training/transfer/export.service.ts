// Export: every finished session of the caller, oldest first (export-rows.ts reads them). CSV: one row per
// done set in Strong's columns (STRONG_COLUMNS): Date as a Korean wall-clock 'YYYY-MM-DD HH:MM:SS', Duration
// as Strong writes it ('1h 5m', '45m'), Exercise Name as logged (Korean), Weight in kg, empty cells for null,
// the exercise's notes in Notes and the session's in Workout Notes on each of its rows. Text cells a
// spreadsheet would run as a formula ('=…', '+…', '-…', '@…') get a leading quote (csvTextField, OWASP's
// CSV-injection advice); the import takes it off again. JSON: TrainingExport (transfer.contract.ts), texts
// exactly as stored.

import { koreaDateTime } from '../../../common/korea-date';
import type { AuthedCtx } from '../../../context';
import { localDate } from '../../../context';
import { csvTextField } from './csv.contract';
import { type ExportedSession, finishedSessions, isoKorea } from './export-rows';
import { STRONG_COLUMNS } from './import-formats.contract';
import type { ExportFile, TrainingExport } from './transfer.contract';

/** Strong's way of writing a duration: '1h 5m', '1h', '45m' (whole minutes, rounded). */
function strongDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

function toStrongCsv(sessions: { session: ExportedSession; startedAt: number; finishedAt: number }[]): string {
  // Numbers (amounts within the training limits, so digits only), the date and the duration are ours; texts
  // are the member's and may start like a formula.
  const cell = (v: string | number | null) => (v === null ? '' : String(v));
  const text = (v: string | null) => (v === null ? '' : csvTextField(v));
  const lines = [STRONG_COLUMNS.join(',')];
  for (const { session: w, startedAt, finishedAt } of sessions) {
    const head = [cell(koreaDateTime(startedAt)), text(w.name), cell(strongDuration(finishedAt - startedAt))].join(',');
    const sessionNotes = text(w.notes);
    for (const e of w.exercises) {
      const name = text(e.exerciseName);
      const notes = text(e.notes);
      let order = 0;
      for (const s of e.sets) {
        if (!s.done) continue;
        order += 1;
        lines.push(`${head},${name},${order},${cell(s.weight)},${cell(s.reps)},,${cell(s.seconds)},${notes},${sessionNotes},${cell(s.rpe)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function exportSessions(ctx: AuthedCtx, format: 'csv' | 'json'): Promise<ExportFile> {
  const sessions = await finishedSessions(ctx);
  const stem = `fitforme-training-${localDate(ctx.now())}`;
  if (format === 'csv') return { filename: `${stem}.csv`, contentType: 'text/csv; charset=utf-8', body: toStrongCsv(sessions) };
  const document: TrainingExport = {
    format: 'fitforme-training',
    version: 1,
    exportedAt: isoKorea(ctx.now()),
    timeZone: 'Asia/Seoul',
    sessions: sessions.map((s) => s.session),
  };
  return { filename: `${stem}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(document, null, 2) };
}
