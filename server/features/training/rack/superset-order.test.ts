import { describe, expect, test } from 'vitest';
import {
  blocksOf,
  type GroupRow,
  groupPlan,
  nextSetAfter,
  type OrderExercise,
  restAfterSet,
  settledGroups,
  supersetLabel,
  ungroupPlan,
} from './superset-order';

/** An exercise named `id` with `sets` sets `id1`, `id2` …, those listed in `done` checked off. */
function ex(
  id: string,
  position: number,
  supersetGroup: number | null,
  sets: number,
  opts: { done?: number[]; skipped?: boolean; rest?: number } = {},
): OrderExercise {
  return {
    exerciseClientId: id,
    position,
    supersetGroup,
    skipped: opts.skipped ?? false,
    restSeconds: opts.rest ?? 90,
    sets: Array.from({ length: sets }, (_, i) => ({ setClientId: `${id}${i + 1}`, done: (opts.done ?? []).includes(i + 1) })),
  };
}
const at = (set: string) => ({ exerciseClientId: set.replace(/\d+$/, ''), setClientId: set });
const next = (list: OrderExercise[], set: string) => nextSetAfter(list, at(set))?.setClientId ?? null;
const rests = (list: OrderExercise[], set: string) => restAfterSet(list, at(set))?.rests;

describe('blocks', () => {
  test('adjacent exercises sharing a number are one block; others stand alone', () => {
    const list = [ex('C', 3, 1, 1), ex('A', 1, null, 1), ex('B', 2, 1, 1), ex('D', 4, null, 1)];
    expect(blocksOf(list).map((b) => b.map((e) => e.exerciseClientId))).toEqual([['A'], ['B', 'C'], ['D']]);
  });
  test('2 is a superset, 3 or more a circuit', () => {
    expect([supersetLabel(2), supersetLabel(3), supersetLabel(5)]).toEqual(['슈퍼세트', '서킷', '서킷']);
  });
});

describe('the next set', () => {
  test('a pair goes set by set: A1, B1, A2, B2, then the next exercise', () => {
    const list = [ex('A', 1, 7, 2), ex('B', 2, 7, 2), ex('C', 3, null, 2)];
    expect(next(list, 'A1')).toBe('B1');
    list[0]!.sets[0]!.done = true;
    expect(next(list, 'B1')).toBe('A2');
    list[1]!.sets[0]!.done = true;
    expect(next(list, 'A2')).toBe('B2');
    list[0]!.sets[1]!.done = true;
    expect(next(list, 'B2')).toBe('C1');
  });
  test('a circuit of three goes round: A1 B1 C1 A2 …', () => {
    const list = [ex('A', 1, 2, 2), ex('B', 2, 2, 2), ex('C', 3, 2, 2)];
    expect(next(list, 'A1')).toBe('B1');
    expect(next(list, 'B1')).toBe('C1');
    expect(next(list, 'C1')).toBe('A2');
  });
  test('an exercise with fewer sets drops out of the later rounds', () => {
    const list = [ex('A', 1, 1, 3, { done: [1, 2] }), ex('B', 2, 1, 1, { done: [1] })];
    expect(next(list, 'A2')).toBe('A3');
    const other = [ex('A', 1, 1, 1, { done: [1] }), ex('B', 2, 1, 3, { done: [1] })];
    expect(next(other, 'B1')).toBe('B2');
    expect(next([ex('A', 1, 1, 1, { done: [1] }), ex('B', 2, 1, 3, { done: [1, 2] })], 'B2')).toBe('B3');
  });
  test('a skipped exercise has no place: the group goes on with the others', () => {
    const list = [ex('A', 1, 1, 2), ex('B', 2, 1, 2, { skipped: true }), ex('C', 3, 1, 2)];
    expect(next(list, 'A1')).toBe('C1');
    expect(next(list, 'B1')).toBeNull();
  });
  test('a member removed leaves the rest of the group in order; the last one left is on its own', () => {
    // B removed from the circuit A, B, C: A and C stay a pair.
    expect(next([ex('A', 1, 1, 2), ex('C', 2, 1, 2)], 'A1')).toBe('C1');
    // A pair without its partner: an ungrouped exercise after which the next set of its own comes.
    expect(next([ex('A', 1, 1, 2), ex('X', 2, null, 2)], 'A1')).toBe('A2');
  });
  test('sets done out of order: the next open one after, else the first open one earlier in the block', () => {
    const list = [ex('A', 1, 1, 2, { done: [2] }), ex('B', 2, 1, 2, { done: [1] })];
    // A2 and B1 done; A1 just checked → B2 is the next open after; then A… nothing earlier but A1 itself.
    expect(next(list, 'A1')).toBe('B2');
    // B2 checked last, A1 still open: back to it.
    const back = [ex('A', 1, 1, 2, { done: [2] }), ex('B', 2, 1, 2, { done: [1, 2] })];
    expect(next(back, 'B2')).toBe('A1');
  });
  test('every set done: nowhere to go; blocks before are visited last', () => {
    expect(next([ex('A', 1, null, 1, { done: [1] })], 'A1')).toBeNull();
    const list = [ex('X', 1, null, 1), ex('A', 2, 1, 1, { done: [1] }), ex('B', 3, 1, 1, { done: [1] })];
    expect(next(list, 'B1')).toBe('X1');
  });
  test('an unknown set answers null', () => {
    expect(nextSetAfter([ex('A', 1, null, 1)], { exerciseClientId: 'A', setClientId: 'Z9' })).toBeNull();
  });
});

