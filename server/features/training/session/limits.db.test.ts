// Training's limits and ownership through the real app: every limit refused with a 4xx and its Korean
// message while the store stays as it was, and another member's ids behaving like unknown ones.
import { describe, expect, test } from 'vitest';
import { type Member, trpcError } from '../../../../tests/helpers/calls';
import { BENCH, eachTrainingWorld, HANGUL, ok, PLANK, SQUAT, uuid } from '../../../../tests/helpers/training-http';
import { TRAINING_MSG } from '../common/training.shared';

let a: Member;
let b: Member;
const { logSession, mutate, query, store } = eachTrainingWorld((w) => {
  ({ a, b } = w);
});

describe('limits: a 4xx with the Korean message, and nothing stored', () => {
  test('the 31st exercise, the 21st set, weight 500.01, reps 201, seconds 3601, notes of 501 characters, 0 kg on a barbell', async () => {
    const sessionClientId = uuid();
    await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    const bench = uuid();
    const plank = uuid();
    const benchSets = Array.from({ length: 20 }, () => uuid());
    await ok(mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId: bench, exerciseId: BENCH, setClientIds: benchSets }));
    await ok(mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId: plank, exerciseId: PLANK, setClientIds: [uuid()] }));
    for (let i = 3; i <= 30; i += 1) await ok(mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId: uuid(), exerciseId: i, setClientIds: [] }));
    const plankSet = (await ok(query(a, 'session.active'))).exercises[1].sets[0].setClientId;
    const set = { sessionClientId, exerciseClientId: bench, setClientId: benchSets[0] };
    const cases: [string, Parameters<typeof mutate>[1], unknown, number, string, string?][] = [
      ['31st exercise', 'session.addExercise', { sessionClientId, exerciseClientId: uuid(), exerciseId: SQUAT }, 400, '운동은 한 번에 30개까지 할 수 있어요'],
      ['21st set', 'session.addSet', { sessionClientId, exerciseClientId: bench, setClientId: uuid() }, 400, '세트는 운동마다 20개까지 기록할 수 있어요'],
      ['weight 500.01', 'session.updateSet', { ...set, weight: 500.01 }, 400, TRAINING_MSG.weight, 'weight'],
      ['weight -1', 'session.updateSet', { ...set, weight: -1 }, 400, TRAINING_MSG.weight, 'weight'],
      ['reps 201', 'session.updateSet', { ...set, reps: 201 }, 400, TRAINING_MSG.reps, 'reps'],
      [
        'seconds 3601',
        'session.updateSet',
        { sessionClientId, exerciseClientId: plank, setClientId: plankSet, seconds: 3601 },
        400,
        TRAINING_MSG.seconds,
        'seconds',
      ],
      ['exercise notes 501', 'session.updateExercise', { sessionClientId, exerciseClientId: bench, notes: '가'.repeat(501) }, 400, TRAINING_MSG.notes, 'notes'],
      ['rest 3601', 'session.updateExercise', { sessionClientId, exerciseClientId: bench, restSeconds: 3601 }, 400, TRAINING_MSG.rest, 'restSeconds'],
      ['finish notes 501', 'session.finish', { sessionClientId, notes: 'a'.repeat(501) }, 400, TRAINING_MSG.notes, 'notes'],
      ['0 kg on a barbell', 'session.updateSet', { ...set, weight: 0, reps: 5, done: true }, 400, TRAINING_MSG.weightNeeded, 'weight'],
      ['a bad client id', 'session.addSet', { sessionClientId, exerciseClientId: bench, setClientId: 'not-a-uuid' }, 400, TRAINING_MSG.clientId, 'setClientId'],
    ];
    const before = await store();
    for (const [what, path, input, status, message, field] of cases) {
      const r = await mutate(a, path, input);
      expect(r.status, what).toBe(status);
      const error = trpcError(r);
      expect(error.message, what).toBe(message);
      expect(error.message, what).toMatch(HANGUL);
      if (field) expect(error.data.fieldErrors?.[field], what).toEqual([message]);
      expect(await store(), what).toBe(before);
    }
    // The edges themselves are fine: 500 kg, 200 reps, 3600 s, 500 characters.
    await ok(mutate(a, 'session.updateSet', { ...set, weight: 500, reps: 200 }));
    await ok(mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: plank, setClientId: plankSet, seconds: 3600, weight: 0 }));
    await ok(mutate(a, 'session.updateExercise', { sessionClientId, exerciseClientId: bench, notes: '가'.repeat(500) }));
  });

  test('history edits are held to the same limits', async () => {
    const { sessionId } = await logSession(a, [{ exerciseId: BENCH, sets: [{ weight: 60, reps: 10 }] }]);
    const logged = await ok(query(a, 'history.get', { id: sessionId }));
    const setClientId = logged.exercises[0].sets[0].setClientId;
    const before = await store();
    for (const [input, message] of [
      [{ sets: [{ setClientId, weight: 500.01 }] }, TRAINING_MSG.weight],
      [{ sets: [{ setClientId, reps: 201 }] }, TRAINING_MSG.reps],
      [{ sets: [{ setClientId, weight: 0 }] }, TRAINING_MSG.weightNeeded],
      [{ notes: 'a'.repeat(501) }, TRAINING_MSG.notes],
      [{ name: '' }, TRAINING_MSG.name],
    ] as const) {
      const r = await mutate(a, 'history.edit', { id: sessionId, name: '바뀜', ...input });
      expect(r.status).toBe(400);
      expect(trpcError(r).message).toBe(message);
      expect(await store()).toBe(before);
    }
  });
});

