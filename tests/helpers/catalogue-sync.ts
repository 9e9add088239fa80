// Shared by the catalogue-sync tests (tests/http/catalogue-sync*.test.ts): start the app the way `npm start`
// does on a given database, read tables by hand on either dialect, and the catalogue's v2 (v2Of). Each test
// file registers `afterEach(runCleanups)`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type Db, migrateDatabase, openDatabase } from '../../db/client';
import { ACTIVE_DIALECT } from '../../db/dialect';
import { buildApp } from '../../server/app';
import { CatalogueStore } from '../../server/features/catalogue/catalogue.store';
import type { ExerciseSeed, MachineSeed } from '../../server/features/catalogue/catalogue-data';
import { CATALOGUE, type CatalogueData, type CatalogueSyncSummary, syncCatalogue } from '../../server/features/catalogue/sync/sync';
import { testConfig } from './app';
import { checkAnswer } from './openapi-answers';
import { createDatabase, dropDatabase, uniqueDbName } from './postgres';
import { createTestDb, sqlRow, sqlRows } from './test-db';

export const CATALOGUE_TABLES = ['body_parts', 'machines', 'exercises', 'machine_body_parts', 'exercise_body_parts', 'exercise_machines', 'exercise_aliases'];

export type Running = { db: Db; app: FastifyInstance; catalogue: CatalogueStore; summary: CatalogueSyncSummary; close: () => Promise<void> };
export const cleanups: (() => Promise<void> | void)[] = [];

/** Runs and forgets what the test registered, last first (each file's afterEach). */
export async function runCleanups(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) await fn();
}

/** What `npm start` does, minus listening: open, migrate, sync the given catalogue, build the app. */
export async function start(target: string, data: CatalogueData = CATALOGUE): Promise<Running> {
  const db = openDatabase(target);
  await migrateDatabase(db);
  const summary = await syncCatalogue(db, data);
  const catalogue = new CatalogueStore(db);
  const app = await buildApp({ db, catalogue, config: testConfig(), logStream: new Writable({ write: (_c, _e, cb) => cb() }), onAnswer: checkAnswer });
  await app.ready();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await db.close();
  };
  cleanups.push(close);
  return { db, app, catalogue, summary, close };
}

/** A fresh database (SQLite file or PostgreSQL database) seeded with catalogue v1 (the real seed data), closed again. */
export async function freshTarget(): Promise<string> {
  const { db, target, dispose } = await createTestDb();
  await db.close();
  cleanups.push(dispose);
  return target;
}

/** The same, left open (closed after the test unless the test closes it first). */
export async function freshDb(): Promise<{ db: Db; target: string }> {
  const { db, target, dispose } = await createTestDb();
  cleanups.push(dispose);
  return { db, target };
}

/** A new database with nothing in it, not even the migrations (removed after the test). */
export async function emptyTarget(name: string): Promise<string> {
  if (ACTIVE_DIALECT === 'postgres') {
    const adminUrl = inject('pgAdminUrl');
    const dbName = uniqueDbName(name);
    const url = await createDatabase(adminUrl, dbName);
    cleanups.push(() => dropDatabase(adminUrl, dbName));
    return url;
  }
  const dir = mkdtempSync(join(tmpdir(), `fitforme-${name}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, `${name}.db`);
}

export const rows = (db: Db, sql: string, ...params: unknown[]) => sqlRows(db, sql, params);
/**
 * A hand-written INSERT, UPDATE or DELETE on either dialect. sqlRows runs statements that answer rows (on
 * SQLite it is better-sqlite3's all()), hence the RETURNING clause, which both dialects have.
 */
export const write = (db: Db, statement: string, ...params: unknown[]) => sqlRows(db, `${statement} RETURNING 1 AS done`, params);

/**
 * How each table's rows are listed. SQLite lists them in insertion order (rowid, as the snapshot helper does), so a
 * row that was deleted and written again shows up moved; PostgreSQL has no insertion order to read back, so its rows
 * are listed by their key, which at least makes the listing deterministic.
 */
const KEY_ORDER: Record<string, string> = {
  users: 'id',
  auth_sessions: 'id',
  body_data: 'id',
  routines: 'id',
  routine_items: 'id',
  recommendations: 'id',
  body_parts: 'id',
  machines: 'id',
  exercises: 'id',
  machine_body_parts: 'machine_id, body_part_id',
  exercise_body_parts: 'exercise_id, body_part_id',
  exercise_machines: 'exercise_id, machine_id',
  exercise_aliases: 'exercise_id, alias',
  catalogue_meta: 'name',
};
export const tableRows = (db: Db, table: string) => {
  const order = db.sqlite ? 'rowid' : KEY_ORDER[table];
  if (!order) throw new Error(`no row order for table ${table}`);
  return rows(db, `SELECT * FROM ${table} ORDER BY ${order}`);
};
export const dumpAll = async (db: Db, tables: string[]) => {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const t of tables) out[t] = await tableRows(db, t);
  return out;
};
export const exerciseId = async (db: Db, key: string) => (await sqlRow<{ id: number }>(db, 'SELECT id FROM exercises WHERE key = ?', [key]))!.id;

export const NEW_MACHINE: MachineSeed = { key: 'landmine', koreanName: '랜드마인', englishName: 'landmine', bodyParts: ['shoulders'] };
export const RENAMED_TO = '플랫 바벨 벤치 프레스 (개정)';

/** v2 = v1 with one exercise renamed, one removed, one added (on a new machine) and that machine added. */
export function v2Of(v1: CatalogueData, removedKey: string, renamedKey: string): CatalogueData {
  const base = v1.exercises.find((e) => e.key === 'db_shoulder_press')!;
  const added: ExerciseSeed = {
    ...base,
    key: 'landmine_press',
    koreanName: '랜드마인 프레스',
    englishName: 'Landmine Press',
    machines: ['landmine'],
    aliases: ['랜마프'],
    popularity: 35,
  };
  return {
    bodyParts: v1.bodyParts,
    machines: [...v1.machines, NEW_MACHINE],
    exercises: [...v1.exercises.filter((e) => e.key !== removedKey).map((e) => (e.key === renamedKey ? { ...e, koreanName: RENAMED_TO } : e)), added],
  };
}
