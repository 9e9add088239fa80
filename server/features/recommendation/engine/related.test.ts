// docs/training-science.md §6.16 rule 5: which logged lift a never-logged lift borrows its load from.
import { describe, expect, test } from 'vitest';
import { historyOf as log } from '../../../../tests/helpers/exercise-history';
import { logOf } from './related';
import { byKey, input, P1 } from './test-catalogue';
import type { Exercise, ExerciseHistory } from './types';

const withLog = (entries: [Exercise, ExerciseHistory][]) => ({ ...input(P1, ['quads']), history: new Map(entries.map(([w, h]) => [w.id, h])) });
const older = (h: ExerciseHistory): ExerciseHistory => ({ ...h, sessions: h.sessions.map((s) => ({ ...s, at: s.at - 86_400_000 * 30 })) });

describe('logOf', () => {
  test('a lift of the same family wins over a newer lift of the same pattern', () => {
    const squat = log([[120, [5, 5, 5]]]);
    const r = logOf(
      withLog([
        [byKey('back_squat'), older(squat)],
        [byKey('leg_press'), squat],
      ]),
      byKey('smith_squat'),
    );
    expect(r.relative?.from.key).toBe('back_squat');
  });

  test('among lifts of the pattern outside the family, the newest session wins', () => {
    const r = logOf(
      withLog([
        [byKey('back_squat'), older(log([[120, [5]]]))],
        [byKey('hack_squat'), log([[100, [8]]])],
      ]),
      byKey('leg_press'),
    );
    expect(r.relative?.from.key).toBe('hack_squat');
  });

  test('no relative for a lift with its own log, a dumbbell lift, or a pattern no main lift has', () => {
    const squat: [Exercise, ExerciseHistory] = [byKey('back_squat'), log([[120, [5]]])];
    expect(logOf(withLog([squat, [byKey('leg_press'), log([[100, [10]]])]]), byKey('leg_press')).relative).toBeNull();
    expect(logOf(withLog([squat]), byKey('db_squat')).relative).toBeNull();
    expect(logOf(withLog([squat]), byKey('leg_extension')).relative).toBeNull();
  });

  test('a log of warm-ups or body weight only lends nothing; an own log of nothing loaded still looks for one', () => {
    expect(logOf(withLog([[byKey('back_squat'), log([[0, [10, 10]]])]]), byKey('leg_press')).relative).toBeNull();
    const r = logOf(
      withLog([
        [byKey('back_squat'), log([[120, [5]]])],
        [byKey('leg_press'), log([[0, [10]]])],
      ]),
      byKey('leg_press'),
    );
    expect(r.relative?.from.key).toBe('back_squat');
  });
});
