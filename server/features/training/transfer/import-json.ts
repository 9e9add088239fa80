// Our own JSON export (TrainingExport) read back as sessions: done sets only, each value checked as a CSV
// cell is, a problem named by the session's number ('n번째 운동: …').
import { z } from 'zod';
import { AppError } from '../../../errors';
import { SET_KINDS, type SetKind, TRAINING_LIMITS, TRAINING_MSG } from '../common/training.shared';
import type { SourceExercise, SourceSession } from './import-rows';
import { amounts, checkStart, fail, type ImportedSet, MSG, readDistance, readExerciseName, readNotes, readSessionName, readSetNote } from './import-values';

const JSON_MSG = {
  notOurs: '핏포미에서 내보낸 JSON 파일이 아니에요',
  session: (n: number) => `${n}번째 운동을 읽을 수 없어요. 핏포미에서 내보낸 그대로의 파일을 골라 주세요`,
} as const;

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const JsonSet = z.object({
  kind: maybe(z.string()),
  weight: maybe(z.number()),
  reps: maybe(z.number()),
  seconds: maybe(z.number()),
  rpe: maybe(z.number()),
  distanceM: maybe(z.number()),
  level: maybe(z.number()),
  note: maybe(z.string()),
  done: z.boolean().optional(),
});
const JsonExercise = z.object({
  exerciseId: maybe(z.number()),
  exerciseName: z.string(),
  notes: maybe(z.string()),
  supersetGroup: maybe(z.number()),
  sets: z.array(JsonSet),
});
const JsonSession = z.object({
  name: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  notes: maybe(z.string()),
  exercises: z.array(JsonExercise),
});
const JsonDocument = z.object({ format: z.literal('fitforme-training'), version: z.literal(1), sessions: z.array(z.unknown()) });

const ISO_KOREA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Our JSON export's sessions, done sets only, each value checked as a CSV cell is ('n번째 운동: …'). */
export function readJsonSessions(text: string, firstSession: number, nowMs: number): SourceSession[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('IMPORT_INVALID', { message: JSON_MSG.notOurs });
  }
  const document = JsonDocument.safeParse(parsed);
  if (!document.success) throw new AppError('IMPORT_INVALID', { message: JSON_MSG.notOurs });
  return document.data.sessions.map((raw, i) => {
    const n = firstSession + i;
    const read = JsonSession.safeParse(raw);
    if (!read.success) throw new AppError('IMPORT_INVALID', { message: JSON_MSG.session(n) });
    try {
      return jsonSession(read.data, n, nowMs);
    } catch (error) {
      // The value readers name a line: here it is the session's number.
      if (error instanceof AppError && error.code === 'IMPORT_INVALID') {
        throw new AppError('IMPORT_INVALID', { message: error.message.replace(/^\d+번째 줄: /, `${n}번째 운동: `) });
      }
      throw error;
    }
  });
}

function jsonSession(s: z.output<typeof JsonSession>, n: number, nowMs: number): SourceSession {
  const time = (value: string) => (ISO_KOREA.test(value) && Number.isFinite(Date.parse(value)) ? Date.parse(value) : fail(n, MSG.date(value)));
  const startedAt = time(s.startedAt);
  checkStart(startedAt, n, nowMs);
  const finishedAt = time(s.finishedAt);
  if (finishedAt < startedAt) fail(n, MSG.endBeforeStart);
  if (finishedAt - startedAt > TRAINING_LIMITS.sessionSeconds * 1000) fail(n, MSG.endTooLate);
  const exercises: SourceExercise[] = [];
  for (const e of s.exercises) {
    const sets: ImportedSet[] = [];
    for (const set of e.sets) {
      if (set.done === false) continue;
      const kind = set.kind ?? 'work';
      if (!(SET_KINDS as readonly string[]).includes(kind)) fail(n, TRAINING_MSG.kind);
      const level = set.level ?? null;
      if (level !== null && !(Number.isInteger(level) && level >= 0 && level <= TRAINING_LIMITS.levelMax)) fail(n, TRAINING_MSG.level);
      sets.push({
        kind: kind as SetKind,
        ...amounts(n, set.weight ?? null, set.reps ?? null, set.seconds ?? null, set.rpe ?? null),
        distanceM: readDistance(n, 'distanceM', String(set.distanceM ?? ''), set.distanceM ?? null, 1),
        level,
        note: readSetNote(set.note ?? '', n),
      });
    }
    if (sets.length === 0) continue;
    const group = e.supersetGroup ?? null;
    exercises.push({
      name: readExerciseName(e.exerciseName, n),
      notes: readNotes(e.notes ?? '', n),
      superset: group === null ? '' : String(group),
      exerciseId: typeof e.exerciseId === 'number' && Number.isSafeInteger(e.exerciseId) ? e.exerciseId : null,
      lastOrder: null,
      sets,
    });
  }
  return { boundary: String(n), name: readSessionName(s.name, n), startedAt, finishedAt, notes: readNotes(s.notes ?? '', n), exercises };
}