describe('the rest after a set', () => {
  test('an exercise on its own rests after every set, with its own rest', () => {
    expect(restAfterSet([ex('A', 1, null, 2, { rest: 60, done: [1] })], at('A1'))).toEqual({ rests: true, restSeconds: 60, exerciseClientId: 'A' });
  });
  test('a pair rests only after the last exercise of the round, with that exercise’s rest', () => {
    const list = [ex('A', 1, 3, 2, { rest: 30, done: [1] }), ex('B', 2, 3, 2, { rest: 120 })];
    expect(restAfterSet(list, at('A1'))).toEqual({ rests: false, restSeconds: 120, exerciseClientId: 'B' });
    list[1]!.sets[0]!.done = true;
    expect(restAfterSet(list, at('B1'))).toEqual({ rests: true, restSeconds: 120, exerciseClientId: 'B' });
  });
  test('a circuit rests after its third exercise only', () => {
    const list = [ex('A', 1, 1, 1, { done: [1] }), ex('B', 2, 1, 1, { done: [1] }), ex('C', 3, 1, 1)];
    expect(rests(list, 'A1')).toBe(false);
    expect(rests(list, 'B1')).toBe(false);
    expect(rests(list, 'C1')).toBe(true);
  });
  test('unequal sets: a round with one member left rests after it', () => {
    const list = [ex('A', 1, 1, 3, { done: [1, 2, 3] }), ex('B', 2, 1, 2, { done: [1, 2] })];
    expect(rests(list, 'A3')).toBe(true);
    // Round 2 with B2 not done yet: A2 does not rest.
    list[1]!.sets[1]!.done = false;
    expect(rests(list, 'A2')).toBe(false);
  });
  test('a round done out of order rests when it is complete', () => {
    const list = [ex('A', 1, 1, 1), ex('B', 2, 1, 1, { done: [1] })];
    expect(rests(list, 'B1')).toBe(false);
    list[0]!.sets[0]!.done = true;
    expect(rests(list, 'A1')).toBe(true);
  });
  test('a skipped member does not hold the rest back; the rest is the last one not skipped', () => {
    const list = [ex('A', 1, 1, 1, { done: [1], rest: 45 }), ex('B', 2, 1, 1, { skipped: true, rest: 200 })];
    expect(restAfterSet(list, at('A1'))).toEqual({ rests: true, restSeconds: 45, exerciseClientId: 'A' });
  });
  test('an unknown set answers null', () => {
    expect(restAfterSet([ex('A', 1, null, 1)], at('B1'))).toBeNull();
  });
});

