// The web client's offline copy of the catalogue (docs/decisions/017-offline-data.md), through the real app:
// public, every exercise as catalogue.exercise answers it (retired ones too), the lists as their own
// queries answer them, a version that changes with a sync, and small once compressed.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { trpcData, trpcQuery } from '../../../tests/helpers/calls';
import { CATALOGUE, syncCatalogue } from './sync/sync';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('catalogue.offlineCopy', () => {
  test('answers a visitor with every exercise exactly as catalogue.exercise does, and the lists as their queries do', async () => {
    const copy = trpcData(await trpcQuery(t.app, 'catalogue.offlineCopy'));
    expect(copy.exercises.length).toBeGreaterThanOrEqual(150);
    expect(new Set(copy.exercises.map((w) => w.id)).size).toBe(copy.exercises.length);
    for (const w of copy.exercises.slice(0, 40)) {
      expect(trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id: w.id }))).toEqual(w);
    }
    expect(copy.bodyParts).toEqual(trpcData(await trpcQuery(t.app, 'catalogue.bodyParts')));
    expect(copy.machines).toEqual(trpcData(await trpcQuery(t.app, 'catalogue.machines', {})));
    // What the search engine ranks by travels with each exercise.
    const [first] = copy.exercises;
    expect(first).toMatchObject({ aliases: expect.any(Array), popularity: expect.any(Number), bodyParts: expect.any(Array), retired: false });
  });

  test('its version is catalogue.version, and a sync of changed data changes both', async () => {
    const copy = trpcData(await trpcQuery(t.app, 'catalogue.offlineCopy'));
    const { version } = trpcData(await trpcQuery(t.app, 'catalogue.version'));
    expect(copy.version).toBe(version);
    expect(version).toMatch(/\S/);
    const renamed = { ...CATALOGUE, exercises: CATALOGUE.exercises.map((e, i) => (i === 0 ? { ...e, koreanName: `${e.koreanName} 변형` } : e)) };
    await syncCatalogue(t.db, renamed, { catalogue: t.catalogue });
    const after = trpcData(await trpcQuery(t.app, 'catalogue.version'));
    expect(after.version).not.toBe(version);
    const again = trpcData(await trpcQuery(t.app, 'catalogue.offlineCopy'));
    expect(again.version).toBe(after.version);
    expect(again.exercises.some((w) => w.koreanName.endsWith(' 변형'))).toBe(true);
  });

  test('stays small: under 64 KB gzip on the wire', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/catalogue.offlineCopy' });
    expect(res.statusCode).toBe(200);
    const gzipped = gzipSync(res.body).length;
    console.info(`catalogue.offlineCopy: ${res.body.length} bytes, ${gzipped} bytes gzip`);
    expect(gzipped).toBeLessThan(64 * 1024);
  });
});
