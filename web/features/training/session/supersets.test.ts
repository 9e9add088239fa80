// Supersets on the workout screen before the server answers (docs/decisions/023-supersets.md): grouping,
// ungrouping, moves and removals look as the server will store them (and applying one again changes
// nothing); the rest waits for the group's round and is the group's last exercise's.
import { describe, expect, test } from 'vitest';
import type { ActiveSession, TrainingExercise } from '../../../../server/features/training/session/session.shared';
import { exercise as fixtureExercise, session as fixtureSession, set, W } from '../../../../tests/fixtures/web-training';
import { applyChange, type Change } from './changes';
import { currentRest } from './rest';

// Exercise <id> with two sets <id>1 and <id>2, in superset <group> (or none).
const exercise = (id: string, group: number | null, over: Partial<TrainingExercise> = {}) =>
  fixtureExercise(id, [set(`${id}1`), set(`${id}2`)], { supersetGroup: group, ...over });
const session = (exercises: TrainingExercise[]) => fixtureSession(exercises, { name: '팔 날' });
const shape = (w: ActiveSession) =>
  w.exercises.map((e, i) => {
    expect(e.position).toBe(i + 1);
    return e.supersetGroup === null ? e.exerciseClientId : `${e.exerciseClientId}:${e.supersetGroup}`;
  });
const twice = (w: ActiveSession, c: Change) => applyChange(applyChange(w, c), c);

describe('the preview of grouping', () => {
  const plain = session([exercise('a', null), exercise('b', null), exercise('c', null), exercise('d', null)]);

  test('groupExercises: adjacent, in order, in the first one’s place; again changes nothing', () => {
    const c: Change = { kind: 'groupExercises', input: { sessionClientId: W, exerciseClientIds: ['b', 'd'] } };
    expect(shape(applyChange(plain, c))).toEqual(['a', 'b:1', 'd:1', 'c']);
    expect(twice(plain, c)).toEqual(applyChange(plain, c));
  });

  test('an exercise the session no longer has: nothing changes (the server refuses it)', () => {
    const c: Change = { kind: 'groupExercises', input: { sessionClientId: W, exerciseClientIds: ['b', 'gone'] } };
    expect(applyChange(plain, c)).toBe(plain);
  });

  test('ungroupExercise: after its block; a pair dissolves; again changes nothing', () => {
    const circuit = session([exercise('a', 1), exercise('b', 1), exercise('c', 1), exercise('d', null)]);
    const c: Change = { kind: 'ungroupExercise', input: { sessionClientId: W, exerciseClientId: 'a' } };
    expect(shape(applyChange(circuit, c))).toEqual(['b:1', 'c:1', 'a', 'd']);
    expect(twice(circuit, c)).toEqual(applyChange(circuit, c));
    const pair = session([exercise('a', 1), exercise('b', 1)]);
    expect(shape(applyChange(pair, { kind: 'ungroupExercise', input: { sessionClientId: W, exerciseClientId: 'b' } }))).toEqual(['a', 'b']);
  });

  test('moves and removals keep groups whole, as the server does', () => {
    const grouped = session([exercise('a', 1), exercise('b', 1), exercise('c', 1), exercise('d', null)]);
    expect(shape(applyChange(grouped, { kind: 'moveExercise', input: { sessionClientId: W, exerciseClientId: 'a', toIndex: 4 } }))).toEqual([
      'b:1',
      'c:1',
      'd',
      'a',
    ]);
    expect(shape(applyChange(grouped, { kind: 'moveExercise', input: { sessionClientId: W, exerciseClientId: 'd', toIndex: 2 } }))).toEqual([
      'a',
      'd',
      'b:1',
      'c:1',
    ]);
    const pair = session([exercise('a', 1), exercise('b', 1), exercise('c', null)]);
    expect(shape(applyChange(pair, { kind: 'removeExercise', input: { sessionClientId: W, exerciseClientId: 'a' } }))).toEqual(['b', 'c']);
  });
});

describe('the rest in a superset', () => {
  const done = (id: string, doneAt: number) => set(id, { done: true, doneAt, weight: 20, reps: 10 });

  test('after A1 there is none; after B1 it runs with the last exercise’s rest', () => {
    const a = exercise('a', 1, { restSeconds: 30, sets: [done('a1', 1000), set('a2')] });
    const b = exercise('b', 1, { restSeconds: 120, sets: [set('b1'), set('b2')] });
    expect(currentRest(session([a, b]), null)).toBeNull();
    const after = session([a, { ...b, sets: [done('b1', 5000), set('b2')] }]);
    expect(currentRest(after, null)).toEqual({ setClientId: 'b1', exerciseName: '운동 b', endsAt: 5000 + 120_000, totalSeconds: 120 });
  });

  test('an exercise on its own keeps its own rest after every set', () => {
    const a = exercise('a', null, { restSeconds: 60, sets: [done('a1', 1000), set('a2')] });
    expect(currentRest(session([a]), null)).toMatchObject({ setClientId: 'a1', endsAt: 61_000 });
  });
});
