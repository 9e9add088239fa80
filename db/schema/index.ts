// The tables of the dialect this process serves (db/dialect.ts), typed as the SQLite definitions.
// db/schema/pg mirrors db/schema/sqlite table for table and column for column, with the same row types
// (tests/unit/schema-drift.test.ts holds the two together), so services written once run on either.
import { ACTIVE_DIALECT } from '../dialect';
import * as pg from './pg/index';
import * as sqlite from './sqlite/index';

const active = (ACTIVE_DIALECT === 'postgres' ? pg : sqlite) as unknown as typeof sqlite;

export const {
  authSessions,
  bodyData,
  bodyParts,
  catalogueMeta,
  exerciseAliases,
  exerciseBodyParts,
  exerciseMachines,
  exercises,
  machineBodyParts,
  machines,
  memberPreferences,
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
  BodyData,
  RecommendationRow,
  TrainingExerciseRow,
  TrainingSessionRow,
  TrainingSetRow,
  User,
} from './sqlite/index';
