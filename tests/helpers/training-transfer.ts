// The training transfer HTTP tests (server/features/training/transfer/import.db.test.ts, training-export.test.ts,
// training-transfer-edges.test.ts): the Strong and Hevy fixtures, calls of `training.transfer.…`, and the
// member's sessions read straight from the tables.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { readCsv } from '../../server/features/training/transfer/csv.shared';
import { splitFileForImport } from '../../server/features/training/transfer/import-chunks.shared';
import type { ImportPreview, ImportResult } from '../../server/features/training/transfer/transfer.shared';
import type { TestApp } from './app';
import { type Member, snapshot, trpcData, trpcMutation } from './calls';
import { sqlRows } from './test-db';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures', name), 'utf8');
export const STRONG = fixture('strong-export.csv');
export const HEVY = fixture('hevy-export.csv');

/** Korean wall-clock time → ms. */
export const korea = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => Date.UTC(y, mo - 1, d, h - 9, mi, s);

/** The cells of a CSV export (header row first), as a spreadsheet would read them. */
export const csvCells = (text: string) => readCsv(text).records.map((r) => r.fields);

type StoredSet = {
  position: number;
  kind: string;
  weight: number | null;
  reps: number | null;
  seconds: number | null;
  distanceM: number | null;
  level: number | null;
  rpe: number | null;
  note: string | null;
  done: boolean;
};
export type StoredWorkout = {
  name: string;
  source: string;
  startedAt: number;
  finishedAt: number | null;
  notes: string | null;
  exercises: {
    position: number;
    exerciseId: number;
    exerciseName: string;
    notes: string | null;
    skipped: boolean;
    supersetGroup: number | null;
    sets: StoredSet[];
  }[];
};

const TRAINING_TABLES = ['training_sessions', 'training_exercises', 'training_sets'];

/** Calls over the app the test file's hooks make (read when called, so after beforeEach). */
export function transferCalls(app: () => TestApp) {
  const id = (key: string) => app().catalogue.current.byKey.exercises.get(key)!.id;
  const koreanName = (key: string) => app().catalogue.current.byKey.exercises.get(key)!.koreanName;
  const preview = (m: Member, csv: string, firstLine?: number) => trpcMutation(app().app, 'training.transfer.importPreview', { csv, firstLine }, m.accessToken);
  const commit = (m: Member, csv: string, mapping: Record<string, number | null> = {}, firstLine?: number) =>
    trpcMutation(app().app, 'training.transfer.importCommit', { csv, firstLine, mapping }, m.accessToken);
  /** The export as the web downloads it: a link from tRPC, then the file. */
  const exported = async (m: Member, format: 'csv' | 'hevy' | 'json') => {
    const res = await download(m, format);
    expect(res.statusCode, res.body).toBe(200);
    const filename = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1] ?? '';
    return { filename, contentType: String(res.headers['content-type']), body: res.body };
  };
  const download = async (m: Member, format: 'csv' | 'hevy' | 'json') => {
    const link = await trpcMutation(app().app, 'training.transfer.exportLink', { format }, m.accessToken);
    expect(link.status).toBe(200);
    return app().app.inject({ method: 'GET', url: trpcData(link).path });
  };
  /** A whole file as the web client sends it: previewed chunk by chunk, then committed chunk by chunk. */
  async function importFile(m: Member, text: string, mapping: Record<string, number | null> = {}): Promise<ImportResult & { names: ImportPreview['names'] }> {
    const chunks = splitFileForImport(text);
    const names: ImportPreview['names'] = [];
    for (const chunk of chunks) {
      const res = await preview(m, chunk.csv, chunk.firstLine);
      expect(res.status, res.body).toBe(200);
      for (const n of (trpcData(res) as ImportPreview).names) if (!names.some((x) => x.name === n.name)) names.push(n);
    }
    const total = { added: 0, skippedDuplicates: 0, skippedSets: 0 };
    for (const chunk of chunks) {
      const res = await commit(m, chunk.csv, mapping, chunk.firstLine);
      expect(res.status, res.body).toBe(200);
      const r = trpcData(res) as ImportResult;
      total.added += r.added;
      total.skippedDuplicates += r.skippedDuplicates;
      total.skippedSets += r.skippedSets;
    }
    return { ...total, names };
  }

  const userIdOf = async (m: Member) =>
    (await sqlRows<{ id: number }>(app().db, 'SELECT id FROM users WHERE email_key = ?', [m.loginEmail.toLowerCase()]))[0]!.id;

  /** The member's sessions read straight from the tables. */
  async function storedWorkouts(m: Member): Promise<StoredWorkout[]> {
    const userId = await userIdOf(m);
    const sessions = await sqlRows<Record<string, unknown>>(
      app().db,
      'SELECT id, name, source, started_at, finished_at, notes FROM training_sessions WHERE user_id = ? ORDER BY started_at, id',
      [userId],
    );
    const exercises = await sqlRows<Record<string, unknown>>(
      app().db,
      `SELECT e.id, e.session_id, e.position, e.exercise_id, e.exercise_name, e.notes, e.skipped, e.superset_group FROM training_exercises e
       JOIN training_sessions s ON s.id = e.session_id WHERE s.user_id = ? ORDER BY e.session_id, e.position`,
      [userId],
    );
    const sets = await sqlRows<Record<string, unknown>>(
      app().db,
      `SELECT x.exercise_id, x.position, x.kind, x.weight, x.reps, x.seconds, x.distance_m, x.level, x.rpe, x.note, x.done FROM training_sets x
       JOIN training_exercises e ON e.id = x.exercise_id JOIN training_sessions s ON s.id = e.session_id
       WHERE s.user_id = ? ORDER BY x.exercise_id, x.position`,
      [userId],
    );
    const num = (v: unknown) => (v === null ? null : Number(v));
    return sessions.map((s) => ({
      name: s.name as string,
      source: s.source as string,
      startedAt: Number(s.started_at),
      finishedAt: num(s.finished_at),
      notes: s.notes as string | null,
      exercises: exercises
        .filter((e) => e.session_id === s.id)
        .map((e) => ({
          position: Number(e.position),
          exerciseId: Number(e.exercise_id),
          exerciseName: e.exercise_name as string,
          notes: e.notes as string | null,
          skipped: Boolean(e.skipped),
          supersetGroup: num(e.superset_group),
          sets: sets
            .filter((x) => x.exercise_id === e.id)
            .map((x) => ({
              position: Number(x.position),
              kind: x.kind as string,
              weight: num(x.weight),
              reps: num(x.reps),
              seconds: num(x.seconds),
              distanceM: num(x.distance_m),
              level: num(x.level),
              rpe: num(x.rpe),
              note: x.note as string | null,
              done: Boolean(x.done),
            })),
        })),
    }));
  }

  return {
    id,
    koreanName,
    preview,
    commit,
    exported,
    download,
    importFile,
    userIdOf,
    storedWorkouts,
    trainingSnapshot: async () => Promise.all(TRAINING_TABLES.map((table) => snapshot(app().db, table))),
  };
}
