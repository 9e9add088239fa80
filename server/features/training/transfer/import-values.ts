// The first problem refuses the chunk with IMPORT_INVALID naming the file's line, so nothing of a malformed
// file is stored. Times are Korean wall-clock (Korea keeps UTC+9 all year); weight 0 is decided at commit.

import { koreaDateTime, koreaInstant } from '../../../common/korea-time.shared';
import { hasForbiddenChars, hasVisibleChar, nfc } from '../../../common/text.shared';
import { AppError } from '../../../errors';
import { type SetKind, TRAINING_LIMITS, TRAINING_MSG } from '../common/training.shared';
import { SESSION_NAME_MAX, UNNAMED_SESSION } from './import-identity';

export type ImportedAmounts = { weight: number | null; reps: number | null; seconds: number | null; rpe: number | null };
export type ImportedSet = ImportedAmounts & { kind: SetKind; distanceM: number | null; level: number | null; note: string | null };

const EXERCISE_NAME_MAX = 200;
export const LB_IN_KG = 0.45359237;
const DISTANCE_MAX_KM = TRAINING_LIMITS.distanceM / 1000;

export const MSG = {
  header: 'Strong이나 Hevy에서 내보낸 CSV 파일이 아니에요. 첫 줄의 열 이름을 알 수 없어요',
  fieldCount: (want: number, got: number) => `값이 ${want}개여야 하는데 ${got}개예요`,
  date: (value: string) => `날짜 '${shown(value)}'를 읽을 수 없어요`,
  when: (value: string) => `날짜 '${value}'의 운동은 가져올 수 없어요. 1900년부터 오늘까지의 운동만 가져와요`,
  number: (column: string, value: string) => `${column} 값 '${shown(value)}'를 숫자로 읽을 수 없어요`,
  duration: (value: string) => `운동 시간 '${shown(value)}'를 읽을 수 없어요`,
  durationLong: (value: string) => `운동 시간 '${shown(value)}'를 가져올 수 없어요. 운동 한 번은 ${TRAINING_LIMITS.sessionSeconds / 3600}시간까지예요`,
  distance: (column: string, value: string) => `${column} 값 '${shown(value)}'는 0~${DISTANCE_MAX_KM}km 사이여야 해요`,
  weightUnit: (value: string) => `무게 단위 '${shown(value)}'를 알 수 없어요 (kg 또는 lbs)`,
  exerciseName: '운동 이름이 비어 있어요',
  exerciseNameLong: `운동 이름은 ${EXERCISE_NAME_MAX}자까지 읽을 수 있어요`,
  endBeforeStart: '운동을 끝낸 시간이 시작한 시간보다 빨라요',
  endTooLate: `운동을 끝낸 시간이 시작한 시간보다 ${TRAINING_LIMITS.sessionSeconds / 3600}시간 넘게 늦어요`,
  setType: (value: string) => `set_type 값 '${shown(value)}'를 알 수 없어요 (warmup, normal, dropset, failure)`,
  rpe: `RPE는 ${TRAINING_LIMITS.rpeMin}~${TRAINING_LIMITS.rpeMax} 사이 0.5 단위로 입력해 주세요`,
} as const;

function shown(value: string): string {
  const chars = [...value.trim()];
  return chars.length > 20 ? `${chars.slice(0, 20).join('')}…` : chars.join('');
}

