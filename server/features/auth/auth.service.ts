// The Lucia-guide design of docs/security.md (decisions 1–4).

import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { authSessions, users } from '../../../db/schema/index';
import { dummyPasswordHash, verifyPassword } from '../../common/password';
import type { AppDeps, AuthedCtx, AuthUser, Ctx } from '../../context';
import { AppError } from '../../errors';
import type { AuthTokens, LoginInput } from './auth.shared';
import {
  formatRefreshToken,
  generateSessionId,
  generateSessionSecret,
  parseRefreshToken,
  sessionSecretMatches,
  signAccessToken,
  signTicket,
  verifyAccessToken,
  verifyTicket,
} from './tokens';

/** A session without "remember me" lives one day (see ADR 002). */
export const UNREMEMBERED_SESSION_MS = 24 * 3600 * 1000;
export const ABSOLUTE_CAP_FACTOR = 3;

export function emailKeyOf(email: string): string {
  return email.normalize('NFC').toLowerCase();
}

function sessionWindows(deps: AppDeps, rememberMe: boolean) {
  const inactivityMs = rememberMe ? deps.config.refreshTokenTtlSeconds * 1000 : UNREMEMBERED_SESSION_MS;
  const absoluteMs = rememberMe ? inactivityMs * ABSOLUTE_CAP_FACTOR : UNREMEMBERED_SESSION_MS;
  return { inactivityMs, absoluteMs };
}

function issueAccessToken(deps: AppDeps, userId: number, sessionId: string): string {
  const iat = Math.floor(deps.now() / 1000);
  return signAccessToken(deps.accessKey, { sub: String(userId), sid: sessionId, iat, exp: iat + deps.config.accessTokenTtlSeconds });
}

export async function createSession(deps: AppDeps, tx: DbOrTx, userId: number, rememberMe: boolean): Promise<AuthTokens> {
  const id = generateSessionId();
  const { secret, secretHash } = generateSessionSecret();
  const now = deps.now();
  await tx.insert(authSessions).values({
    id,
    userId,
    secretHash: Buffer.from(secretHash),
    rememberMe,
    createdAt: now,
    lastUsedAt: now,
    absoluteExpiresAt: now + sessionWindows(deps, rememberMe).absoluteMs,
  });
  return { accessToken: issueAccessToken(deps, userId, id), refreshToken: formatRefreshToken(id, secret), rememberMe };
}

function emailHash(emailKey: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(emailKey))).slice(0, 16);
}

/** The account's token is reserved up front so parallel guesses cannot slip through while their hashes run; success resets it. */
async function throttleLogin(ctx: Ctx, emailKey: string): Promise<void> {
  const blocked = await ctx.throttle.take(
    [
      { kind: 'ip', key: ctx.ip },
      { kind: 'account', key: emailKey },
    ],
    ctx.now(),
  );
  if (!blocked.ok) {
    ctx.log.warn({ event: 'auth.login.throttled', emailHash: emailHash(emailKey), ip: ctx.ip }, 'login throttled');
    throw new AppError('TOO_MANY_REQUESTS', { retryAfter: blocked.retryAfterSeconds });
  }
}

/** Uses login's buckets, so a stolen token guesses no faster than the login form. */
export async function checkMemberPassword(ctx: AuthedCtx, member: { emailKey: string; passwordHash: string }, password: string): Promise<void> {
  const slot = await ctx.throttle.take(
    [
      { kind: 'ip', key: ctx.ip },
      { kind: 'account', key: member.emailKey },
    ],
    ctx.now(),
  );
  if (!slot.ok) {
    ctx.log.warn({ event: 'user.passwordCheck.throttled', userId: ctx.user.userId, ip: ctx.ip }, 'password check throttled');
    throw new AppError('PASSWORD_CHECK_THROTTLED', { retryAfter: slot.retryAfterSeconds });
  }
  if (!(await verifyPassword(member.passwordHash, password))) {
    ctx.log.warn({ event: 'user.passwordCheck.fail', userId: ctx.user.userId, ip: ctx.ip }, 'wrong password behind a session');
    throw new AppError('WRONG_PASSWORD');
  }
  await ctx.throttle.reset('account', member.emailKey);
}

export async function login(ctx: Ctx, input: LoginInput): Promise<AuthTokens> {
  const emailKey = emailKeyOf(input.loginEmail);
  await throttleLogin(ctx, emailKey);
  const [user] = await ctx.db.select().from(users).where(eq(users.emailKey, emailKey));
  // Unknown e-mail and wrong password cost the same and answer the same (no enumeration).
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash(ctx.config.argon2Profile)), input.password);
  if (!user || !passwordOk) {
    ctx.log.warn({ event: 'auth.login.fail', emailHash: emailHash(emailKey), ip: ctx.ip }, 'login failed');
    throw new AppError('AUTH_FAILED');
  }
  await ctx.throttle.reset('account', emailKey);
  ctx.log.info({ event: 'auth.login.success', userId: user.id, ip: ctx.ip }, 'login');
  return ctx.db.transaction((tx) => createSession(ctx, tx, user.id, input.rememberMe));
}

