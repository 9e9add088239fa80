// /media pictures may be embedded by other origins, are cached for a day and revalidated by
// ETag, cannot run script when opened on their own, and only catalogue entries are ever rendered and
// kept: unknown kinds and keys are 404s that leave nothing behind, and a catalogue sync drops the
// pictures of the old catalogue. The real app, a real seeded SQLite file, the real sync.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { movementSvg } from '../../../scripts/seed-movements';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { HANGUL } from '../../../tests/helpers/security';
import { renderedPictureCount } from './media';
import { CATALOGUE, syncCatalogue } from './sync/sync';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const cached = () => renderedPictureCount(t.catalogue.current);

const EXERCISE = CATALOGUE.exercises[0]!.key;
/** An exercise with a movement illustration (바벨 벤치 프레스 is the reference entry). */
const MOVING = CATALOGUE.exercises.find((e) => e.movement)!.key;
const MOVEMENT_PICTURES = [`/media/movements/${MOVING}.svg`, `/media/movements/${MOVING}.still.svg`, `/media/movements/${MOVING}.frames.svg`];
const PICTURES = [
  `/media/exercises/${EXERCISE}.svg`,
  `/media/body-parts/${CATALOGUE.bodyParts[0]!.key}.svg`,
  `/media/machines/${CATALOGUE.machines[0]!.key}.svg`,
  ...MOVEMENT_PICTURES,
];

test('a picture may be embedded cross-origin, is cached for a day with an ETag, and runs no script when opened', async () => {
  for (const url of PICTURES) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
    expect(res.body.startsWith('<svg'), url).toBe(true);
    expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    expect(res.headers['cache-control'], url).toBe('public, max-age=86400');
    expect(res.headers.etag, url).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
  }
});

test('the rest of the app keeps helmet’s same-origin resource policy', async () => {
  expect((await get('/healthz')).headers['cross-origin-resource-policy']).toBe('same-origin');
  expect((await get('/trpc/catalogue.bodyParts')).headers['cross-origin-resource-policy']).toBe('same-origin');
});

test('the ETag is a hash of the content: equal pictures share it, different ones differ', async () => {
  const first = await get(PICTURES[0]!);
  const again = await get(PICTURES[0]!);
  expect(again.headers.etag).toBe(first.headers.etag);
  const etags = await Promise.all(PICTURES.map(async (url) => (await get(url)).headers.etag));
  expect(new Set(etags).size).toBe(PICTURES.length);
});

test('revalidation with If-None-Match answers 304 without a body; a stale tag gets the picture', async () => {
  const url = PICTURES[0]!;
  const etag = String((await get(url)).headers.etag);
  for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const res = await get(url, { 'if-none-match': ifNoneMatch });
    expect(res.statusCode, ifNoneMatch).toBe(304);
    expect(res.body, ifNoneMatch).toBe('');
    expect(res.headers.etag, ifNoneMatch).toBe(etag);
    expect(res.headers['cache-control'], ifNoneMatch).toBe('public, max-age=86400');
    expect(res.headers['cross-origin-resource-policy'], ifNoneMatch).toBe('cross-origin');
  }
  const stale = await get(url, { 'if-none-match': '"not-the-tag"' });
  expect(stale.statusCode).toBe(200);
  expect(stale.body.startsWith('<svg')).toBe(true);
});

test('unknown kinds, unknown keys and malformed names are 404s in Korean, with the cross-origin policy', async () => {
  for (const url of [
    '/media/exercises/no_such_exercise.svg',
    '/media/body-parts/neck.svg',
    '/media/machines/rowing_boat.svg',
    `/media/videos/${EXERCISE}.svg`,
    `/media/__proto__/${EXERCISE}.svg`,
    `/media/constructor/${EXERCISE}.svg`,
    `/media/exercises/${EXERCISE}.png`,
    `/media/exercises/${EXERCISE}`,
    `/media/exercises/${EXERCISE}.svg/extra`,
    '/media/movements/no_such_exercise.svg',
    '/media/movements/no_such_exercise.still.svg',
    `/media/movements/${MOVING}.animated.svg`,
    `/media/movements/${MOVING}.still.frames.svg`,
    `/media/movements/${MOVING}..svg`,
    `/media/movements/${MOVING}.still.png`,
    `/media/movements/${MOVING}.__proto__.svg`,
    `/media/movements/.still.svg`,
    '/media/exercises/..%2F..%2Fetc%2Fpasswd',
    '/media/exercises/',
    '/media/exercises',
    '/media/',
  ]) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.json(), url).toEqual({ error: 'Not Found', message: expect.stringMatching(HANGUL) });
    expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    expect(res.headers['cache-control'], url).toBe('no-store');
  }
});