export const fail = (line: number, reason: string): never => {
  throw new AppError('IMPORT_INVALID', { message: `${line}번째 줄: ${reason}` });
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/;
const HEVY_TIME = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/;

export function readTime(raw: string): number | null {
  const text = raw.replace(/[\u00a0\u202f]/g, ' ').trim();
  let year: number;
  let month: number;
  let day: number;
  let parts: RegExpExecArray | null = ISO_TIME.exec(text);
  if (parts) {
    year = Number(parts[1]);
    month = Number(parts[2]);
    day = Number(parts[3]);
  } else {
    parts = HEVY_TIME.exec(text);
    if (!parts) return null;
    day = Number(parts[1]);
    month = MONTHS.indexOf(parts[2]!.toLowerCase()) + 1;
    year = Number(parts[3]);
    if (month === 0) return null;
  }
  let hour = Number(parts[4]);
  const minute = Number(parts[5]);
  const second = Number(parts[6] ?? 0);
  const meridiem = parts[7]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (year < 1000 || year > 9999) return null;
  return koreaInstant(year, month, day, hour, minute, second);
}

export const EARLIEST_START_MS = Date.UTC(1900, 0, 1) - 9 * 3_600_000;
/** A device's clock or time zone may run up to a day ahead of ours. */
const CLOCK_LEEWAY_MS = 24 * 3_600_000;

export function checkStart(startedAt: number, line: number, nowMs: number): void {
  if (startedAt < EARLIEST_START_MS || startedAt > nowMs + CLOCK_LEEWAY_MS) fail(line, MSG.when(koreaDateTime(startedAt)));
}

export function readDuration(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return 0;
  if (/^\d+$/.test(text)) return Number(text);
  const parts = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/i.exec(text);
  if (!parts || (parts[1] === undefined && parts[2] === undefined && parts[3] === undefined)) return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

function readText(raw: string): string | null {
  const text = nfc(raw)
    .replace(/\r\n|[\r\n\t]/g, ' ')
    .trim();
  return text === '' ? null : text;
}

export function readNotes(raw: string, line: number): string | null {
  const notes = readText(raw);
  if (notes === null) return null;
  if ([...notes].length > TRAINING_LIMITS.notes) fail(line, TRAINING_MSG.notes);
  if (hasForbiddenChars(notes)) fail(line, TRAINING_MSG.textInvalid);
  return notes;
}

export function readSessionName(raw: string, line: number): string {
  const name = readText(raw)?.replace(/\s+/g, ' ');
  if (!name || !hasVisibleChar(name)) return UNNAMED_SESSION;
  if (hasForbiddenChars(name)) fail(line, TRAINING_MSG.textInvalid);
  // Longer names than ours (30) are cut, as a member would have to.
  return [...name].slice(0, SESSION_NAME_MAX).join('').trim();
}

export function readExerciseName(raw: string, line: number): string {
  const name = readText(raw)?.replace(/\s+/g, ' ');
  if (!name || !hasVisibleChar(name)) return fail(line, MSG.exerciseName);
  if ([...name].length > EXERCISE_NAME_MAX) fail(line, MSG.exerciseNameLong);
  if (hasForbiddenChars(name)) fail(line, TRAINING_MSG.textInvalid);
  return name;
}

export function readSetNote(raw: string, line: number): string | null {
  const note = readText(raw);
  if (note === null) return null;
  if ([...note].length > TRAINING_LIMITS.setNote) fail(line, TRAINING_MSG.setNote);
  if (hasForbiddenChars(note)) fail(line, TRAINING_MSG.textInvalid);
  return note;
}

export function readDistance(line: number, column: string, raw: string, value: number | null, metresPer: number): number | null {
  if (value === null) return null;
  const metres = Math.round(value * metresPer);
  if (!(value >= 0) || metres > TRAINING_LIMITS.distanceM) fail(line, MSG.distance(column, raw));
  return metres === 0 ? null : metres;
}

export function amounts(line: number, rawWeight: number | null, rawReps: number | null, rawSeconds: number | null, rawRpe: number | null): ImportedAmounts {
  const weight = rawWeight === null ? null : Math.round(rawWeight * 100) / 100;
  if (weight !== null && (weight < 0 || weight > TRAINING_LIMITS.weightKg)) fail(line, TRAINING_MSG.weight);
  if (rawReps !== null && (!Number.isInteger(rawReps) || rawReps < 0 || rawReps > TRAINING_LIMITS.reps)) fail(line, TRAINING_MSG.reps);
  const seconds = rawSeconds === null ? null : Math.round(rawSeconds);
  if (seconds !== null && (seconds < 0 || seconds > TRAINING_LIMITS.seconds)) fail(line, TRAINING_MSG.seconds);
  const rpe = rawRpe === 0 ? null : rawRpe;
  if (rpe !== null && (rpe < TRAINING_LIMITS.rpeMin || rpe > TRAINING_LIMITS.rpeMax || !Number.isInteger(rpe * 2))) fail(line, MSG.rpe);
  const timed = seconds !== null && seconds > 0;
  return { weight, reps: rawReps === 0 && timed ? null : rawReps, seconds: timed ? seconds : null, rpe };
}