type LiveSession = { id: string; userId: number; rememberMe: boolean };

async function findRefreshSession(deps: AppDeps, refreshToken: string): Promise<LiveSession | null> {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) return null;
  const [session] = await deps.db.select().from(authSessions).where(eq(authSessions.id, parsed.sessionId));
  if (!session || !sessionSecretMatches(parsed.secret, new Uint8Array(session.secretHash))) return null;
  const now = deps.now();
  const { inactivityMs } = sessionWindows(deps, session.rememberMe);
  if (now >= session.absoluteExpiresAt || now - session.lastUsedAt >= inactivityMs) {
    await deps.db.transaction((tx) => tx.delete(authSessions).where(eq(authSessions.id, session.id)));
    return null;
  }
  return session;
}

export async function refresh(deps: AppDeps, refreshToken: string): Promise<AuthTokens> {
  const session = await findRefreshSession(deps, refreshToken);
  if (!session) throw new AppError('REFRESH_TOKEN_EXPIRED');
  await deps.db.transaction((tx) => tx.update(authSessions).set({ lastUsedAt: deps.now() }).where(eq(authSessions.id, session.id)));
  // Not rotated: legacy clients keep the refresh token from login (docs/security.md decision 2).
  return { accessToken: issueAccessToken(deps, session.userId, session.id), refreshToken, rememberMe: true };
}

export async function logout(deps: AppDeps, refreshToken: string): Promise<void> {
  const session = await findRefreshSession(deps, refreshToken);
  if (!session) throw new AppError('ALREADY_LOGGED_OUT');
  await deps.db.transaction((tx) => tx.delete(authSessions).where(eq(authSessions.id, session.id)));
}

const BEARER = 'Bearer ';

/** In the legacy filter's terms (docs/legacy-api.md §2.2). */
export function bearerTokenOf(header: string | undefined): { token: string } | { missing: 'TOKEN_MISSING' | 'TOKEN_NOT_BEARER' | 'TOKEN_EMPTY' } {
  if (header === undefined || header === '') return { missing: 'TOKEN_MISSING' };
  if (!header.startsWith(BEARER)) return { missing: 'TOKEN_NOT_BEARER' };
  const token = header.slice(BEARER.length);
  return token === '' ? { missing: 'TOKEN_EMPTY' } : { token };
}

export function requireBearerToken(header: string | undefined): string {
  const bearer = bearerTokenOf(header);
  if ('missing' in bearer) throw new AppError(bearer.missing);
  return bearer.token;
}

export async function authenticate(deps: AppDeps, header: string | undefined): Promise<AuthUser> {
  const token = requireBearerToken(header);
  const check = verifyAccessToken(deps.accessKey, token, Math.floor(deps.now() / 1000));
  if (!check.ok) throw new AppError(check.reason === 'expired' ? 'ACCESS_TOKEN_EXPIRED' : 'TOKEN_MALFORMED');
  return liveUser(deps, Number(check.claims.sub), check.claims.sid);
}

async function liveUser(deps: AppDeps, userId: number, sessionId: string): Promise<AuthUser> {
  const [live] = await deps.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), gt(authSessions.absoluteExpiresAt, deps.now())));
  if (!live) throw new AppError('TOKEN_MALFORMED');
  return { userId, sessionId };
}

const TICKET_SECONDS = 60;

export function issueTicket(ctx: AuthedCtx, file: string): string {
  const exp = Math.floor(ctx.now() / 1000) + TICKET_SECONDS;
  return signTicket(ctx.accessKey, { sub: String(ctx.user.userId), sid: ctx.user.sessionId, file, exp });
}

export async function redeemTicket(deps: AppDeps, ticket: string, file: string): Promise<AuthUser> {
  const claims = verifyTicket(deps.accessKey, ticket, Math.floor(deps.now() / 1000));
  if (!claims || claims.file !== file) throw new AppError('TICKET_INVALID');
  return liveUser(deps, Number(claims.sub), claims.sid);
}

export async function revokeOtherSessions(ctx: AuthedCtx, tx: DbOrTx): Promise<void> {
  await tx.delete(authSessions).where(and(eq(authSessions.userId, ctx.user.userId), ne(authSessions.id, ctx.user.sessionId)));
}