test('10,000 distinct unknown names leave nothing in the picture cache', async () => {
  await get(PICTURES[0]!);
  expect(cached()).toBe(1);
  const kinds = ['exercises', 'body-parts', 'machines', 'videos', 'movements'];
  for (let i = 0; i < 10_000; i++) {
    const suffix = ['', '.still', '.frames'][i % 3];
    const res = await get(`/media/${kinds[i % kinds.length]}/unknown_${i}${suffix}.svg`);
    if (res.statusCode !== 404) throw new Error(`unknown name ${i} answered ${res.statusCode}`);
  }
  expect(cached()).toBe(1);
});

test('the cache holds at most one picture per catalogue entry, however often each is asked for', async () => {
  const catalogue = t.catalogue.current;
  const urls = [
    ...[...catalogue.byKey.exercises.keys()].map((k) => `/media/exercises/${k}.svg`),
    ...[...catalogue.byKey.bodyParts.keys()].map((k) => `/media/body-parts/${k}.svg`),
    ...[...catalogue.byKey.machines.keys()].map((k) => `/media/machines/${k}.svg`),
    ...[...catalogue.movements.keys()].flatMap((k) => ['', '.still', '.frames'].map((p) => `/media/movements/${k}${p}.svg`)),
  ];
  for (let round = 0; round < 2; round++) {
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
  }
  expect(cached()).toBe(urls.length);
});

test('a sync drops the old pictures: a changed exercise gets its new picture, a retired one keeps its own', async () => {
  const changed = CATALOGUE.exercises.find((e) => e.bodyParts[0] !== 'calves')!;
  const retired = CATALOGUE.exercises.find((e) => e.key !== changed.key)!;
  const before = await get(`/media/exercises/${changed.key}.svg`);
  const retiredBefore = await get(`/media/exercises/${retired.key}.svg`);
  const oldCatalogue = t.catalogue.current;
  expect(renderedPictureCount(oldCatalogue)).toBe(2);

  await syncCatalogue(
    t.db,
    {
      ...CATALOGUE,
      exercises: CATALOGUE.exercises
        .filter((e) => e.key !== retired.key)
        .map((e) => (e.key === changed.key ? { ...e, bodyParts: ['calves'], primaryCount: 1 } : e)),
    },
    { catalogue: t.catalogue },
  );

  const after = await get(`/media/exercises/${changed.key}.svg`);
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(after.body).not.toBe(before.body);
  // A member's old copy is no longer fresh.
  expect((await get(`/media/exercises/${changed.key}.svg`, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);

  expect(t.catalogue.current.byKey.exercises.get(retired.key)?.retired).toBe(true);
  const retiredAfter = await get(`/media/exercises/${retired.key}.svg`);
  expect(retiredAfter.statusCode).toBe(200);
  expect(retiredAfter.body).toBe(retiredBefore.body);
  expect(renderedPictureCount(t.catalogue.current)).toBe(2);
});

test('movement pictures are the seed’s drawings, byte for byte, for every exercise that has one (JSON stored and read back on both dialects)', async () => {
  const moving = CATALOGUE.exercises.filter((e) => e.movement).map((e) => e.key);
  expect(moving).toContain(MOVING);
  for (const key of moving) {
    for (const [suffix, picture] of [
      ['', 'animated'],
      ['.still', 'still'],
      ['.frames', 'frames'],
    ] as const) {
      expect((await get(`/media/movements/${key}${suffix}.svg`)).body, `${key}${suffix}`).toBe(movementSvg(key, picture));
    }
  }
  const [animated, still, frames] = await Promise.all(MOVEMENT_PICTURES.map((url) => get(url)));
  expect(animated!.body).toMatch(/<animate/);
  expect(still!.body).not.toMatch(/<animate/);
  expect(new Set([animated!.body, still!.body, frames!.body]).size).toBe(3);
  // Korean title, so the picture names itself when opened alone.
  expect(still!.body).toMatch(HANGUL);
});

test('an exercise without a movement has no movement pictures (404, nothing kept); a sync that adds one draws it', async () => {
  const seed = CATALOGUE.exercises.find((e) => e.key === MOVING)!;
  const { movement: _dropped, howTo: _alsoDropped, ...withoutMovement } = seed;
  await syncCatalogue(t.db, { ...CATALOGUE, exercises: CATALOGUE.exercises.map((e) => (e.key === MOVING ? withoutMovement : e)) }, { catalogue: t.catalogue });
  expect(t.catalogue.current.byKey.exercises.get(MOVING)?.movement).toBeNull();
  for (const url of MOVEMENT_PICTURES) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    expect(res.headers['cache-control'], url).toBe('no-store');
  }
  // Its muscle map is still there.
  expect((await get(`/media/exercises/${MOVING}.svg`)).statusCode).toBe(200);
  expect(cached()).toBe(1);

  await syncCatalogue(t.db, CATALOGUE, { catalogue: t.catalogue });
  expect((await get(MOVEMENT_PICTURES[0]!)).body).toBe(movementSvg(MOVING, 'animated'));
});
