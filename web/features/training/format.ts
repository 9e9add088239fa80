// How gym mode writes amounts, times and dates in Korean.
import type { RepUnit } from '../../../server/features/catalogue/catalogue.contract';
import type { PersonalRecordKind } from '../../../server/features/training/common/training.contract';

type Amount = { weight: number | null; reps: number | null; seconds: number | null };

const number = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/** 20 → '20kg', 22.5 → '22.5kg', 12345 → '12,345kg'. */
export const kg = (value: number) => `${number.format(value)}kg`;

/** One set as the member reads it: '20kg × 10', '30초', '20kg × 30초', '12회' (body weight). */
export function formatSet(set: Amount, repUnit: RepUnit): string {
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
