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

/** Only SHA-256 of the secret is stored (docs/security.md "Token design"). */
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

/** Single use, time-limited; only SHA-256 of the secret is stored (docs/decisions/028-password-reset-and-account-deletion.md). */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: blob('secret_hash', { mode: 'buffer' }).notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const bodyRecords = sqliteTable(
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

export const memberPreferences = sqliteTable(
  'member_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal: text('goal'),
    experience: text('experience'),
    gymMachines: text('gym_machines', { mode: 'json' }).$type<string[]>(),
    barKg: real('bar_kg'),
    plates: text('plates', { mode: 'json' }).$type<{ kg: number; pairs: number | null }[]>(),
    warmupSteps: text('warmup_steps', { mode: 'json' }).$type<{ percent: number; reps: number }[]>(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    check('member_preferences_goal_check', sql`${t.goal} is null or ${t.goal} in ('strength', 'hypertrophy', 'fat_loss', 'health')`),
    check('member_preferences_experience_check', sql`${t.experience} is null or ${t.experience} in ('none', 'under_6m', '1_3y', 'over_3y')`),
  ],
);

export type User = typeof users.$inferSelect;
export type AuthSession = typeof authSessions.$inferSelect;
export type PasswordReset = typeof passwordResets.$inferSelect;
export type BodyRecordRow = typeof bodyRecords.$inferSelect;
export type MemberPreferencesRow = typeof memberPreferences.$inferSelect;
