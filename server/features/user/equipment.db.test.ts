// The member's equipment through the real app (tRPC user.equipment / user.updateEquipment, ADR 020 and 022):
// the Korean gym's defaults until the member says otherwise, only the fields sent change, null puts one back
// to the default, bad input is a 400 in Korean with nothing stored, each member sees only their own, and a
// login is required. The workout's answer names the bar each barbell move is loaded on.
import { describe, expect, test } from 'vitest';
import type { TestApp } from '../../../tests/helpers/app';
import { type InputOf, type Member, snapshot, trpcData, trpcError, trpcMutation, trpcQuery, trpcRawMutation } from '../../../tests/helpers/calls';
import { BENCH, eachTrainingWorld, ok, PUSH_UP, uuid } from '../../../tests/helpers/training-http';
import { DEFAULT_EQUIPMENT } from '../training/rack/defaults';
import { EQUIPMENT_MSG } from './equipment.shared';

let t: TestApp;
let a: Member;
let b: Member;
const { mutate, query } = eachTrainingWorld((w) => {
  ({ t, a, b } = w);
});

const read = async (m: Member) => trpcData(await trpcQuery(t.app, 'user.equipment', undefined, m.accessToken));
const update = (m: Member, input: InputOf<'user.updateEquipment'>) => trpcMutation(t.app, 'user.updateEquipment', input, m.accessToken);
const updateRaw = (m: Member, input: unknown) => trpcRawMutation(t.app, 'user.updateEquipment', input, m.accessToken);

const DEFAULTS = { ...DEFAULT_EQUIPMENT, custom: { barKg: false, plates: false, warmupSteps: false } };