describe('ownership: another member’s ids behave like unknown ones', () => {
  test('the active workout, history and progress of A are out of B’s reach, and nothing of A changes', async () => {
    const done = await logSession(a, [{ exerciseId: BENCH, sets: [{ weight: 60, reps: 10 }] }]);
    const sessionClientId = uuid();
    const exerciseClientId = uuid();
    const setClientId = uuid();
    await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    await ok(mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId, exerciseId: BENCH, setClientIds: [setClientId] }));
    const before = await store();
    const theirs = { sessionClientId, exerciseClientId };
    for (const [path, input] of [
      ['session.addExercise', { ...theirs, exerciseClientId: uuid(), exerciseId: BENCH }],
      ['session.removeExercise', theirs],
      ['session.moveExercise', { ...theirs, toIndex: 1 }],
      ['session.updateExercise', { ...theirs, skipped: true }],
      ['session.addSet', { ...theirs, setClientId: uuid() }],
      ['session.removeSet', { ...theirs, setClientId }],
      ['session.updateSet', { ...theirs, setClientId, weight: 100 }],
      ['session.finish', { sessionClientId }],
    ] as const) {
      const r = await mutate(b, path, input);
      expect(r.status, path).toBe(404);
      expect(trpcError(r), path).toMatchObject({ message: '진행 중인 운동이 없어요', data: { appCode: 'TRAINING_NOT_ACTIVE' } });
    }
    expect(await ok(mutate(b, 'session.discard', { sessionClientId }))).toEqual({ ok: true });
    for (const [path, input, kind] of [
      ['history.edit', { id: done.sessionId, name: '남의 것' }, 'mutation'],
      ['history.delete', { id: done.sessionId }, 'mutation'],
      ['session.saveAsRoutine', { sessionId: done.sessionId }, 'mutation'],
      ['history.get', { id: done.sessionId }, 'query'],
      ['history.get', { id: (await ok(query(a, 'session.active'))).sessionId }, 'query'],
    ] as const) {
      const r = kind === 'query' ? await query(b, path, input) : await mutate(b, path, input);
      expect(r.status, path).toBe(404);
      expect(trpcError(r), path).toMatchObject({ message: '운동 기록을 찾을 수 없어요', data: { appCode: 'TRAINING_NOT_FOUND' } });
    }
    expect(await store()).toBe(before);
    expect(await ok(query(b, 'session.active'))).toBeNull();
    expect(await ok(query(b, 'history.list', { page: 1 }))).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect(await ok(query(b, 'history.calendar', { month: '2026-11' }))).toEqual({ month: '2026-11', days: [] });
    expect(await ok(query(b, 'progress.exercises'))).toEqual([]);
    expect(await ok(query(b, 'progress.records'))).toEqual([]);
    expect((await ok(query(b, 'progress.exercise', { exerciseId: BENCH }))).points).toEqual([]);
    expect((await ok(query(b, 'progress.bodyParts'))).every((w: { sets: number }) => w.sets === 0)).toBe(true);
  });
});
