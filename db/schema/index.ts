// The tables of the dialect this process serves (db/dialect.ts), typed as the SQLite definitions, so that
// services written once against them run on either dialect.
//
// db/schema/pg mirrors db/schema/sqlite table for table and column for column. What is proven where:
// - at compile time, here: both modules export the same tables, and each pg table's select and insert row
//   types equal its SQLite twin's (`sqliteTyped` takes the pg module only while that holds), so what a
//   service reads and writes through a table typed as SQLite's is exactly what the pg table reads and writes;
// - at test time, db/schema-drift.test.ts: the column names, SQL types, keys, defaults, indexes,
//   checks and foreign keys correspond, and each dialect's last migration matches its schema.
import type { InferInsertModel, InferSelectModel, Table } from 'drizzle-orm';
import { ACTIVE_DIALECT } from '../dialect';
import * as pg from './pg/index';
import * as sqlite from './sqlite/index';

/** True when A and B are the same type (not merely assignable either way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Every table a schema module exports, by export name, with what a service reads and writes through it. */
type Rows<M> = {
  [K in keyof M as M[K] extends Table ? K : never]: M[K] extends Table ? { select: InferSelectModel<M[K]>; insert: InferInsertModel<M[K]> } : never;
};

/**
 * The pg tables, typed as their SQLite twins. The call below compiles only while the two modules export the
 * same tables with the same row types; otherwise the parameter's type is the message saying so.
 */
function sqliteTyped(
  tables: Equal<Rows<typeof pg>, Rows<typeof sqlite>> extends true ? typeof pg : 'db/schema/pg and db/schema/sqlite differ in tables or row types',
): typeof sqlite {
  // Sound by the check above: the services see only the tables' names, their columns (typed by these
  // row types) and what the builders of client.ts's SharedQuery do with them.
  return tables as unknown as typeof sqlite;
}

const active = ACTIVE_DIALECT === 'postgres' ? sqliteTyped(pg) : sqlite;

export const {
  authSessions,
  bodyRecords,
  bodyParts,
  catalogueMeta,
  clientMutations,
  exerciseAliases,
  exerciseBodyParts,
  exerciseMachines,
  exercises,
  machineBodyParts,
  machines,
  memberPreferences,
  passwordResets,
  routineItems,
  recommendationFeedback,
  recommendations,
  routines,
  throttleBuckets,
  trainingExercises,
  trainingSessions,
  trainingSets,
  users,
} = active;

export type {
  BodyRecordRow,
  RecommendationRow,
  TrainingExerciseRow,
  TrainingSessionRow,
  TrainingSetRow,
  User,
} from './sqlite/index';