describe('warm-ups in a group (docs/decisions/021-set-kinds-and-warm-ups.md)', () => {
  /** A with two warm-ups (Aw1, Aw2) before its two work sets; B with two work sets. */
  const withWarmups = (done: string[] = []) => {
    const a = ex('A', 1, 1, 2);
    const warm = ['Aw1', 'Aw2'].map((id) => ({ setClientId: id, done: done.includes(id), kind: 'warmup' }));
    a.sets = [...warm, ...a.sets.map((s) => ({ ...s, kind: 'work', done: done.includes(s.setClientId) }))];
    const b = ex('B', 2, 1, 2);
    b.sets = b.sets.map((s) => ({ ...s, done: done.includes(s.setClientId) }));
    return [a, b];
  };
  const place = (set: string) => ({ exerciseClientId: set[0]!, setClientId: set });
  test('the ramp is done on its own first, then the work sets alternate: Aw1, Aw2, A1, B1, A2, B2', () => {
    const order: string[] = [];
    let done: string[] = [];
    let at: string | null = 'Aw1';
    while (at) {
      order.push(at);
      done = [...done, at];
      at = nextSetAfter(withWarmups(done), place(at))?.setClientId ?? null;
    }
    expect(order).toEqual(['Aw1', 'Aw2', 'A1', 'B1', 'A2', 'B2']);
  });
  test('a warm-up rests on its own; the rounds pair work sets, not a warm-up with B1', () => {
    expect(restAfterSet(withWarmups(['Aw1']), place('Aw1'))).toEqual({ rests: true, restSeconds: 90, exerciseClientId: 'A' });
    expect(restAfterSet(withWarmups(['Aw1', 'Aw2', 'A1']), place('A1'))?.rests).toBe(false);
    expect(restAfterSet(withWarmups(['Aw1', 'Aw2', 'A1', 'B1']), place('B1'))?.rests).toBe(true);
  });
});

const rows = (spec: string): GroupRow<string>[] =>
  spec.split(' ').map((t) => {
    const [key, group] = t.split(':');
    return { key: key!, supersetGroup: group ? Number(group) : null };
  });
const show = (plan: { order: string[]; groups: (number | null)[] } | null) =>
  plan?.order.map((k, i) => (plan.groups[i] === null ? k : `${k}:${plan.groups[i]}`)).join(' ');

describe('keeping groups whole', () => {
  test('grouping puts them adjacent in the given order, in the place of the first, with a new number', () => {
    expect(show(groupPlan(rows('A B C D'), ['B', 'D']))).toBe('A B:1 D:1 C');
    expect(show(groupPlan(rows('A B C D:4 E:4'), ['C', 'A']))).toBe('B C:5 A:5 D:4 E:4');
  });
  test('grouping again is a retry: nothing changes', () => {
    expect(groupPlan(rows('A B:1 D:1 C'), ['B', 'D'])).toBeNull();
    // Same members in another order: they are reordered.
    expect(show(groupPlan(rows('A B:1 D:1 C'), ['D', 'B']))).toBe('A D:2 B:2 C');
  });
  test('taking a member into a new group leaves its old group (one left: it dissolves)', () => {
    expect(show(groupPlan(rows('A:1 B:1 C'), ['B', 'C']))).toBe('A B:2 C:2');
    expect(show(groupPlan(rows('A:1 B:1 C:1 D'), ['C', 'D']))).toBe('A:1 B:1 C:2 D:2');
  });
  test('ungrouping moves the exercise after its block; a pair dissolves', () => {
    expect(show(ungroupPlan(rows('A:1 B:1 C:1 D'), 'A'))).toBe('B:1 C:1 A D');
    expect(show(ungroupPlan(rows('X A:1 B:1 C:1'), 'B'))).toBe('X A:1 C:1 B');
    expect(show(ungroupPlan(rows('A:1 B:1 C'), 'B'))).toBe('A B C');
    expect(ungroupPlan(rows('A:1 B:1 C'), 'C')).toBeNull();
  });
  test('after a move or a removal: a member moved away leaves; a block split keeps its parts of two', () => {
    expect(settledGroups(rows('B:1 C:1 X A:1'))).toEqual([1, 1, null, null]);
    expect(settledGroups(rows('A:1 B:1 X C:1 D:1'))).toEqual([1, 1, null, 2, 2]);
    expect(settledGroups(rows('A:1 X B:1'))).toEqual([null, null, null]);
    expect(settledGroups(rows('A:3'))).toEqual([null]);
    expect(settledGroups(rows('B:1 A:1 X'))).toEqual([1, 1, null]);
  });
});
