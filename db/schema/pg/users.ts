import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer, the type SQLite's `blob({ mode: 'buffer' })` gives, whatever shape the driver hands back. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => {
    if (Buffer.isBuffer(value)) return value;
    if (typeof value === 'string') return Buffer.from(value.startsWith('\\x') ? value.slice(2) : value, 'hex');
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    loginEmail: text('login_email').notNull(),
    /** Lower-cased e-mail: the uniqueness key, so A@b.kr and a@b.kr are one account. */
    emailKey: text('email_key').notNull(),
    userName: text('user_name').notNull(),
    birthDate: text('birth_date'),
    sex: integer('sex').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('users_email_key_unique').on(t.emailKey), check('users_sex_check', sql`${t.sex} in (0, 1)`)],
);

/** Only SHA-256 of the secret is stored (docs/security.md "Token design"). */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: bytea('secret_hash').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastUsedAt: bigint('last_used_at', { mode: 'number' }).notNull(),
    absoluteExpiresAt: bigint('absolute_expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: bytea('secret_hash').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const bodyRecords = pgTable(
  'body_data',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    height: doublePrecision('height').notNull(),
    weight: doublePrecision('weight').notNull(),
    bodyFat: doublePrecision('body_fat').notNull(),
    muscleMass: doublePrecision('muscle_mass').notNull(),
    /** 1..9 as the spec's control shows it; the legacy wire carries value / 10. */
    upDownBalance: integer('up_down_balance').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('body_data_user_date_unique').on(t.userId, t.date), check('body_data_balance_check', sql`${t.upDownBalance} between 1 and 9`)],
);

function memberRequired(): never {
  throw new Error('member_preferences rows are keyed by their member: pass `userId` explicitly');
}

export const memberPreferences = pgTable(
  'member_preferences',
  {
    /** SQLite's integer key is its rowid, optional on insert: the guard keeps the insert types equal. */
    userId: integer('user_id')
      .primaryKey()
      .$defaultFn(memberRequired)
      .references(() => users.id, { onDelete: 'cascade' }),
    goal: text('goal'),
    experience: text('experience'),
    gymMachines: jsonb('gym_machines').$type<string[]>(),
    barKg: doublePrecision('bar_kg'),
    plates: jsonb('plates').$type<{ kg: number; pairs: number | null }[]>(),
    warmupSteps: jsonb('warmup_steps').$type<{ percent: number; reps: number }[]>(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
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
