import type { RepUnit } from '../../../server/features/catalogue/catalogue.shared';
import type { PersonalRecordKind } from '../../../server/features/training/common/training.shared';

type Amount = { weight: number | null; reps: number | null; seconds: number | null; distanceM?: number | null; level?: number | null };

/** Cardio (ADR 025) counts time · distance · level. */
export type SetUnit = RepUnit | 'cardio';
export const setUnitOf = (e: { repUnit: RepUnit; loadModel: string }): SetUnit => (e.loadModel === 'cardio' ? 'cardio' : e.repUnit);

const number = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

export const kg = (value: number) => `${number.format(value)}kg`;

export const km = (metres: number) => `${number.format(Math.round(metres / 10) / 100)}km`;
export const kmText = (m: number | null) => (m === null ? '' : String(Math.round(m / 10) / 100));

export const cardioTime = (seconds: number) => restWords(Math.max(0, Math.round(seconds)));

export function formatCardio(set: { seconds: number | null; distanceM?: number | null; level?: number | null }): string {
  const parts = [cardioTime(set.seconds ?? 0)];
  if (set.distanceM != null && set.distanceM > 0) parts.push(km(set.distanceM));
  if (set.level != null) parts.push(`레벨 ${set.level}`);
  return parts.join(' · ');
}

export function formatSet(set: Amount, repUnit: SetUnit): string {
  if (repUnit === 'cardio') return formatCardio(set);
  const load = set.weight !== null && set.weight > 0 ? `${kg(set.weight)} × ` : '';
  if (repUnit === '초') return `${load}${set.seconds ?? 0}초`;
  return load ? `${load}${set.reps ?? 0}` : `${set.reps ?? 0}회`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Negative reads as 0:00. */
export function clock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

export function restWords(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s}초`;
  return s === 0 ? `${m}분` : `${m}분 ${s}초`;
}

export function duration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s}초`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}시간${m > 0 ? ` ${m}분` : ''}` : `${m}분`;
}

export function dayLabel(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = '일월화수목금토'[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${withYear ? `${y}년 ` : ''}${m}월 ${d}일 (${weekday})`;
}

export const shortDay = (date: string) => `${Number(date.slice(5, 7))}.${Number(date.slice(8, 10))}`;

export const RECORD_KIND_LABEL: Record<PersonalRecordKind, string> = {
  e1rm: '추정 1RM',
  weight: '최고 무게',
  volume: '최고 볼륨',
  reps: '최다 횟수',
};

export const recordValue = (kind: PersonalRecordKind, value: number) => (kind === 'reps' ? `${number.format(value)}회` : kg(value));

/** 'mm:ss', 'h:mm:ss', or minutes alone ('12.5' = 12:30); null when it is not a time ('1:75'). */
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
