import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { storageFaultOf } from '../../../db/faults';
import { bodyRecords, users } from '../../../db/schema/index';
import { koreaDate } from '../../common/korea-time.shared';
import { hashPassword } from '../../common/password';
import type { AuthedCtx, Ctx } from '../../context';
import { AppError } from '../../errors';
import { checkMemberPassword, createSession, emailKeyOf, revokeOtherSessions } from '../auth/auth.service';
import type { AuthTokens, ChangePasswordInput, DeleteAccountInput, NewMember, ProfileChange } from '../auth/auth.shared';

export type Member = { userId: number; userName: string; loginEmail: string; sex: 0 | 1; birthDate: string | null };

export async function signUp(ctx: Ctx, input: NewMember, rememberMe = false): Promise<AuthTokens> {
  // Counted before the e-mail check, so probing which addresses have accounts is throttled too.
  const slot = await ctx.throttle.take([{ kind: 'signUpIp', key: ctx.ip }], ctx.now());
  if (!slot.ok) {
    ctx.log.warn({ event: 'user.signUp.throttled', ip: ctx.ip }, 'sign-up throttled');
    throw new AppError('SIGNUP_THROTTLED', { retryAfter: slot.retryAfterSeconds });
  }
  const emailKey = emailKeyOf(input.loginEmail);
  const taken = async (db: DbOrTx) => (await db.select({ id: users.id }).from(users).where(eq(users.emailKey, emailKey))).length > 0;
  if (await taken(ctx.db)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password, ctx.config.argon2Profile);
  const now = ctx.now();
  try {
    // Re-checked inside the transaction: another sign-up may have won while argon2 ran.
    return await ctx.db.transaction(async (tx) => {
      if (await taken(tx)) throw new AppError('EMAIL_TAKEN');
      const [user] = await tx
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
        .returning({ id: users.id });
      await tx.insert(bodyRecords).values({
        userId: user!.id,
        date: koreaDate(now),
        height: input.height,
        weight: input.weight,
        bodyFat: input.bodyFat,
        muscleMass: input.muscleMass,
        upDownBalance: input.upDownBalance,
        createdAt: now,
      });
      return createSession(ctx, tx, user!.id, rememberMe);
    });
  } catch (error) {
    // Another sign-up of the same address committed first (on this node or another).
    if (storageFaultOf(error) === 'unique') throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/** It tells whether an address is registered, so it is limited per IP like sign-up (docs/legacy-api.md §4.6 verify/email). */
export async function checkEmailAvailable(ctx: Ctx, loginEmail: string): Promise<{ available: boolean }> {
  const slot = await ctx.throttle.take([{ kind: 'emailCheckIp', key: ctx.ip }], ctx.now());
  if (!slot.ok) {
    ctx.log.warn({ event: 'user.emailCheck.throttled', ip: ctx.ip }, 'e-mail check throttled');
    throw new AppError('EMAIL_CHECK_THROTTLED', { retryAfter: slot.retryAfterSeconds });
  }
  const existing = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailKey, emailKeyOf(loginEmail)));
  return { available: existing.length === 0 };
}

async function loadUser(ctx: AuthedCtx) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.userId));
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

export async function getMe(ctx: AuthedCtx): Promise<Member> {
  const u = await loadUser(ctx);
  return { userId: u.id, userName: u.userName, loginEmail: u.loginEmail, sex: u.sex === 1 ? 1 : 0, birthDate: u.birthDate };
}

export async function updateProfile(ctx: AuthedCtx, input: ProfileChange): Promise<Member> {
  await loadUser(ctx);
  await ctx.db.transaction((tx) => tx.update(users).set({ userName: input.userName, birthDate: input.birthDate }).where(eq(users.id, ctx.user.userId)));
  return getMe(ctx);
}

export async function changePassword(ctx: AuthedCtx, input: ChangePasswordInput): Promise<void> {
  const before = await loadUser(ctx);
  await checkMemberPassword(ctx, before, input.oldPassword);
  const newHash = await hashPassword(input.newPassword, ctx.config.argon2Profile);
  await ctx.db.transaction(
    async (tx) => {
      // If another change committed while we hashed, the old password we checked is no longer current.
      const [current] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.user.userId));
      if (!current) throw new AppError('USER_NOT_FOUND');
      if (current.hash !== before.passwordHash) throw new AppError('WRONG_PASSWORD');
      await tx.update(users).set({ passwordHash: newHash }).where(eq(users.id, ctx.user.userId));
      await revokeOtherSessions(ctx, tx);
    },
    { lockMember: ctx.user.userId },
  );
}

/** Every row they own goes through ON DELETE CASCADE. */
export async function deleteAccount(ctx: AuthedCtx, input: DeleteAccountInput): Promise<void> {
  await checkMemberPassword(ctx, await loadUser(ctx), input.password);
  await ctx.db.transaction((tx) => tx.delete(users).where(eq(users.id, ctx.user.userId)));
}
