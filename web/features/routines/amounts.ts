import type { RepUnit } from '../../../server/features/catalogue/catalogue.shared';
import {
  CARDIO_START,
  cardioMinutesFit,
  RepSchema,
  ROUTINE_MSG,
  type RoutineItem,
  SET_TARGETS_MAX,
  SetCountSchema,
  type SetTarget,
  WeightSchema,
  weightFits,
} from '../../../server/features/routines/routines.shared';
import type { SetKind } from '../../../server/features/training/common/training.shared';
import { decimalText } from '../../lib/form';

export type AmountTexts = { weight: string; rep: string; setCount: string };
/** weight null: a body-weight move with no added load, never 0 kg. */
export type AmountValues = { weight: number | null; rep: number; setCount: number };
export type AmountKey = keyof AmountTexts;
export type AmountErrors = Partial<Record<AmountKey, string>>;

/** Cardio ('분') has no weight (docs/decisions/025-cardio-and-stretching.md). */
export type AmountKind = { bodyweight: boolean; repUnit?: RepUnit; loadModel?: string };

/** docs/product.md §5/§9. */
export const AMOUNT_FIELDS: { key: AmountKey; label: string; unit: string; intDigits: number; decimals: number }[] = [
  { key: 'weight', label: '무게', unit: 'kg', intDigits: 3, decimals: 2 },
  { key: 'rep', label: '횟수', unit: '회', intDigits: 2, decimals: 0 },
  { key: 'setCount', label: '세트', unit: '세트', intDigits: 2, decimals: 0 },
];

// Never 0/0/0, so '추가하기' works at once (docs/decisions/031-routine-edits-a-newcomer-can-undo.md); docs/training-science.md's beginner range.
const STARTING_REPS = 10;
const STARTING_HOLD_SECONDS = 30;
const STARTING_SETS = 3;

/** On server/common/implements.ts's grids. */
export const STARTING_WEIGHT: Readonly<Record<string, number>> = {
  barbell: 20,
  dumbbell: 5,
  stack: 10,
  plates: 10,
  plates_smith: 10,
  kettlebell: 8,
};

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n >= 1;

const isCardioKind = (kind: Pick<AmountKind, 'repUnit'>) => kind.repUnit === '분';

export function startingAmounts(kind: AmountKind, known?: Partial<Record<AmountKey, number | null | undefined>> | null): AmountTexts {
  if (isCardioKind(kind)) {
    const rep = known?.rep;
    return {
      weight: '0',
      rep: String(positive(rep) && cardioMinutesFit(rep) ? rep : CARDIO_START.minutes),
      setCount: String(positive(known?.setCount) ? known.setCount : CARDIO_START.setCount),
    };
  }
  const weight = known?.weight;
  const start = kind.bodyweight ? undefined : STARTING_WEIGHT[kind.loadModel ?? ''];
  const weightText =
    typeof weight === 'number' && weightFits(weight, kind.bodyweight) && !(kind.bodyweight && weight === 0)
      ? String(weight)
      : start === undefined
        ? ''
        : String(start);
  return {
    weight: weightText,
    rep: String(positive(known?.rep) ? known.rep : kind.repUnit === '초' ? STARTING_HOLD_SECONDS : STARTING_REPS),
    setCount: String(positive(known?.setCount) ? known.setCount : STARTING_SETS),
  };
}

export const sanitizeAmount = decimalText;

// '5.' and '.5' are fine while typing; Number() reads both ('.' alone is NaN, and refused).
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Short forms of ROUTINE_MSG, to fit under a third of a phone's width. */
const AMOUNT_MSG = {
  weightNeeded: '무게를 입력해 주세요',
  weightZero: '0kg은 맨몸 운동만 가능해요',
  weightInvalid: '0~999kg로 입력해 주세요',
  rep: '1~99회로 입력해 주세요',
  seconds: '1~99초로 입력해 주세요',
  minutes: '1~60분으로 입력해 주세요',
  setCount: '1~99세트로 입력해 주세요',
} as const;

