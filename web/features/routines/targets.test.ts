// The routine row editor's per-set targets (web/features/routines/amounts.ts): the summary line, the rows an
// item starts '세트별로' with, switching back to the three fields, '피라미드', the rows' rules (the
// contract's) and what is sent.
import { describe, expect, test } from 'vitest';
import { ROUTINE_MSG } from '../../../server/features/routines/routines.shared';
import {
  addedRow,
  amountErrors,
  formatAmounts,
  pyramidRows,
  rowsFromUniform,
  startingAmounts,
  targetRowErrors,
  targetRowsOf,
  toAmountValues,
  toSetTargets,
  uniformFromRows,
} from './amounts';

const loaded = { bodyweight: false, repUnit: '회' as const };
const uniform = { weight: '60', rep: '10', setCount: '3' };

describe('the summary line', () => {
  test('uniform as before; per-set: warm-ups, the sets that are not, the first and the last', () => {
    expect(formatAmounts({ weight: 60, rep: 10, setCount: 3, repUnit: '회', setTargets: null })).toBe('60kg · 10회 · 3세트');
    expect(formatAmounts({ weight: null, rep: null, setCount: null, repUnit: '회' })).toBe('0kg · 0회 · 0세트');
    const pyramid = [
      { kind: 'work', weight: 60, reps: 12, seconds: null },
      { kind: 'work', weight: 65, reps: 10, seconds: null },
      { kind: 'drop', weight: 65, reps: 10, seconds: null },
      { kind: 'work', weight: 70, reps: 8, seconds: null },
    ] as const;
    expect(formatAmounts({ weight: 60, rep: 12, setCount: 4, repUnit: '회', setTargets: [...pyramid] })).toBe('4세트 · 60kg × 12 → 70kg × 8');
    expect(
      formatAmounts({ weight: 60, rep: 12, setCount: 1, repUnit: '회', setTargets: [{ kind: 'warmup', weight: 20, reps: 10, seconds: null }, pyramid[0]] }),
    ).toBe('워밍업 1 · 1세트 · 60kg × 12');
    expect(
      formatAmounts({
        weight: 0,
        rep: 45,
        setCount: 2,
        repUnit: '초',
        setTargets: [
          { kind: 'work', weight: 0, reps: null, seconds: 45 },
          { kind: 'work', weight: 0, reps: null, seconds: 60 },
        ],
      }),
    ).toBe('2세트 · 0kg × 45초 → 0kg × 60초');
  });
});

