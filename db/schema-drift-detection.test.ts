// The schema comparison of schema-drift.test.ts (tests/helpers/schema-shape.ts) reports drift: copies of real
// PostgreSQL tables with one deliberate difference each are compared with their SQLite twins, and the
// drift is named, line by line; drift in the row types is a type error too.

import { sql } from 'drizzle-orm';
import {
  bigint as pgBigint,
  doublePrecision as pgDoublePrecision,
  index as pgIndex,
  integer as pgInteger,
  primaryKey as pgPrimaryKey,
  pgTable,
  text as pgText,
  uniqueIndex as pgUniqueIndex,
} from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { compareSchemas, compareTables, type Rows } from '../tests/helpers/schema-shape';
import * as pg from './schema/pg/index';
import * as sqlite from './schema/sqlite/index';

describe('the comparison reports drift', () => {
  // Copies of real tables (as they were when this was written) with one deliberate difference each.
  const nullableExpiry = pgTable(
    'throttle_buckets',
    {
      key: pgText('key').primaryKey(),
      tokens: pgDoublePrecision('tokens').notNull(),
      updatedAt: pgBigint('updated_at', { mode: 'number' }).notNull(),
      expiresAt: pgBigint('expires_at', { mode: 'number' }),
    },
    (t) => [pgIndex('throttle_buckets_expires_idx').on(t.expiresAt)],
  );
  const missingIndex = pgTable('throttle_buckets', {
    key: pgText('key').primaryKey(),
    tokens: pgDoublePrecision('tokens').notNull(),
    updatedAt: pgBigint('updated_at', { mode: 'number' }).notNull(),
    expiresAt: pgBigint('expires_at', { mode: 'number' }).notNull(),
  });
  const wrongTypeAndOrder = pgTable(
    'throttle_buckets',
    {
      key: pgText('key').primaryKey(),
      updatedAt: pgBigint('updated_at', { mode: 'number' }).notNull(),
      tokens: pgInteger('tokens').notNull(),
      expiresAt: pgBigint('expires_at', { mode: 'number' }).notNull(),
    },
    (t) => [pgIndex('throttle_buckets_expires_idx').on(t.expiresAt)],
  );
  const identityCatalogueId = pgTable(
    'body_parts',
    {
      id: pgInteger('id').primaryKey().generatedByDefaultAsIdentity(),
      key: pgText('key').notNull(),
      koreanName: pgText('korean_name').notNull(),
      englishName: pgText('english_name').notNull(),
      retiredAt: pgText('retired_at'),
    },
    // The partial index lost its `where`: retired names would block new ones.
    (t) => [pgUniqueIndex('body_parts_key_unique').on(t.key), pgUniqueIndex('body_parts_korean_unique').on(t.koreanName)],
  );
  const plainCatalogueId = pgTable(
    'body_parts',
    {
      id: pgInteger('id').primaryKey(),
      key: pgText('key').notNull(),
      koreanName: pgText('korean_name').notNull(),
      englishName: pgText('english_name').notNull(),
      retiredAt: pgText('retired_at'),
    },
    (t) => [pgUniqueIndex('body_parts_key_unique').on(t.key), pgUniqueIndex('body_parts_korean_unique').on(t.koreanName).where(sql`retired_at is null`)],
  );
  const renamedCheckAndNoCascade = pgTable(
    'body_data',
    {
      id: pgInteger('id').primaryKey().generatedByDefaultAsIdentity(),
      userId: pgInteger('user_id')
        .notNull()
        .references(() => pg.users.id),
      date: pgText('date').notNull(),
      height: pgDoublePrecision('height').notNull(),
      weight: pgDoublePrecision('weight').notNull(),
      bodyFat: pgDoublePrecision('body_fat').notNull(),
      muscleMass: pgDoublePrecision('muscle_mass').notNull(),
      upDownBalance: pgInteger('up_down_balance').notNull(),
      createdAt: pgBigint('created_at', { mode: 'number' }).notNull(),
    },
    (t) => [pgUniqueIndex('body_data_user_date_unique').on(t.userId, t.date)],
  );
  const swappedCompositeKey = pgTable(
    'exercise_aliases',
    {
      exerciseId: pgInteger('exercise_id')
        .notNull()
        .references(() => pg.exercises.id, { onDelete: 'cascade' }),
      alias: pgText('alias').notNull(),
    },
    (t) => [pgPrimaryKey({ name: 'exercise_aliases_exercise_id_alias_pk', columns: [t.alias, t.exerciseId] })],
  );

  test.each([
    ['a nullable column', sqlite.throttleBuckets, nullableExpiry, ['table throttle_buckets: column expires_at: notNull is true in sqlite, false in pg']],
    ['a missing index', sqlite.throttleBuckets, missingIndex, ['table throttle_buckets: index throttle_buckets_expires_idx is missing in pg']],
    [
      'a column of another type, in another place',
      sqlite.throttleBuckets,
      wrongTypeAndOrder,
      [
        'table throttle_buckets: columns are ["key","tokens","updated_at","expires_at"] in sqlite, ["key","updated_at","tokens","expires_at"] in pg',
        'table throttle_buckets: column tokens: kind is "float" in sqlite, "integer" in pg',
      ],
    ],
    [
      'an identity catalogue id and a partial index without its where',
      sqlite.bodyParts,
      identityCatalogueId,
      [
        'table body_parts: column id: kind is "integer" in sqlite, "generated integer key" in pg',
        'table body_parts: index body_parts_korean_unique: where is "retired_at is null" in sqlite, null in pg',
      ],
    ],
    [
      'a catalogue id without a default (an insert type that requires id)',
      sqlite.bodyParts,
      plainCatalogueId,
      ['table body_parts: column id: hasDefault is true in sqlite, false in pg'],
    ],
    [
      'a missing check and a foreign key that no longer cascades',
      sqlite.bodyRecords,
      renamedCheckAndNoCascade,
      [
        'table body_data: foreign key body_data_user_id_users_id_fk: onDelete is "cascade" in sqlite, "no action" in pg',
        'table body_data: check body_data_balance_check is missing in pg',
      ],
    ],
    [
      'a composite primary key in another column order',
      sqlite.exerciseAliases,
      swappedCompositeKey,
      [
        'table exercise_aliases: primary key exercise_aliases_exercise_id_alias_pk: columns is ["exercise_id","alias"] in sqlite, ["alias","exercise_id"] in pg',
      ],
    ],
  ] as const)('%s', (_, s, p, expected) => {
    // Containing, not equal: the copies are frozen, so a later change to the real table adds findings here.
    expect(compareTables(s, p)).toEqual(expect.arrayContaining([...expected]));
  });

  test('a table missing on one side, and one only on the other', () => {
    const sqliteSide = { users: sqlite.users, throttleBuckets: sqlite.throttleBuckets };
    expect(compareSchemas(sqliteSide, { users: pg.users, extra: missingIndex })).toEqual([
      'table throttleBuckets (throttle_buckets) is missing in pg',
      'table extra (throttle_buckets) exists only in pg',
    ]);
  });

  test('drift in the row types is a type error too', () => {
    expectTypeOf<Rows<{ t: typeof nullableExpiry }>>().not.toEqualTypeOf<Rows<{ t: typeof sqlite.throttleBuckets }>>();
    // Without the sync guard a pg catalogue id is required on insert, where SQLite's integer key is optional.
    expectTypeOf<Rows<{ t: typeof plainCatalogueId }>>().not.toEqualTypeOf<Rows<{ t: typeof sqlite.bodyParts }>>();
    // (An identity catalogue id has the very same row types: only the structural comparison above catches it.)
  });
});
