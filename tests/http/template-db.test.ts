// Every test gets a database of its own: a copy of the run's template (migrated and seeded once), so what
// one test writes is seen by no other test and never reaches the template.
import { expect, inject, test } from 'vitest';
import { openDatabase } from '../../db/client';
import { CATALOGUE } from '../../seed/sync';
import { createTestDb } from '../helpers/app';

const count = (db: ReturnType<typeof openDatabase>, table: string) => (db.$client.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

test('a test database is a migrated, seeded copy of the template; writes to it reach neither the template nor the next copy', () => {
  const first = createTestDb();
  const exercises = count(first.db, 'exercises');
  expect(exercises).toBe(CATALOGUE.exercises.length);
  expect(first.db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
  expect(first.db.$client.pragma('foreign_keys', { simple: true })).toBe(1);

  first.db.$client.exec('DELETE FROM exercise_aliases; DELETE FROM exercise_body_parts; DELETE FROM exercise_machines; DELETE FROM exercises');
  expect(count(first.db, 'exercises')).toBe(0);

  const second = createTestDb();
  expect(second.file).not.toBe(first.file);
  expect(count(second.db, 'exercises')).toBe(exercises);

  const template = openDatabase(inject('templateDb'));
  expect(count(template, 'exercises')).toBe(exercises);
  template.$client.close();
  for (const { db } of [first, second]) db.$client.close();
});