describe('user.equipment / user.updateEquipment', () => {
  test("a member who never saved reads the Korean gym's defaults: 20 kg bar, 25…1.25 kg plates, the usual ramp", async () => {
    expect(await read(a)).toEqual(DEFAULTS);
    expect((await read(a)).plates.map((p) => p.kg)).toEqual([25, 20, 15, 10, 5, 2.5, 1.25]);
  });

  test('only the fields sent change; plates come back heaviest first; null puts a field back to the default', async () => {
    const plates = [
      { kg: 10, pairs: 2 },
      { kg: 15, pairs: null },
      { kg: 1.25, pairs: 0 },
    ];
    expect(trpcData(await update(a, { barKg: 15 }))).toEqual({ ...DEFAULTS, barKg: 15, custom: { barKg: true, plates: false, warmupSteps: false } });
    const both = trpcData(await update(a, { plates }));
    expect(both).toEqual({
      barKg: 15,
      plates: [
        { kg: 15, pairs: null },
        { kg: 10, pairs: 2 },
        { kg: 1.25, pairs: 0 },
      ],
      warmupSteps: DEFAULT_EQUIPMENT.warmupSteps,
      custom: { barKg: true, plates: true, warmupSteps: false },
    });
    const ramp = [
      { percent: 50, reps: 5 },
      { percent: 75, reps: 2 },
    ];
    expect(trpcData(await update(a, { warmupSteps: ramp }))).toEqual({ ...both, warmupSteps: ramp, custom: { barKg: true, plates: true, warmupSteps: true } });
    expect(trpcData(await update(a, {}))).toEqual({ ...both, warmupSteps: ramp, custom: { barKg: true, plates: true, warmupSteps: true } });
    // '기본값으로': every field back to the default at once.
    expect(trpcData(await update(a, { barKg: null, plates: null }))).toEqual({
      ...DEFAULTS,
      warmupSteps: ramp,
      custom: { barKg: false, plates: false, warmupSteps: true },
    });
    expect(trpcData(await update(a, { warmupSteps: null }))).toEqual(DEFAULTS);
    expect(await read(a)).toEqual(DEFAULTS);
  });

  test('an empty plate list is kept (a bar with no plates), not read as the default', async () => {
    expect(trpcData(await update(a, { plates: [] }))).toMatchObject({ plates: [], custom: { plates: true } });
    expect(trpcData(await update(a, { warmupSteps: [] }))).toMatchObject({ warmupSteps: [], custom: { warmupSteps: true } });
  });

  test('bad input is a 400 with a Korean message and nothing is stored', async () => {
    await update(a, { barKg: 15, plates: [{ kg: 20, pairs: 3 }] });
    const before = await snapshot(t.db, 'member_preferences');
    const cases: [unknown, string][] = [
      [{ barKg: -1 }, EQUIPMENT_MSG.bar],
      [{ barKg: 51 }, EQUIPMENT_MSG.bar],
      [{ barKg: 20.005 }, EQUIPMENT_MSG.bar],
      [{ barKg: '20' }, EQUIPMENT_MSG.bar],
      [{ plates: [{ kg: 0, pairs: 1 }] }, EQUIPMENT_MSG.plate],
      [{ plates: [{ kg: 60, pairs: 1 }] }, EQUIPMENT_MSG.plate],
      [{ plates: [{ kg: 20, pairs: 21 }] }, EQUIPMENT_MSG.pairs],
      [{ plates: [{ kg: 20, pairs: 1.5 }] }, EQUIPMENT_MSG.pairs],
      [{ plates: [{ kg: 20, pairs: -1 }] }, EQUIPMENT_MSG.pairs],
      [
        {
          plates: [
            { kg: 20, pairs: 1 },
            { kg: 20, pairs: null },
          ],
        },
        EQUIPMENT_MSG.plateTwice,
      ],
      [{ plates: Array.from({ length: 13 }, (_, i) => ({ kg: i + 1, pairs: null })) }, EQUIPMENT_MSG.plateKinds],
      [{ warmupSteps: [{ percent: 96, reps: 1 }] }, EQUIPMENT_MSG.warmupPercent],
      [{ warmupSteps: [{ percent: 50, reps: 0 }] }, EQUIPMENT_MSG.warmupReps],
      [{ warmupSteps: Array.from({ length: 7 }, () => ({ percent: 50, reps: 1 })) }, EQUIPMENT_MSG.warmupSteps],
    ];
    for (const [input, message] of cases) {
      const res = await updateRaw(a, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(trpcError(res).message, JSON.stringify(input)).toBe(message);
    }
    // A good field sent with a bad one is not saved either.
    expect((await updateRaw(a, { barKg: 10, plates: [{ kg: 0, pairs: 1 }] })).status).toBe(400);
    expect(await snapshot(t.db, 'member_preferences')).toBe(before);
    expect(await read(a)).toMatchObject({ barKg: 15, plates: [{ kg: 20, pairs: 3 }] });
  });

  test('each member reads and writes only their own equipment; a login is required', async () => {
    await update(a, { barKg: 10 });
    expect(await read(b)).toEqual(DEFAULTS);
    await update(b, { plates: [{ kg: 5, pairs: null }] });
    expect(await read(a)).toMatchObject({ barKg: 10, plates: DEFAULT_EQUIPMENT.plates, custom: { plates: false } });
    expect((await trpcQuery(t.app, 'user.equipment')).status).toBe(401);
    const before = await snapshot(t.db, 'member_preferences');
    expect((await trpcMutation(t.app, 'user.updateEquipment', { barKg: 15 })).status).toBe(401);
    expect(await snapshot(t.db, 'member_preferences')).toBe(before);
  });
});

describe("the workout's answer names each barbell move's bar (rack/plates.ts barFor)", () => {
  test('20 kg for the bench press, 10 kg for an EZ-bar move, null for body weight', async () => {
    const ezCurl = [...t.catalogue.current.byId.values()].find((e) => e.koreanName === 'EZ바 컬')!.id;
    const sessionClientId = uuid();
    await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    for (const exerciseId of [BENCH, ezCurl, PUSH_UP])
      await ok(mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId: uuid(), exerciseId, setClientIds: [uuid()] }));
    const active = await ok(query(a, 'session.active'));
    expect(active.exercises.map((e: { exerciseId: number; loadModel: string; barKg: number | null }) => [e.exerciseId, e.loadModel, e.barKg])).toEqual([
      [BENCH, 'barbell', 20],
      [ezCurl, 'barbell', 10],
      [PUSH_UP, 'bodyweight', null],
    ]);
  });
});
