import { sql } from 'drizzle-orm';
import { blob, check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    loginEmail: text('login_email').notNull(),
    /** Lower-cased e-mail: the uniqueness key, so A@b.kr and a@b.kr are one account. */
    emailKey: text('email_key').notNull(),
    userName: text('user_name').notNull(),
    birthDate: text('birth_date'),
    sex: integer('sex').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_key_unique').on(t.emailKey), check('users_sex_check', sql`${t.sex} in (0, 1)`)],
);

/** Refresh-token sessions (SECURITY.md token sketch): only SHA-256 of the secret is stored. */
export const authSessions = sqliteTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: blob('secret_hash', { mode: 'buffer' }).notNull(),
    rememberMe: integer('remember_me', { mode: 'boolean' }).notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at').notNull(),
    absoluteExpiresAt: integer('absolute_expires_at').notNull(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Body measurements, one record per member and date (legacy upsert by date). */
export const bodyData = sqliteTable(
  'body_data',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    height: real('height').notNull(),
    weight: real('weight').notNull(),
    bodyFat: real('body_fat').notNull(),
    muscleMass: real('muscle_mass').notNull(),
    /** 1..9 as the spec's control shows it; the legacy wire carries value / 10. */
    upDownBalance: integer('up_down_balance').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('body_data_user_date_unique').on(t.userId, t.date), check('body_data_balance_check', sql`${t.upDownBalance} between 1 and 9`)],
);

export type User = typeof users.$inferSelect;
export type AuthSession = typeof authSessions.$inferSelect;
export type BodyData = typeof bodyData.$inferSelect;