/** The server's rules (routines.shared.ts). */
export function amountErrors(t: AmountTexts, kind: AmountKind): AmountErrors {
  const errors: AmountErrors = {};
  if (isCardioKind(kind)) {
    const minutes = numberOf(t.rep);
    if (!RepSchema.safeParse(minutes).success || !cardioMinutesFit(minutes)) errors.rep = AMOUNT_MSG.minutes;
    if (!SetCountSchema.safeParse(numberOf(t.setCount)).success) errors.setCount = AMOUNT_MSG.setCount;
    return errors;
  }
  const weight = numberOf(t.weight);
  if (t.weight.trim() === '') {
    if (!kind.bodyweight) errors.weight = AMOUNT_MSG.weightNeeded;
  } else if (!WeightSchema.safeParse(weight).success) errors.weight = AMOUNT_MSG.weightInvalid;
  else if (!weightFits(weight, kind.bodyweight)) errors.weight = AMOUNT_MSG.weightZero;
  if (!RepSchema.safeParse(numberOf(t.rep)).success) errors.rep = kind.repUnit === '초' ? AMOUNT_MSG.seconds : AMOUNT_MSG.rep;
  if (!SetCountSchema.safeParse(numberOf(t.setCount)).success) errors.setCount = AMOUNT_MSG.setCount;
  return errors;
}

export const toAmountValues = (t: AmountTexts, kind?: AmountKind): AmountValues => ({
  weight: t.weight.trim() === '' || (kind?.bodyweight && !isCardioKind(kind) && Number(t.weight) === 0) ? null : Number(t.weight) || 0,
  rep: Number(t.rep) || 0,
  setCount: Number(t.setCount) || 0,
});

export const amountTextsOf = (
  w: Pick<RoutineItem, 'weight' | 'rep' | 'setCount' | 'repUnit' | 'bodyweight'> & Partial<Pick<RoutineItem, 'loadModel'>>,
): AmountTexts => startingAmounts({ bodyweight: w.bodyweight, repUnit: w.repUnit, loadModel: w.loadModel }, w);

// '세트별로' (docs/decisions/024-per-set-targets.md).

export type TargetRowTexts = { kind: SetKind; weight: string; amount: string };
export type TargetRowErrors = Partial<Record<'weight' | 'amount', string>>;

export function targetRowsOf(w: Pick<RoutineItem, 'setTargets' | 'repUnit'>, uniform: AmountTexts): TargetRowTexts[] {
  const timed = w.repUnit === '초';
  if (w.setTargets && w.setTargets.length > 0) {
    return w.setTargets.map((t) => ({ kind: t.kind, weight: t.weight === null ? '' : String(t.weight), amount: String((timed ? t.seconds : t.reps) ?? '') }));
  }
  return rowsFromUniform(uniform);
}

export function rowsFromUniform(t: AmountTexts): TargetRowTexts[] {
  const count = Math.min(Math.max(Number(t.setCount) || 1, 1), SET_TARGETS_MAX);
  return Array.from({ length: count }, () => ({ kind: 'work' as const, weight: t.weight, amount: t.rep }));
}

/** The legacy triple's rule: the first row that is not a warm-up. */
export function uniformFromRows(rows: readonly TargetRowTexts[], fallback: AmountTexts): AmountTexts {
  const work = rows.filter((r) => r.kind !== 'warmup');
  const first = work[0];
  return first ? { weight: first.weight, rep: first.amount, setCount: String(work.length) } : fallback;
}

export function addedRow(rows: readonly TargetRowTexts[], kind: AmountKind): TargetRowTexts {
  const last = rows.at(-1);
  if (!last) return { kind: 'work', weight: kind.bodyweight ? '0' : '', amount: String(kind.repUnit === '초' ? STARTING_HOLD_SECONDS : STARTING_REPS) };
  return { ...last, kind: last.kind === 'warmup' ? 'work' : last.kind };
}

