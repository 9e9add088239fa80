// SQLite's own history (server project only): a database made by the SQLite migrations 0000–0003 and the old
// positional seeding, upgraded by migration 0004 and the catalogue sync. PostgreSQL starts at its single
// migration with no positional era to upgrade from; what is checked here is SQLite's own bookkeeping
// (sqlite_sequence, the foreign-key pragmas, sqlite_master).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, test } from 'vitest';
import { type Db, MIGRATIONS_DIR, openDatabase } from '../../../../db/client';
import { api } from '../../../../tests/helpers/calls';
import { CATALOGUE_TABLES, cleanups, dumpAll, exerciseId, rows, runCleanups, start, tableRows, write } from '../../../../tests/helpers/catalogue-sync';
import { syncCatalogueOnOlderSchema } from '../../../../tests/helpers/database-before';
import { CATALOGUE, type CatalogueData, changeCount, syncCatalogue } from './sync';

afterEach(runCleanups);

describe('a database seeded by the old positional seeding', () => {
  /** The migrations 0000 to `last` (by default those before this change: 0000–0003), in a folder of their own. */
  function oldMigrations(last = 3): string {
    const dir = mkdtempSync(join(tmpdir(), 'fitforme-old-migrations-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(MIGRATIONS_DIR.sqlite, dir, { recursive: true });
    const journalFile = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => Number(e.tag.slice(0, 4)) <= last);
    writeFileSync(journalFile, JSON.stringify(journal));
    return dir;
  }

  /**
   * The seeding this change replaced: ids = 1-based positions in the seed files, one createdAt. Hand-written
   * SQL: the tables are those of the old migrations (no retired_at yet), which the current schema objects
   * would not insert into. On SQLite, sqlRows runs on the writer connection, the one the transaction holds.
   */
  async function positionalSeed(db: Db, data: CatalogueData, createdAt: string): Promise<void> {
    const partId = new Map(data.bodyParts.map((p, i) => [p.key as string, i + 1]));
    const machineId = new Map(data.machines.map((m, i) => [m.key, i + 1]));
    await db.transaction(async () => {
      for (const [i, p] of data.bodyParts.entries()) await write(db, 'INSERT INTO body_parts VALUES (?, ?, ?, ?)', i + 1, p.key, p.koreanName, p.englishName);
      for (const [i, m] of data.machines.entries()) {
        await write(db, 'INSERT INTO machines VALUES (?, ?, ?, ?)', i + 1, m.key, m.koreanName, m.englishName);
        for (const p of m.bodyParts) await write(db, 'INSERT INTO machine_body_parts VALUES (?, ?)', i + 1, partId.get(p));
      }
      for (const [i, e] of data.exercises.entries()) {
        const id = i + 1;
        await write(
          db,
          'INSERT INTO exercises VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          id,
          e.key,
          e.koreanName,
          e.englishName,
          e.description,
          e.caution,
          e.level,
          e.compound ? 1 : 0,
          e.pattern,
          e.load,
          e.ratios === null ? null : JSON.stringify(e.ratios),
          e.popularity,
          e.videoLink,
          createdAt,
        );
        for (const [pos, p] of e.bodyParts.entries()) {
          await write(db, 'INSERT INTO exercise_body_parts VALUES (?, ?, ?, ?)', id, partId.get(p), pos + 1, pos < e.primaryCount ? 1 : 0);
        }
        for (const [pos, m] of e.machines.entries()) await write(db, 'INSERT INTO exercise_machines VALUES (?, ?, ?)', id, machineId.get(m), pos + 1);
        for (const alias of new Set(e.aliases)) await write(db, 'INSERT INTO exercise_aliases VALUES (?, ?)', id, alias);
      }
    });
  }

  test('migration 0004 keeps every my_workouts row, id and the id counter, with foreign keys on; the sync keeps every id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fitforme-old-db-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'old.db');
    const db = openDatabase(file);
    cleanups.push(() => db.close());
    const c = db.sqlite!;
    expect(c.pragma('foreign_keys', { simple: true })).toBe(1);
    migrate(drizzle(c), { migrationsFolder: oldMigrations() });
    await positionalSeed(db, CATALOGUE, '2026-11-01');
    c.exec(`
        INSERT INTO users (login_email, email_key, user_name, birth_date, sex, password_hash, created_at) VALUES
          ('a@fitforme.kr', 'a@fitforme.kr', '가', '1990-01-01', 0, 'hash-a', 1), ('b@fitforme.kr', 'b@fitforme.kr', '나', NULL, 1, 'hash-b', 2);
        INSERT INTO routines (user_id, name, routine_index, created_at) VALUES (1, '가슴', 1, 10), (1, '등', 2, 11), (2, '하체', 1, 12);
        INSERT INTO my_workouts (routine_id, workout_id, my_workout_index, weight, rep, set_count, caution, created_at) VALUES
          (1, 1, 1, 42.5, 10, 3, '허리를 곧게', 20), (1, 154, 2, NULL, NULL, NULL, NULL, 21), (2, 30, 1, 0, 0, 0, '', 22),
          (3, 100, 1, 999.99, 99, 99, '주의', 23), (3, 101, 2, 1.25, 1, 1, NULL, 24), (3, 102, 3, 5, 5, 5, NULL, 25);
        DELETE FROM my_workouts WHERE id = 6;
      `);
    const members = await dumpAll(db, ['users', 'routines', 'my_workouts']);
    const sequence = await rows(db, 'SELECT * FROM sqlite_sequence ORDER BY name');
    const catalogue = await dumpAll(db, CATALOGUE_TABLES);

    // Through 0008: the routine items are my_workouts until 0009 renames them (db/vocabulary-migration.db.test.ts).
    migrate(drizzle(c), { migrationsFolder: oldMigrations(8) });
    expect(await dumpAll(db, ['users', 'routines', 'my_workouts'])).toEqual(members);
    expect(await rows(db, 'SELECT * FROM sqlite_sequence ORDER BY name')).toEqual(sequence);
    expect(await rows(db, 'SELECT "table", "from", on_delete FROM pragma_foreign_key_list(\'my_workouts\') ORDER BY "from"')).toEqual([
      { table: 'routines', from: 'routine_id', on_delete: 'CASCADE' },
      { table: 'exercises', from: 'workout_id', on_delete: 'RESTRICT' },
    ]);
    expect(await rows(db, "SELECT name FROM sqlite_master WHERE tbl_name = 'my_workouts' AND type = 'index' AND sql IS NOT NULL ORDER BY name")).toEqual([
      { name: 'my_workouts_routine_index_unique' },
      { name: 'my_workouts_routine_workout_unique' },
    ]);
    expect(c.pragma('foreign_key_check')).toEqual([]);
    expect(c.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(() => c.prepare('INSERT INTO my_workouts (routine_id, workout_id, my_workout_index, weight, created_at) VALUES (2, 5, 2, 1000, 1)').run()).toThrow(
      /CHECK/,
    );
    expect(c.prepare('INSERT INTO my_workouts (routine_id, workout_id, my_workout_index, created_at) VALUES (2, 5, 2, 1)').run().lastInsertRowid).toBe(7);
    c.prepare('DELETE FROM my_workouts WHERE id = 7').run();

    // Today's sync writes columns 0013 adds (the how-to and the movement): added for it and dropped again.
    const summary = await syncCatalogueOnOlderSchema(db, CATALOGUE);
    expect(summary).toMatchObject({ upToDate: false, seeded: false, previousVersion: null });
    // Only what the positional seeding never had changes: the how-to and pose data of the entries that have them.
    const illustrated = CATALOGUE.exercises.filter((e) => e.howTo || e.movement).map((e) => e.key);
    expect(changeCount(summary)).toBe(illustrated.length);
    expect(summary.exercises.updated).toEqual(illustrated);
    expect(summary.exercises.added).toEqual([]);
    for (const t of CATALOGUE_TABLES) {
      const now = await tableRows(db, t);
      expect(
        now.map(({ retired_at, ...rest }) => rest),
        t,
      ).toEqual(catalogue[t]);
      expect(
        now.every((r) => r.retired_at === undefined || r.retired_at === null),
        t,
      ).toBe(true);
    }
    const ids: number[] = [];
    for (const e of CATALOGUE.exercises) ids.push(await exerciseId(db, e.key));
    expect(ids).toEqual(CATALOGUE.exercises.map((_, i) => i + 1));
    expect(await dumpAll(db, ['users', 'routines', 'my_workouts'])).toEqual(members);
    expect((await syncCatalogue(db, CATALOGUE)).upToDate).toBe(true);
    await db.close();

    // And the server starts on it, showing the member's routine as it was.
    const { app } = await start(file);
    const legacyBodyParts = (await api(app, 'GET', '/bodyParts/all')).json();
    expect(legacyBodyParts.map((p: { koreanName: string }) => p.koreanName)).toEqual(CATALOGUE.bodyParts.map((p) => p.koreanName));
  });
});
