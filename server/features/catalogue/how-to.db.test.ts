// How-to and movement illustrations in the database and the answers (docs/decisions/033-movement-illustrations.md):
// the catalogue sync writes each exercise's how-to and pose data (exercises.how_to, exercises.movement), the
// detail answer carries them (the pose data as picture paths), cards get the still, legacy clients get the
// animated picture as imgPath; an exercise without them degrades to today's muscle map and description.
// Real databases (SQLite file or PostgreSQL in server-pg), the real sync, the real app.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { api, type Member, signUpMember, trpcData, trpcMutation, trpcQuery } from '../../../tests/helpers/calls';
import { freshDb, rows, runCleanups } from '../../../tests/helpers/catalogue-sync';
import type { ExerciseSeed } from './catalogue-data';
import { CATALOGUE, type CatalogueData, changeCount, syncCatalogue } from './sync/sync';

/** The reference entry (바벨 벤치 프레스): it has a movement and a how-to. */
const BENCH = CATALOGUE.exercises.find((e) => e.key === 'bench_press')!;
const withBench = (bench: ExerciseSeed): CatalogueData => ({ ...CATALOGUE, exercises: CATALOGUE.exercises.map((e) => (e.key === BENCH.key ? bench : e)) });
const { howTo: _howTo, movement: _movement, ...BARE_BENCH } = BENCH;
/** bench_press as it was before how-tos: no how-to, no movement. */
const WITHOUT = withBench(BARE_BENCH);

/** A JSON column as stored: text on SQLite, jsonb (already parsed) on PostgreSQL. */
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
const stored = async (db: Parameters<typeof rows>[0]) => {
  const [row] = await rows(db, 'SELECT how_to, movement FROM exercises WHERE key = ?', BENCH.key);
  return { howTo: json(row!.how_to), movement: json(row!.movement) };
};

describe('the catalogue sync', () => {
  afterEach(runCleanups);

  test('writes each exercise’s how-to and pose data, rewrites them when they change, clears them when removed', async () => {
    const { db } = await freshDb();
    expect(BENCH.howTo).toBeDefined();
    expect(await stored(db)).toEqual({ howTo: BENCH.howTo, movement: JSON.parse(JSON.stringify(BENCH.movement)) });

    const edited = { ...BENCH.howTo!, breathing: '바를 내리며 들이마시고, 밀어 올리며 내쉬어요.' };
    const summary = await syncCatalogue(db, withBench({ ...BENCH, howTo: edited }));
    expect(changeCount(summary)).toBe(1);
    expect(summary.exercises.updated).toEqual([BENCH.key]);
    expect((await stored(db)).howTo).toEqual(edited);

    await syncCatalogue(db, WITHOUT);
    expect(await stored(db)).toEqual({ howTo: null, movement: null });

    // Unchanged data is a no-op, and coming back restores both.
    expect((await syncCatalogue(db, WITHOUT)).upToDate).toBe(true);
    await syncCatalogue(db, CATALOGUE);
    expect((await stored(db)).howTo).toEqual(BENCH.howTo);
  });
});

describe('the answers', () => {
  let t: TestApp;
  let member: Member;
  beforeEach(async () => {
    t = await buildTestApp();
    member = await signUpMember(t.app);
  });
  afterEach(async () => t.close());

  const benchId = () => t.catalogue.current.byKey.exercises.get(BENCH.key)!.id;
  const detail = async () => trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id: benchId() }));
  const searchHit = async () => trpcData(await trpcQuery(t.app, 'catalogue.search', { keyword: BENCH.koreanName })).items.find((i) => i.id === benchId())!;

  test('the detail carries the how-to and the movement pictures; cards get the still; the muscle map stays imgPath', async () => {
    const exercise = await detail();
    expect(exercise.howTo).toEqual(BENCH.howTo);
    expect(exercise.movement).toEqual({
      animated: `/media/movements/${BENCH.key}.svg`,
      still: `/media/movements/${BENCH.key}.still.svg`,
      frames: `/media/movements/${BENCH.key}.frames.svg`,
      caption: BENCH.movement!.caption ?? null,
    });
    expect(exercise.imgPath).toBe(`/media/exercises/${BENCH.key}.svg`);
    for (const path of Object.values(exercise.movement!).filter((p) => typeof p === 'string' && p.startsWith('/'))) {
      expect((await t.app.inject({ method: 'GET', url: path as string })).statusCode, String(path)).toBe(200);
    }
    const hit = await searchHit();
    expect(hit.stillPath).toBe(`/media/movements/${BENCH.key}.still.svg`);
    expect(hit.imgPath).toBe(`/media/exercises/${BENCH.key}.svg`);

    const routine = trpcData(await trpcMutation(t.app, 'routines.create', { name: '가슴 루틴' }, member.accessToken));
    expect((await trpcMutation(t.app, 'routines.addItem', { routineIds: [routine.routineId], exerciseId: benchId() }, member.accessToken)).status).toBe(200);
    const [item] = trpcData(await trpcQuery(t.app, 'routines.items', { routineId: routine.routineId }, member.accessToken));
    expect(item!.stillPath).toBe(`/media/movements/${BENCH.key}.still.svg`);
    expect(item!.imgPath).toBe(`/media/exercises/${BENCH.key}.svg`);

    // Legacy clients see the animated picture, absolute, as imgPath: on the detail, the search and routine items.
    const legacy = (await api(t.app, 'GET', `/workouts/${benchId()}`)).json();
    expect(legacy.imgPath).toMatch(new RegExp(`^https?://[^/]+/media/movements/${BENCH.key}\\.svg$`));
    expect(Object.keys(legacy)).not.toContain('howTo');
    const found = (await api(t.app, 'POST', '/workouts/search/list/-1', { body: { searchKeyword: BENCH.koreanName, bodyPartKoreanName: [] } })).json();
    expect(found.find((w: { id: number }) => w.id === benchId()).imgPath).toBe(legacy.imgPath);
    const items = (await api(t.app, 'GET', `/myfit/routines/workout/${routine.routineId}`, { token: member.accessToken })).json();
    expect(items[0].imgPath).toBe(legacy.imgPath);
  });

  test('an exercise without a how-to or a movement answers null for both and keeps the muscle map everywhere', async () => {
    await syncCatalogue(t.db, WITHOUT, { catalogue: t.catalogue });
    const exercise = await detail();
    expect(exercise.howTo).toBeNull();
    expect(exercise.movement).toBeNull();
    expect(exercise.description).toBe(BENCH.description);
    expect((await searchHit()).stillPath).toBeNull();
    const legacy = (await api(t.app, 'GET', `/workouts/${benchId()}`)).json();
    expect(legacy.imgPath).toMatch(new RegExp(`^https?://[^/]+/media/exercises/${BENCH.key}\\.svg$`));
  });
});
