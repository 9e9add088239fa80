import type { MyWorkout } from '../../../server/features/routines/routines.contract';

/** The three amounts as the inputs hold them (text, so max lengths and the decimal point work). */
export type AmountTexts = { weight: string; rep: string; setCount: string };
export type AmountValues = { weight: number; rep: number; setCount: number };
export type AmountKey = keyof AmountTexts;

export const ZERO_AMOUNTS: AmountTexts = { weight: '0', rep: '0', setCount: '0' };

/** SPEC §5/§9: integer digits per field (kg 3, 회 2, 세트 2); only the weight takes a decimal point. */
export const AMOUNT_FIELDS: { key: AmountKey; label: string; unit: string; intDigits: number; decimals: number }[] = [
  { key: 'weight', label: '무게', unit: 'kg', intDigits: 3, decimals: 2 },
  { key: 'rep', label: '횟수', unit: '회', intDigits: 2, decimals: 0 },
  { key: 'setCount', label: '세트', unit: '세트', intDigits: 2, decimals: 0 },
];

/** Keeps digits (and, when decimals are allowed, the first '.') within the field's lengths. */
export function sanitizeAmount(raw: string, intDigits: number, decimals: number): string {
  const cleaned = raw.replace(decimals > 0 ? /[^\d.]/g : /\D/g, '');
  const dot = cleaned.indexOf('.');
  if (dot < 0) return cleaned.slice(0, intDigits);
  const int = cleaned.slice(0, dot).slice(0, intDigits);
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${int}.${fraction}`;
}

export const amountsComplete = (t: AmountTexts) => t.weight !== '' && t.rep !== '' && t.setCount !== '';

// '5.' and '.5' are fine while typing; Number() reads both.
export const toAmountValues = (t: AmountTexts): AmountValues => ({
  weight: Number(t.weight) || 0,
  rep: Number(t.rep) || 0,
  setCount: Number(t.setCount) || 0,
});

/** SPEC §3: a missing amount shows (and edits) as 0. */
export const amountTextsOf = (w: Pick<MyWorkout, 'weight' | 'rep' | 'setCount'>): AmountTexts => ({
  weight: String(w.weight ?? 0),
  rep: String(w.rep ?? 0),
  setCount: String(w.setCount ?? 0),
});

export const formatAmounts = (w: Pick<MyWorkout, 'weight' | 'rep' | 'setCount' | 'repUnit'>) =>
  `${w.weight ?? 0}kg · ${w.rep ?? 0}${w.repUnit} · ${w.setCount ?? 0}세트`;
