// How gym mode writes amounts, times and dates in Korean.
import type { RepUnit } from '../../../server/features/catalogue/catalogue.shared';
import type { PersonalRecordKind } from '../../../server/features/training/common/training.shared';

type Amount = { weight: number | null; reps: number | null; seconds: number | null; distanceM?: number | null; level?: number | null };

/** How a set is counted: reps ('회'), seconds ('초') or, for cardio (ADR 025), time · distance · level. */
export type SetUnit = RepUnit | 'cardio';
export const setUnitOf = (e: { repUnit: RepUnit; loadModel: string }): SetUnit => (e.loadModel === 'cardio' ? 'cardio' : e.repUnit);

const number = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/** 20 → '20kg', 22.5 → '22.5kg', 12345 → '12,345kg'. */
export const kg = (value: number) => `${number.format(value)}kg`;

/** Metres as kilometres, up to 2 decimals: 5200 → '5.2km', 5000 → '5km', 12345 → '12.35km'. */
export const km = (metres: number) => `${number.format(Math.round(metres / 10) / 100)}km`;
/** Metres as a distance field shows them: km with up to 2 decimals (5200 → '5.2'; none → ''). */
export const kmText = (m: number | null) => (m === null ? '' : String(Math.round(m / 10) / 100));

/** A cardio time in words: whole minutes '30분', else '30분 15초', under a minute '45초'. */
export const cardioTime = (seconds: number) => restWords(Math.max(0, Math.round(seconds)));

/** A cardio set (ADR 025): '30분 · 5.2km · 레벨 8'; distance and level only when logged. */
export function formatCardio(set: { seconds: number | null; distanceM?: number | null; level?: number | null }): string {
  const parts = [cardioTime(set.seconds ?? 0)];
  if (set.distanceM != null && set.distanceM > 0) parts.push(km(set.distanceM));
  if (set.level != null) parts.push(`레벨 ${set.level}`);
  return parts.join(' · ');
}

/** One set as the member reads it: '20kg × 10', '30초', '20kg × 30초', '12회' (body weight), '30분 · 5.2km · 레벨 8' (cardio). */
export function formatSet(set: Amount, repUnit: SetUnit): string {
  if (repUnit === 'cardio') return formatCardio(set);
  const load = set.weight !== null && set.weight > 0 ? `${kg(set.weight)} × ` : '';
  if (repUnit === '초') return `${load}${set.seconds ?? 0}초`;
  return load ? `${load}${set.reps ?? 0}` : `${set.reps ?? 0}회`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A running clock: '1:05' (minutes:seconds), '1:02:03' past an hour. Negative reads as 0:00. */
export function clock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** A rest in words: '30초', '1분', '1분 30초'. */
export function restWords(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s}초`;
  return s === 0 ? `${m}분` : `${m}분 ${s}초`;
}

/** A duration in words: '1시간 5분', '45분', '30초'. */
export function duration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s}초`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}시간${m > 0 ? ` ${m}분` : ''}` : `${m}분`;
}

/** '2026-11-22' → '11월 22일 (일)'. */
export function dayLabel(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = '일월화수목금토'[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${withYear ? `${y}년 ` : ''}${m}월 ${d}일 (${weekday})`;
}

/** '2026-11-22' → '11.22', for chart axes. */
export const shortDay = (date: string) => `${Number(date.slice(5, 7))}.${Number(date.slice(8, 10))}`;

export const RECORD_KIND_LABEL: Record<PersonalRecordKind, string> = {
  e1rm: '추정 1RM',
  weight: '최고 무게',
  volume: '최고 볼륨',
  reps: '최다 횟수',
};

/** A record's value with its unit: kg for e1RM, weight and volume, 회 for reps. */
export const recordValue = (kind: PersonalRecordKind, value: number) => (kind === 'reps' ? `${number.format(value)}회` : kg(value));

/**
 * A cardio time as typed (ADR 025): 'mm:ss' ('30:00', '5:30'), 'h:mm:ss', or minutes alone ('30', '12.5' =
 * 12:30). null when it is not a time (empty, '1:75', '::').
 */
export function parseCardioTime(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (/^\d+(\.\d+)?$/.test(t)) return Math.round(Number(t) * 60);
  const parts = t.split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const [first, ...rest] = parts.map(Number) as [number, ...number[]];
  if (rest.some((n) => n > 59)) return null;
  return rest.reduce((total, n) => total * 60 + n, first);
}