/** 2.5 kg: a pair of the smallest common plates. */
const toPlates = (kg: number) => Math.round(kg / 2.5) * 2.5;

export function pyramidRows(rows: readonly TargetRowTexts[]): TargetRowTexts[] {
  const warmups = rows.filter((r) => r.kind === 'warmup');
  const base = Number(rows.find((r) => r.kind !== 'warmup')?.weight) || 0;
  const step = (factor: number) => (base > 0 ? String(Math.max(toPlates(base * factor), base)) : String(base));
  return [...warmups, ...[12, 10, 8].map((reps, i) => ({ kind: 'work' as const, weight: step(1 + i / 10), amount: String(reps) }))];
}

export function targetRowErrors(rows: readonly TargetRowTexts[], kind: AmountKind): { rows: TargetRowErrors[]; list?: string } {
  const errors = rows.map((r) => {
    const e: TargetRowErrors = {};
    const weight = numberOf(r.weight);
    if (r.weight.trim() === '') {
      if (!kind.bodyweight) e.weight = AMOUNT_MSG.weightNeeded;
    } else if (!WeightSchema.safeParse(weight).success) e.weight = AMOUNT_MSG.weightInvalid;
    else if (!weightFits(weight, kind.bodyweight)) e.weight = AMOUNT_MSG.weightZero;
    if (!RepSchema.safeParse(numberOf(r.amount)).success) e.amount = kind.repUnit === '초' ? AMOUNT_MSG.seconds : AMOUNT_MSG.rep;
    return e;
  });
  const list =
    rows.length < 1 || rows.length > SET_TARGETS_MAX
      ? ROUTINE_MSG.targetsCount
      : rows.every((r) => r.kind === 'warmup')
        ? ROUTINE_MSG.targetsNeedWork
        : undefined;
  return list ? { rows: errors, list } : { rows: errors };
}

export function toSetTargets(rows: readonly TargetRowTexts[], repUnit: RepUnit): SetTarget[] {
  const timed = repUnit === '초';
  return rows.map((r) => {
    const amount = Number(r.amount) || 0;
    return { kind: r.kind, weight: r.weight.trim() === '' ? null : Number(r.weight) || 0, reps: timed ? null : amount, seconds: timed ? amount : null };
  });
}

const setText = (t: SetTarget, repUnit: RepUnit, bodyweight: boolean) =>
  `${bodyweight && !t.weight ? '맨몸' : `${t.weight ?? 0}kg`} × ${(repUnit === '초' ? t.seconds : t.reps) ?? 0}${repUnit === '초' ? '초' : ''}`;

/** docs/product.md §3: a missing amount shows as 0. */
export function formatAmounts(
  w: Pick<RoutineItem, 'weight' | 'rep' | 'setCount' | 'repUnit'> & Partial<Pick<RoutineItem, 'setTargets' | 'bodyweight'>>,
): string {
  const targets = w.setTargets;
  const bodyweight = !!w.bodyweight;
  if (w.repUnit === '분') return `${w.rep ?? 0}분 · ${w.setCount ?? 0}세트`;
  if (!targets || targets.length === 0) {
    const load = bodyweight && !w.weight ? '맨몸' : `${w.weight ?? 0}kg`;
    return `${load} · ${w.rep ?? 0}${w.repUnit} · ${w.setCount ?? 0}세트`;
  }
  const work = targets.filter((t) => t.kind !== 'warmup');
  const warmups = targets.length - work.length;
  const first = work[0] ? setText(work[0], w.repUnit, bodyweight) : '';
  const last = work.at(-1) ? setText(work.at(-1)!, w.repUnit, bodyweight) : '';
  return [warmups > 0 ? `워밍업 ${warmups}` : null, `${work.length}세트`, first === last ? first : `${first} → ${last}`].filter(Boolean).join(' · ');
}
