// Member accounts: sign-up (profile + body info + body figure in one call), profile, password, deletion.
import { eq } from 'drizzle-orm';
import { IMMEDIATE } from '../../../db/client';
import { bodyData, users } from '../../../db/schema/index';
import { type AuthedCtx, type Ctx, localDate } from '../../context';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../shared/password';
import type { AuthTokens, ChangePasswordInput, DeleteAccountInput, NewMember, ProfileChange } from '../auth/auth.contract';
import { createSession, emailKeyOf, revokeOtherSessions } from '../auth/auth.service';

export type Member = { userId: number; userName: string; loginEmail: string; sex: 0 | 1; birthDate: string | null };

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function signUp(ctx: Ctx, input: NewMember, rememberMe = false): Promise<AuthTokens> {
  // Counted before the e-mail check, so probing which addresses have accounts is throttled too.
  const slot = ctx.throttle.signUpIp.take(ctx.ip, ctx.now());
  if (!slot.ok) {
    ctx.log.warn({ event: 'user.signUp.throttled', ip: ctx.ip }, 'sign-up throttled');
    throw new AppError('SIGNUP_THROTTLED', { retryAfter: slot.retryAfterSeconds });
  }
  const emailKey = emailKeyOf(input.loginEmail);
  const taken = () => ctx.db.select({ id: users.id }).from(users).where(eq(users.emailKey, emailKey)).get();
  if (taken()) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password, ctx.config.argon2Profile);
  const now = ctx.now();
  try {
    // Re-checked inside the transaction: another sign-up may have won while argon2 ran.
    return ctx.db.transaction((tx) => {
      if (taken()) throw new AppError('EMAIL_TAKEN');
      const user = tx
        .insert(users)
        .values({
          loginEmail: input.loginEmail,
          emailKey,
          userName: input.userName,
          birthDate: input.birthDate,
          sex: input.sex,
          passwordHash,
          createdAt: now,
        })
        .returning({ id: users.id })
        .get();
      tx.insert(bodyData)
        .values({
          userId: user.id,
          date: localDate(now),
          height: input.height,
          weight: input.weight,
          bodyFat: input.bodyFat,
          muscleMass: input.muscleMass,
          upDownBalance: input.upDownBalance,
          createdAt: now,
        })
        .run();
      return createSession(ctx, tx, user.id, rememberMe);
    }, IMMEDIATE);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/**
 * Whether an e-mail can still be used to sign up (the sign-up form's step 1, legacy §4.6 verify/email).
 * It tells whether an address is registered, so it is limited per IP like sign-up; a malformed address
 * is refused before it spends the budget.
 */
export function checkEmailAvailable(ctx: Ctx, loginEmail: string): { available: boolean } {
  const slot = ctx.throttle.emailCheckIp.take(ctx.ip, ctx.now());
  if (!slot.ok) {
    ctx.log.warn({ event: 'user.emailCheck.throttled', ip: ctx.ip }, 'e-mail check throttled');
    throw new AppError('EMAIL_CHECK_THROTTLED', { retryAfter: slot.retryAfterSeconds });
  }
  const existing = ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailKey, emailKeyOf(loginEmail)))
    .get();
  return { available: !existing };
}

function loadUser(ctx: AuthedCtx) {
  const user = ctx.db.select().from(users).where(eq(users.id, ctx.user.userId)).get();
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

export function getMe(ctx: AuthedCtx): Member {
  const u = loadUser(ctx);
  return { userId: u.id, userName: u.userName, loginEmail: u.loginEmail, sex: u.sex === 1 ? 1 : 0, birthDate: u.birthDate };
}

export function updateProfile(ctx: AuthedCtx, input: ProfileChange): Member {
  loadUser(ctx);
  ctx.db.update(users).set({ userName: input.userName, birthDate: input.birthDate }).where(eq(users.id, ctx.user.userId)).run();
  return getMe(ctx);
}

/** Requires the current password; on success every other session of the member is revoked. */
export async function changePassword(ctx: AuthedCtx, input: ChangePasswordInput): Promise<void> {
  const before = loadUser(ctx);
  if (!(await verifyPassword(before.passwordHash, input.oldPassword))) throw new AppError('WRONG_PASSWORD');
  const newHash = await hashPassword(input.newPassword, ctx.config.argon2Profile);
  ctx.db.transaction((tx) => {
    // If another change committed while we hashed, the old password we checked is no longer current.
    const current = tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.user.userId)).get();
    if (!current) throw new AppError('USER_NOT_FOUND');
    if (current.hash !== before.passwordHash) throw new AppError('WRONG_PASSWORD');
    tx.update(users).set({ passwordHash: newHash }).where(eq(users.id, ctx.user.userId)).run();
    revokeOtherSessions(ctx, tx);
  }, IMMEDIATE);
}

/** Deletes the member and, through ON DELETE CASCADE, every row they own (sessions included). */
export async function deleteAccount(ctx: AuthedCtx, input: DeleteAccountInput): Promise<void> {
  const user = loadUser(ctx);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('WRONG_PASSWORD');
  ctx.db.delete(users).where(eq(users.id, ctx.user.userId)).run();
}