describe('rows', () => {
  test('from the item’s targets, else its uniform sets; back to the fields from the first work row', () => {
    expect(targetRowsOf({ repUnit: '회', setTargets: null }, uniform)).toEqual([
      { kind: 'work', weight: '60', amount: '10' },
      { kind: 'work', weight: '60', amount: '10' },
      { kind: 'work', weight: '60', amount: '10' },
    ]);
    expect(targetRowsOf({ repUnit: '초', setTargets: [{ kind: 'failure', weight: 0, reps: null, seconds: 40 }] }, uniform)).toEqual([
      { kind: 'failure', weight: '0', amount: '40' },
    ]);
    expect(rowsFromUniform({ weight: '1', rep: '1', setCount: '99' })).toHaveLength(20);
    const rows = [
      { kind: 'warmup' as const, weight: '20', amount: '10' },
      { kind: 'work' as const, weight: '60', amount: '12' },
      { kind: 'work' as const, weight: '70', amount: '8' },
    ];
    expect(uniformFromRows(rows, uniform)).toEqual({ weight: '60', rep: '12', setCount: '2' });
    expect(uniformFromRows([rows[0]!], uniform)).toBe(uniform);
    expect(addedRow(rows, loaded)).toEqual({ kind: 'work', weight: '70', amount: '8' });
    expect(addedRow([rows[0]!], loaded)).toEqual({ kind: 'work', weight: '20', amount: '10' });
    expect(addedRow([], { bodyweight: true, repUnit: '초' })).toEqual({ kind: 'work', weight: '0', amount: '30' });
  });

  test('피라미드: warm-ups kept, 12 / 10 / 8 with the weight going up by 2.5 kg steps; body weight stays 0', () => {
    const rows = [
      { kind: 'warmup' as const, weight: '20', amount: '10' },
      { kind: 'work' as const, weight: '60', amount: '10' },
    ];
    expect(pyramidRows(rows)).toEqual([
      rows[0],
      { kind: 'work', weight: '60', amount: '12' },
      { kind: 'work', weight: '65', amount: '10' },
      { kind: 'work', weight: '72.5', amount: '8' },
    ]);
    expect(pyramidRows([{ kind: 'work', weight: '0', amount: '15' }]).map((r) => [r.weight, r.amount])).toEqual([
      ['0', '12'],
      ['0', '10'],
      ['0', '8'],
    ]);
  });

  test('the contract’s rules per row; at least one set that is not a warm-up; what is sent', () => {
    const errors = targetRowErrors(
      [
        { kind: 'work', weight: '', amount: '10' },
        { kind: 'work', weight: '0', amount: '0' },
        { kind: 'work', weight: '60', amount: '12' },
      ],
      loaded,
    );
    expect(errors).toEqual({ rows: [{ weight: '무게를 입력해 주세요' }, { weight: '0kg은 맨몸 운동만 가능해요', amount: '1~99회로 입력해 주세요' }, {}] });
    expect(targetRowErrors([{ kind: 'warmup', weight: '20', amount: '10' }], loaded).list).toBe(ROUTINE_MSG.targetsNeedWork);
    expect(targetRowErrors([], loaded).list).toBe(ROUTINE_MSG.targetsCount);
    expect(targetRowErrors([{ kind: 'work', weight: '0', amount: '100' }], { bodyweight: true, repUnit: '초' }).rows).toEqual([
      { amount: '1~99초로 입력해 주세요' },
    ]);
    expect(toSetTargets([{ kind: 'drop', weight: '62.5', amount: '8' }], '회')).toEqual([{ kind: 'drop', weight: 62.5, reps: 8, seconds: null }]);
    expect(toSetTargets([{ kind: 'work', weight: '0', amount: '45' }], '초')).toEqual([{ kind: 'work', weight: 0, reps: null, seconds: 45 }]);
  });
});

describe('a cardio item (ADR 025): minutes, no weight', () => {
  const cardio = { bodyweight: false, repUnit: '분' as const };
  test('starts at one set of 30 minutes with weight 0; keeps saved minutes that fit', () => {
    expect(startingAmounts(cardio)).toEqual({ weight: '0', rep: '30', setCount: '1' });
    expect(startingAmounts(cardio, { weight: null, rep: 45, setCount: 2 })).toEqual({ weight: '0', rep: '45', setCount: '2' });
    // A legacy row of 90 'minutes' cannot be planned: the form starts at 30.
    expect(startingAmounts(cardio, { weight: 20, rep: 90, setCount: 1 })).toEqual({ weight: '0', rep: '30', setCount: '1' });
  });
  test('the rules: 1–60 minutes, sets 1–99, no weight error (there is no weight field)', () => {
    expect(amountErrors({ weight: '', rep: '30', setCount: '1' }, cardio)).toEqual({});
    expect(amountErrors({ weight: '0', rep: '61', setCount: '0' }, cardio)).toEqual({ rep: '1~60분으로 입력해 주세요', setCount: '1~99세트로 입력해 주세요' });
    expect(amountErrors({ weight: '0', rep: '', setCount: '1' }, cardio)).toEqual({ rep: '1~60분으로 입력해 주세요' });
    expect(toAmountValues({ weight: '0', rep: '30', setCount: '1' })).toEqual({ weight: 0, rep: 30, setCount: 1 });
  });
  test('the summary line is minutes and sets', () => {
    expect(formatAmounts({ weight: 0, rep: 30, setCount: 1, repUnit: '분', setTargets: null })).toBe('30분 · 1세트');
  });
});
