// Written a page of sessions at a time so memory stays flat. Strong's and Hevy's columns; text cells that start
// like a formula get a leading quote (OWASP's CSV-injection advice), which the import takes off again.

import { koreaDate, koreaDateTime } from '../../../common/korea-time.shared';
import type { AppDeps, AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { issueTicket, redeemTicket } from '../../auth/auth.service';
import { csvField, csvTextField } from './csv.shared';
import { type Exported, finishedSessionPages, isoKorea } from './export-rows';
import { HEVY_COLUMNS, STRONG_COLUMNS } from './import-formats.shared';
import { EXPORT_DOWNLOAD_PATH, type ExportFormat, type ExportLink } from './transfer.shared';
import { holdTransfer } from './transfer-lock';

function strongDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

// Numbers, dates and durations are ours; only the member's texts may start like a formula.
const cell = (v: string | number | null) => (v === null ? '' : String(v));
const text = (v: string | null) => (v === null ? '' : csvTextField(v));
const km = (metres: number | null) => (metres === null ? null : metres / 1000);

const STRONG_ORDER = { warmup: 'W', drop: 'D', failure: 'F' } as const;
const HEVY_TYPE = { warmup: 'warmup', work: 'normal', drop: 'dropset', failure: 'failure' } as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** With the seconds (which our import reads) so the start stays exact. */
function hevyTime(ms: number): string {
  const t = koreaDateTime(ms);
  return `${Number(t.slice(8, 10))} ${MONTHS[Number(t.slice(5, 7)) - 1]} ${t.slice(0, 4)}, ${t.slice(11, 19)}`;
}

function hevyLines(sessions: Exported[]): string {
  const lines: string[] = [];
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
  return lines.map((l) => `${l}\n`).join('');
}

function strongLines(sessions: Exported[], firstNumber: number): string {
  const lines: string[] = [];
  sessions.forEach(({ session: w, startedAt, finishedAt }, i) => {
    const head = [cell(firstNumber + i), cell(koreaDateTime(startedAt)), text(w.name), cell(strongDuration(finishedAt - startedAt))].join(',');
    const sessionNotes = text(w.notes);
    for (const e of w.exercises) {
      const name = text(e.exerciseName);
      let order = 0;
      for (const s of e.sets) {
        if (!s.done) continue;
        if (s.kind === 'work') order += 1;
        const mark = s.kind === 'work' ? String(order) : STRONG_ORDER[s.kind];
        const amounts = [s.weight, s.reps, km(s.distanceM), s.seconds].map(cell).join(',');
        lines.push(`${head},${name},${mark},${amounts},${text(s.note ?? e.notes)},${sessionNotes},${cell(s.rpe)}`);
      }
    }
  });
  return lines.map((l) => `${l}\n`).join('');
}

async function* jsonText(pages: AsyncIterable<Exported[]>, exportedAt: number): AsyncGenerator<string> {
  yield `{"format":"fitforme-training","version":1,"exportedAt":${JSON.stringify(isoKorea(exportedAt))},"timeZone":"Asia/Seoul","sessions":[`;
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield `${first ? '\n' : ',\n'}${page.map((p) => JSON.stringify(p.session)).join(',\n')}`;
    first = false;
  }
  yield '\n]}\n';
}

async function* csvText(
  header: readonly string[],
  pages: AsyncIterable<Exported[]>,
  write: (page: Exported[], before: number) => string,
): AsyncGenerator<string> {
  yield `${header.join(',')}\n`;
  let before = 0;
  for await (const page of pages) {
    yield write(page, before);
    before += page.length;
  }
}

type ExportFile = { filename: string; contentType: string; text: AsyncIterable<string> };

function exportFile(ctx: AuthedCtx, format: ExportFormat): ExportFile {
  const stem = `fitforme-training-${koreaDate(ctx.now())}`;
  const pages = finishedSessionPages(ctx);
  if (format === 'csv')
    return { filename: `${stem}.csv`, contentType: 'text/csv; charset=utf-8', text: csvText(STRONG_COLUMNS, pages, (p, before) => strongLines(p, before + 1)) };
  if (format === 'hevy') return { filename: `${stem}-hevy.csv`, contentType: 'text/csv; charset=utf-8', text: csvText(HEVY_COLUMNS, pages, hevyLines) };
  return { filename: `${stem}.json`, contentType: 'application/json; charset=utf-8', text: jsonText(pages, ctx.now()) };
}

const ticketFile = (format: ExportFormat) => `training-export.${format}`;

/** A browser cannot add our Authorization header to a download. */
export function exportLink(ctx: AuthedCtx, format: ExportFormat): ExportLink {
  return { path: `${EXPORT_DOWNLOAD_PATH}?format=${format}&ticket=${issueTicket(ctx, ticketFile(format))}` };
}

/** One per member at a time (TRANSFER_BUSY otherwise); `release` must be called once sent or dropped. */
export async function openExport(deps: AppDeps & { ip: string }, format: ExportFormat, ticket: string): Promise<ExportFile & { release: () => void }> {
  const user = await redeemTicket(deps, ticket, ticketFile(format));
  const release = holdTransfer(deps, user.userId);
  try {
    const slot = await deps.throttle.take([{ kind: 'exportMember', key: String(user.userId) }], deps.now());
    if (!slot.ok) throw new AppError('EXPORT_THROTTLED', { retryAfter: slot.retryAfterSeconds });
    return { ...exportFile({ ...deps, user }, format), release };
  } catch (error) {
    release();
    throw error;
  }
}
