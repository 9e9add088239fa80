// The add dialog's starting amounts and the summary line of body-weight moves
// (docs/decisions/031-routine-edits-a-newcomer-can-undo.md): every implement the catalogue uses starts with a
// load the recommender could set (on its grid), so '추가하기' works at once; a body-weight move has no weight
// (saved unset) and never reads '0kg'; the undo toast's particle follows the name's last syllable.
import { describe, expect, test } from 'vitest';
import { EXERCISES } from '../../../seed/catalogue/exercises';
import { gridFor, gridValues } from '../../../server/common/implements';
import { josa } from '../../../server/common/korean.shared';
import { amountErrors, formatAmounts, STARTING_WEIGHT, startingAmounts, targetRowErrors, toAmountValues, toSetTargets } from './amounts';
import { removedText } from './undo-toast';

describe('starting amounts', () => {
  test('every loaded implement in the catalogue starts at a settable weight, 10 reps and 3 sets, with no error', () => {
    const models = new Set(EXERCISES.map((e) => e.load));
    for (const model of models) {
      if (model === 'bodyweight' || model === 'cardio') continue;
      expect(STARTING_WEIGHT[model], model).toBeDefined();
    }
    for (const e of EXERCISES) {
      if (e.load === 'bodyweight' || e.load === 'cardio') continue;
      const start = startingAmounts({ bodyweight: false, repUnit: '회', loadModel: e.load });
      expect(start, e.key).toEqual({ weight: String(STARTING_WEIGHT[e.load]), rep: '10', setCount: '3' });
      const grid = gridFor({ key: e.key, loadModel: e.load, machines: e.machines.map((key) => ({ key })) });
      expect(gridValues(grid!), e.key).toContain(Number(start.weight));
      expect(amountErrors(start, { bodyweight: false, repUnit: '회' })).toEqual({});
    }
  });

  test('a known amount wins; an implement not known starts empty and says why it waits', () => {
    expect(startingAmounts({ bodyweight: false, loadModel: 'barbell' }, { weight: 62.5, rep: 8, setCount: 5 })).toEqual({
      weight: '62.5',
      rep: '8',
      setCount: '5',
    });
    const unknown = startingAmounts({ bodyweight: false });
    expect(unknown.weight).toBe('');
    expect(amountErrors(unknown, { bodyweight: false })).toEqual({ weight: '무게를 입력해 주세요' });
  });

  test('a body-weight move has no weight: empty, no error, saved as null (also from a 0 kg recommendation)', () => {
    const kind = { bodyweight: true, repUnit: '회' as const };
    for (const known of [undefined, { weight: 0, rep: 15, setCount: 3 }, { weight: null, rep: 15, setCount: 3 }]) {
      const start = startingAmounts(kind, known);
      expect(start.weight).toBe('');
      expect(amountErrors(start, kind)).toEqual({});
      expect(toAmountValues(start, kind).weight).toBeNull();
    }
    expect(toAmountValues({ weight: '0', rep: '10', setCount: '3' }, kind).weight).toBeNull();
    // A weighted dip keeps its load.
    expect(startingAmounts(kind, { weight: 10, rep: 8, setCount: 3 }).weight).toBe('10');
    expect(toAmountValues({ weight: '10', rep: '8', setCount: '3' }, kind).weight).toBe(10);
    // Per set: an empty weight is no error and is sent unset.
    expect(targetRowErrors([{ kind: 'work', weight: '', amount: '12' }], kind).rows).toEqual([{}]);
    expect(toSetTargets([{ kind: 'work', weight: '', amount: '12' }], '회')).toEqual([{ kind: 'work', weight: null, reps: 12, seconds: null }]);
  });
});

describe('summary line', () => {
  test("a body-weight move reads '맨몸', never '0kg'", () => {
    expect(formatAmounts({ weight: null, rep: 12, setCount: 3, repUnit: '회', bodyweight: true })).toBe('맨몸 · 12회 · 3세트');
    expect(formatAmounts({ weight: 0, rep: 45, setCount: 2, repUnit: '초', bodyweight: true })).toBe('맨몸 · 45초 · 2세트');
    expect(formatAmounts({ weight: 10, rep: 8, setCount: 3, repUnit: '회', bodyweight: true })).toBe('10kg · 8회 · 3세트');
    const targets = [
      { kind: 'work' as const, weight: 0, reps: 12, seconds: null },
      { kind: 'work' as const, weight: null, reps: 8, seconds: null },
    ];
    const line = formatAmounts({ weight: 0, rep: 12, setCount: 2, repUnit: '회', bodyweight: true, setTargets: targets });
    expect(line).toBe('2세트 · 맨몸 × 12 → 맨몸 × 8');
    expect(line).not.toContain('0kg');
    // Equipment keeps the rule of docs/product.md §3: a missing amount shows as 0.
    expect(formatAmounts({ weight: null, rep: null, setCount: null, repUnit: '회', bodyweight: false })).toBe('0kg · 0회 · 0세트');
  });
});

describe('undo toast text', () => {
  test('the object particle follows the last syllable', () => {
    // The project's one particle rule (server/common/korean.shared.ts), as the toast uses it.
    expect(josa('벤치 프레스', '을/를')).toBe('벤치 프레스를');
    expect(josa('바벨 스쿼트', '을/를')).toBe('바벨 스쿼트를');
    expect(josa('푸시업', '을/를')).toBe('푸시업을');
    expect(josa('랫풀다운', '을/를')).toBe('랫풀다운을');
    expect(removedText(['T-bar'])).toBe('T-bar을(를) 루틴에서 뺐어요');
    expect(removedText(['푸시업'])).toBe('푸시업을 루틴에서 뺐어요');
    expect(removedText(['푸시업', '벤치 프레스'])).toBe('푸시업, 벤치 프레스를 루틴에서 뺐어요');
  });
});
