// Tables typed as SQLite's so services run on either dialect; `sqliteTyped` compiles only while pg rows equal SQLite rows.
import type { InferInsertModel, InferSelectModel, Table } from 'drizzle-orm';
import { ACTIVE_DIALECT } from '../dialect';
import * as pg from './pg/index';
import * as sqlite from './sqlite/index';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type Rows<M> = {
  [K in keyof M as M[K] extends Table ? K : never]: M[K] extends Table ? { select: InferSelectModel<M[K]>; insert: InferInsertModel<M[K]> } : never;
};

/** Compiles only while both modules export the same tables with the same row types. */
function sqliteTyped(
  tables: Equal<Rows<typeof pg>, Rows<typeof sqlite>> extends true ? typeof pg : 'db/schema/pg and db/schema/sqlite differ in tables or row types',
): typeof sqlite {
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
