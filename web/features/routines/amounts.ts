import type { RepUnit } from '../../../server/features/catalogue/catalogue.contract';
import { RepSchema, type RoutineItem, SetCountSchema, WeightSchema, weightFits } from '../../../server/features/routines/routines.contract';
import { decimalText } from '../../lib/form';

/** The three amounts as the inputs hold them (text, so max lengths and the decimal point work). */
export type AmountTexts = { weight: string; rep: string; setCount: string };
export type AmountValues = { weight: number; rep: number; setCount: number };
export type AmountKey = keyof AmountTexts;
export type AmountErrors = Partial<Record<AmountKey, string>>;

/** What kind of exercise the amounts are for: a hold counts seconds, a body-weight move may weigh 0 kg. */
export type AmountKind = { bodyweight: boolean; repUnit?: RepUnit };

/** docs/product.md §5/§9: integer digits per field (kg 3, 회 2, 세트 2); only the weight takes a decimal point. */
export const AMOUNT_FIELDS: { key: AmountKey; label: string; unit: string; intDigits: number; decimals: number }[] = [
  { key: 'weight', label: '무게', unit: 'kg', intDigits: 3, decimals: 2 },
  { key: 'rep', label: '횟수', unit: '회', intDigits: 2, decimals: 0 },
  { key: 'setCount', label: '세트', unit: '세트', intDigits: 2, decimals: 0 },
];

/**
 * Amounts never start at 0/0/0. Without a recommendation (or a saved value) a line starts at
 * 10 reps (30 seconds for a hold) and 3 sets; the weight at 0 kg for a body-weight move, and empty for
 * an exercise done with equipment, whose load only the member knows.
 */
const STARTING_REPS = 10;
const STARTING_HOLD_SECONDS = 30;
const STARTING_SETS = 3;

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n >= 1;

/** The texts a form starts with: the known amounts where they are usable, the starting ones otherwise. */
export function startingAmounts(kind: AmountKind, known?: Partial<Record<AmountKey, number | null | undefined>> | null): AmountTexts {
  const weight = known?.weight;
  const weightText = typeof weight === 'number' && weightFits(weight, kind.bodyweight) ? String(weight) : kind.bodyweight ? '0' : '';
  return {
    weight: weightText,
    rep: String(positive(known?.rep) ? known.rep : kind.repUnit === '초' ? STARTING_HOLD_SECONDS : STARTING_REPS),
    setCount: String(positive(known?.setCount) ? known.setCount : STARTING_SETS),
  };
}

/** Keeps digits (and, when decimals are allowed, the first '.') within the field's lengths. */
export const sanitizeAmount = decimalText;

// '5.' and '.5' are fine while typing; Number() reads both ('.' alone is NaN, and refused).
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Short forms of the server's messages (ROUTINE_MSG), to fit under a third of a phone's width. */
const AMOUNT_MSG = {
  weightNeeded: '무게를 입력해 주세요',
  weightZero: '0kg은 맨몸 운동만 가능해요',
  weightInvalid: '0~999kg로 입력해 주세요',
  rep: '1~99회로 입력해 주세요',
  seconds: '1~99초로 입력해 주세요',
  setCount: '1~99세트로 입력해 주세요',
} as const;

/**
 * The server's rules (routines.contract.ts) applied to the texts: reps and sets 1–99, weight 0–999.99 and
 * above 0 kg unless the exercise is a body-weight move. Empty fields are errors too.
 */
export function amountErrors(t: AmountTexts, kind: AmountKind): AmountErrors {
  const errors: AmountErrors = {};
  const weight = numberOf(t.weight);
  if (t.weight.trim() === '') errors.weight = kind.bodyweight ? AMOUNT_MSG.weightInvalid : AMOUNT_MSG.weightNeeded;
  else if (!WeightSchema.safeParse(weight).success) errors.weight = AMOUNT_MSG.weightInvalid;
  else if (!weightFits(weight, kind.bodyweight)) errors.weight = AMOUNT_MSG.weightZero;
  if (!RepSchema.safeParse(numberOf(t.rep)).success) errors.rep = kind.repUnit === '초' ? AMOUNT_MSG.seconds : AMOUNT_MSG.rep;
  if (!SetCountSchema.safeParse(numberOf(t.setCount)).success) errors.setCount = AMOUNT_MSG.setCount;
  return errors;
}

export const toAmountValues = (t: AmountTexts): AmountValues => ({
  weight: Number(t.weight) || 0,
  rep: Number(t.rep) || 0,
  setCount: Number(t.setCount) || 0,
});

/** The row editor starts from the saved amounts; a missing or unusable one gets the starting value. */
export const amountTextsOf = (w: Pick<RoutineItem, 'weight' | 'rep' | 'setCount' | 'repUnit' | 'bodyweight'>): AmountTexts =>
  startingAmounts({ bodyweight: w.bodyweight, repUnit: w.repUnit }, w);

/** docs/product.md §3: a missing amount shows as 0. */
export const formatAmounts = (w: Pick<RoutineItem, 'weight' | 'rep' | 'setCount' | 'repUnit'>) =>
  `${w.weight ?? 0}kg · ${w.rep ?? 0}${w.repUnit} · ${w.setCount ?? 0}세트`;
