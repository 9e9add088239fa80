// Set kinds and warm-ups on the workout screen before the server answers (web/features/training/session/
// changes.ts, set-kinds.ts): the ramp previewed with rack/warmups.ts, applied once; kinds and notes; how sets
// are named and marked; RPE in words; why warm-ups cannot be added.
import { describe, expect, test } from 'vitest';
import type { TrainingSet } from '../../../../server/features/training/common/training.shared';
import { DEFAULT_EQUIPMENT } from '../../../../server/features/training/rack/defaults';
import { type TrainingExercise, WARMUP_MSG } from '../../../../server/features/training/session/session.shared';
import { exercise as fixtureExercise, session as fixtureSession, set as fixtureSet, W } from '../../../../tests/fixtures/web-training';
import { applyChange, type Change } from './changes';
import { previewWarmups, rpeText, setLabel, takesWarmups, warmupBlocker } from './set-kinds';

// A bench press (client id 'a') planned 100 kg × 5, alone in its session.
const set = (id: string, over: Partial<TrainingSet> = {}) => fixtureSet(id, { plannedWeight: 100, plannedReps: 5, ...over });
const exercise = (sets: TrainingSet[], over: Partial<TrainingExercise> = {}) => fixtureExercise('a', sets, { exerciseName: '바벨 벤치 프레스', ...over });
const session = (e: TrainingExercise) => fixtureSession([e]);

describe('addWarmups before the server answers', () => {
  const bench = exercise([set('a1', { weight: 100 }), set('a2')]);
  const ramp = previewWarmups(bench, DEFAULT_EQUIPMENT);
  const change: Change = {
    kind: 'addWarmups',
    input: { sessionClientId: W, exerciseClientId: 'a', setClientIds: ['w1', 'w2', 'w3', 'w4'] },
    preview: ramp,
  };

  test('the ramp of rack/warmups.ts goes before the first work set, positions 1..n; again changes nothing', () => {
    expect(ramp).toEqual([
      { weight: 20, reps: 10 },
      { weight: 40, reps: 5 },
      { weight: 60, reps: 3 },
      { weight: 80, reps: 1 },
    ]);
    const once = applyChange(session(bench), change);
    expect(once.exercises[0]!.sets.map((s) => [s.setClientId, s.position, s.kind, s.plannedWeight, s.plannedReps])).toEqual([
      ['w1', 1, 'warmup', 20, 10],
      ['w2', 2, 'warmup', 40, 5],
      ['w3', 3, 'warmup', 60, 3],
      ['w4', 4, 'warmup', 80, 1],
      ['a1', 5, 'work', 100, 5],
      ['a2', 6, 'work', 100, 5],
    ]);
    expect(applyChange(once, change)).toEqual(once);
    // Another tap's ramp on top of warm-ups already there adds nothing (the server refuses it).
    expect(applyChange(once, { ...change, input: { ...change.input, setClientIds: ['x1'] } })).toEqual(once);
  });

  test('with no preview (the equipment not known here), the server answer shows them', () => {
    const w = session(bench);
    expect(applyChange(w, { ...change, preview: null })).toEqual(w);
  });

  test('a new set is planned from the last work set, not a warm-up', () => {
    const warm = exercise([
      set('w1', { kind: 'warmup', plannedWeight: 20, plannedReps: 10 }),
      set('a1', { weight: 100, reps: 5 }),
      set('w2', { kind: 'warmup', plannedWeight: 40 }),
    ]);
    const added = applyChange(session(warm), { kind: 'addSet', input: { sessionClientId: W, exerciseClientId: 'a', setClientId: 'n' } });
    expect(added.exercises[0]!.sets.at(-1)).toMatchObject({ setClientId: 'n', position: 4, kind: 'work', plannedWeight: 100, plannedReps: 5 });
  });

  test('a kind, an RPE and a note change at once; null clears the note', () => {
    const c: Change = {
      kind: 'updateSet',
      input: { sessionClientId: W, exerciseClientId: 'a', setClientId: 'a2', kind: 'drop', rpe: 8.5, note: '보조' },
      at: 1,
    };
    const once = applyChange(session(bench), c);
    expect(once.exercises[0]!.sets[1]).toMatchObject({ kind: 'drop', rpe: 8.5, note: '보조' });
    const cleared = applyChange(once, { kind: 'updateSet', input: { sessionClientId: W, exerciseClientId: 'a', setClientId: 'a2', note: null }, at: 2 });
    expect(cleared.exercises[0]!.sets[1]).toMatchObject({ kind: 'drop', rpe: 8.5, note: null });
  });
});

describe('how the screen names sets and RPE', () => {
  test('warm-ups are W and counted apart; work sets numbered; drop D, failure F', () => {
    const sets = exercise([
      set('w1', { kind: 'warmup' }),
      set('w2', { kind: 'warmup' }),
      set('a1'),
      set('a2', { kind: 'drop' }),
      set('a3', { kind: 'failure' }),
    ]).sets;
    expect(sets.map((s) => setLabel(sets, s))).toEqual([
      { name: '워밍업 1세트', mark: 'W', kindName: null },
      { name: '워밍업 2세트', mark: 'W', kindName: null },
      { name: '1세트', mark: '1', kindName: null },
      { name: '2세트', mark: 'D', kindName: '드롭 세트' },
      { name: '3세트', mark: 'F', kindName: '실패 세트' },
    ]);
  });

  test('RPE with the reps left in reserve', () => {
    expect([6, 7.5, 8, 8.5, 9.5, 10].map(rpeText)).toEqual([
      'RPE 6 · 4회 남음',
      'RPE 7.5 · 2~3회 남음',
      'RPE 8 · 2회 남음',
      'RPE 8.5 · 1~2회 남음',
      'RPE 9.5 · 0~1회 남음',
      'RPE 10 · 더 못 함',
    ]);
  });
});

describe('why warm-ups cannot be added', () => {
  test('already there, no weight yet, the bar only, the set limit; body weight and holds have no button', () => {
    expect(warmupBlocker(exercise([set('a1', { weight: 100 })]), DEFAULT_EQUIPMENT)).toBeNull();
    expect(warmupBlocker(exercise([set('w', { kind: 'warmup' }), set('a1')]), DEFAULT_EQUIPMENT)).toBe(WARMUP_MSG.already);
    expect(warmupBlocker(exercise([set('a1', { plannedWeight: null })]), DEFAULT_EQUIPMENT)).toBe(WARMUP_MSG.noWeight);
    expect(warmupBlocker(exercise([]), DEFAULT_EQUIPMENT)).toBe(WARMUP_MSG.noWeight);
    expect(warmupBlocker(exercise([set('a1', { weight: 20 })]), DEFAULT_EQUIPMENT)).toBe(WARMUP_MSG.tooLight);
    expect(warmupBlocker(exercise(Array.from({ length: 17 }, (_, i) => set(`s${i}`))), DEFAULT_EQUIPMENT)).toBe('세트는 운동마다 20개까지 기록할 수 있어요');
    // The planned weight counts when nothing is entered; unknown equipment waits for the server.
    expect(warmupBlocker(exercise([set('a1')]), undefined)).toBeNull();
    expect(takesWarmups(exercise([], { bodyweight: true, weightStep: null, loadModel: 'bodyweight' }))).toBe(false);
    expect(takesWarmups(exercise([], { repUnit: '초' }))).toBe(false);
    expect(takesWarmups(exercise([]))).toBe(true);
  });
});
