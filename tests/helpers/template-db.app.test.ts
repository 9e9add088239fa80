// Every test gets a database of its own: a copy of the run's template (migrated and seeded once), so what
// one test writes is seen by no other test and never reaches the template. (SQLite: the template is a
// file; the PostgreSQL project makes each database from a template database, tests/helpers/test-db.ts.)

import { expect, inject, test } from 'vitest';
import { openDatabase } from '../../db/client';
import type { SqliteConnection } from '../../db/sqlite-driver';
import { CATALOGUE } from '../../server/features/catalogue/sync/sync';
import { createTestDb } from './app';

const count = (conn: SqliteConnection, table: string) => (conn.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

test('a test database is a migrated, seeded copy of the template; writes to it reach neither the template nor the next copy', async () => {
  const first = await createTestDb();
  const firstConn = first.db.sqlite!;
  const exercises = count(firstConn, 'exercises');
  expect(exercises).toBe(CATALOGUE.exercises.length);
  expect(firstConn.pragma('journal_mode', { simple: true })).toBe('wal');
  expect(firstConn.pragma('foreign_keys', { simple: true })).toBe(1);

  firstConn.exec('DELETE FROM exercise_aliases; DELETE FROM exercise_body_parts; DELETE FROM exercise_machines; DELETE FROM exercises');
  expect(count(firstConn, 'exercises')).toBe(0);

  const second = await createTestDb();
  expect(second.target).not.toBe(first.target);
  expect(count(second.db.sqlite!, 'exercises')).toBe(exercises);

  const template = openDatabase(inject('templateDb'));
  expect(count(template.sqlite!, 'exercises')).toBe(exercises);
  await template.close();
  for (const { dispose } of [first, second]) await dispose();
});
