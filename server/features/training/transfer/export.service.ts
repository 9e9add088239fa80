// Export: every finished session of the caller, oldest first (export-rows.ts reads them). CSV: one row per
// done set in Strong's columns (STRONG_COLUMNS): Date as a Korean wall-clock 'YYYY-MM-DD HH:MM:SS', Duration
// as Strong writes it ('1h 5m', '45m'), Exercise Name as logged (Korean), Set Order as Strong writes it (work
// sets numbered 1, 2, …; warm-up, drop and failure sets W, D, F), Weight in kg, Distance in km, empty cells
// for null, the exercise's notes in Notes and the session's in Workout Notes on each of its rows (Strong has
// no column for supersets, levels or set notes). Hevy: one row per done set in Hevy's columns (HEVY_COLUMNS),
// times as Hevy writes them with the seconds added, set_type warmup / normal / dropset / failure,
// superset_id 0, 1, … per superset. Text cells a spreadsheet would run as a formula ('=…', '+…', '-…',
// '@…') get a leading quote (csvTextField, OWASP's CSV-injection advice); the import takes it off again.
// JSON: TrainingExport (transfer.contract.ts), every value, texts exactly as stored.

import { koreaDateTime } from '../../../common/korea-date';
import type { AuthedCtx } from '../../../context';
import { localDate } from '../../../context';
import { csvField, csvTextField } from './csv.contract';
import { type ExportedSession, finishedSessions, isoKorea } from './export-rows';
import { HEVY_COLUMNS, STRONG_COLUMNS } from './import-formats.contract';
import type { ExportFile, TrainingExport } from './transfer.contract';

/** Strong's way of writing a duration: '1h 5m', '1h', '45m' (whole minutes, rounded). */
function strongDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

type Exported = { session: ExportedSession; startedAt: number; finishedAt: number };

// Numbers (amounts within the training limits, so digits only), dates and durations are ours; texts are the
// member's and may start like a formula.
const cell = (v: string | number | null) => (v === null ? '' : String(v));
const text = (v: string | null) => (v === null ? '' : csvTextField(v));
const km = (metres: number | null) => (metres === null ? null : metres / 1000);

const STRONG_ORDER = { warmup: 'W', drop: 'D', failure: 'F' } as const;
const HEVY_TYPE = { warmup: 'warmup', work: 'normal', drop: 'dropset', failure: 'failure' } as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Hevy's '26 Nov 2023, 18:03', with the seconds (which our import reads) so the start stays exact. */
function hevyTime(ms: number): string {
  const t = koreaDateTime(ms);
  return `${Number(t.slice(8, 10))} ${MONTHS[Number(t.slice(5, 7)) - 1]} ${t.slice(0, 4)}, ${t.slice(11, 19)}`;
}

function toHevyCsv(sessions: Exported[]): string {
  const lines = [HEVY_COLUMNS.join(',')];
  for (const { session: w, startedAt, finishedAt } of sessions) {
    const head = [text(w.name), csvField(hevyTime(startedAt)), csvField(hevyTime(finishedAt)), text(w.notes)].join(',');
    const groups = new Map<number, number>();
    for (const e of w.exercises) if (e.supersetGroup !== null && !groups.has(e.supersetGroup)) groups.set(e.supersetGroup, groups.size);
    for (const e of w.exercises) {
      const superset = e.supersetGroup === null ? null : groups.get(e.supersetGroup)!;
      let index = 0;
      for (const s of e.sets) {
        if (!s.done) continue;
        const amounts = [s.weight, s.reps, km(s.distanceM), s.seconds, s.rpe].map(cell).join(',');
        lines.push(`${head},${text(e.exerciseName)},${cell(superset)},${text(e.notes)},${index},${HEVY_TYPE[s.kind]},${amounts}`);
        index += 1;
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

function toStrongCsv(sessions: Exported[]): string {
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
        if (s.kind === 'work') order += 1;
        const mark = s.kind === 'work' ? String(order) : STRONG_ORDER[s.kind];
        const amounts = [s.weight, s.reps, km(s.distanceM), s.seconds].map(cell).join(',');
        lines.push(`${head},${name},${mark},${amounts},${notes},${sessionNotes},${cell(s.rpe)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function exportSessions(ctx: AuthedCtx, format: 'csv' | 'hevy' | 'json'): Promise<ExportFile> {
  const sessions = await finishedSessions(ctx);
  const stem = `fitforme-training-${localDate(ctx.now())}`;
  if (format === 'csv') return { filename: `${stem}.csv`, contentType: 'text/csv; charset=utf-8', body: toStrongCsv(sessions) };
  if (format === 'hevy') return { filename: `${stem}-hevy.csv`, contentType: 'text/csv; charset=utf-8', body: toHevyCsv(sessions) };
  const document: TrainingExport = {
    format: 'fitforme-training',
    version: 1,
    exportedAt: isoKorea(ctx.now()),
    timeZone: 'Asia/Seoul',
    sessions: sessions.map((s) => s.session),
  };
  return { filename: `${stem}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(document, null, 2) };
}
