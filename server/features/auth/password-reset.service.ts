// Password reset by e-mail (docs/decisions/028-password-reset-and-account-deletion.md, docs/security.md
// "Token design"): a time-limited, single-use link whose secret is stored only as SHA-256. A request answers
// the same whether or not the address is registered, and the link is made and mailed after the answer, so
// neither the words, the status nor the time tell. Setting the new password ends every login session of the member.
import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { authSessions, passwordResets, users } from '../../../db/schema/index';
import { hashPassword } from '../../common/password';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { emailKeyOf } from './auth.service';
import { sendMail } from './mail';
import {
  RESET_LINK_PATH,
  RESET_LINK_TTL_MINUTES,
  RESET_REQUESTED_MESSAGE,
  type RequestPasswordResetInput,
  type ResetPasswordInput,
} from './password-reset.shared';
import { RESETS_PER_ADDRESS_PER_HOUR } from './throttle';
import { generateSessionId, generateSessionSecret, hashSessionSecret, sessionSecretMatches } from './tokens';

const RESET_LINK_TTL_MS = RESET_LINK_TTL_MINUTES * 60_000;

/** Identifies an address in logs without writing it. */
function addressHash(emailKey: string): string {
  return Buffer.from(hashSessionSecret(emailKey)).toString('hex').slice(0, 16);
}

function parseResetToken(token: string): { id: string; secret: string } | null {
  const match = /^([a-z2-7]{24})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

function resetMail(to: string, userName: string, link: string) {
  const subject = '[핏포미] 비밀번호 재설정 안내';
  const lines = [
    `${userName}님, 안녕하세요.`,
    '',
    '핏포미 비밀번호 재설정을 요청하셨어요. 아래 링크에서 새 비밀번호를 설정해 주세요.',
    `링크는 ${RESET_LINK_TTL_MINUTES}분 동안 한 번만 쓸 수 있어요.`,
    '',
    link,
    '',
    '요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않아요.',
  ];
  const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const body = [
    `<p>${escapeHtml(userName)}님, 안녕하세요.</p>`,
    '<p>핏포미 비밀번호 재설정을 요청하셨어요. 아래 링크에서 새 비밀번호를 설정해 주세요.<br>',
    `링크는 ${RESET_LINK_TTL_MINUTES}분 동안 한 번만 쓸 수 있어요.</p>`,
    `<p><a href="${escapeHtml(link)}">새 비밀번호 설정하기</a></p>`,
    '<p>요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않아요.</p>',
  ].join('\n');
  return { to, subject, text: lines.join('\n'), html: body };
}

/**
 * Sends the link: SMTP when configured; otherwise development and test print it to the log,
 * and production logs an error (the member still gets the same answer).
 */
function deliver(ctx: Ctx, to: string, userName: string, link: string, userId: number): void {
  if (!ctx.config.smtp) {
    if (ctx.config.env === 'production') {
      ctx.log.error({ event: 'auth.passwordReset.mailNotConfigured', userId }, 'password reset requested but SMTP is not configured');
    } else {
      ctx.log.info({ event: 'auth.passwordReset.link', userId, link }, 'password reset link (no SMTP configured)');
    }
    return;
  }
  sendMail(ctx.config, resetMail(to, userName, link)).then(
    () => ctx.log.info({ event: 'auth.passwordReset.sent', userId }, 'password reset mail sent'),
    (err: unknown) => ctx.log.error({ event: 'auth.passwordReset.mailFailed', userId, err }, 'password reset mail could not be sent'),
  );
}

// Whenever the cap holds a request back, the newest mail went out less than one refill ago: its link must still work.
if (60 / RESETS_PER_ADDRESS_PER_HOUR >= RESET_LINK_TTL_MINUTES) throw new Error('a reset link must outlive one refill of the per-address mail cap');

/**
 * Answers at once, the same for every address; the lookup, the new link and the mail wait for `afterAnswer`,
 * so a registered address costs no more time before the answer than an unknown one. The per-IP limit answers
 * 429; the per-address cap only holds the mail back, so a stranger can neither flood an inbox nor make the
 * member's own request fail. `origin`: where the link points (PUBLIC_URL, else the request's origin;
 * config.ts requires PUBLIC_URL in production).
 */
export async function requestPasswordReset(
  ctx: Ctx,
  input: RequestPasswordResetInput,
  origin: string,
  afterAnswer: (work: () => void) => void,
): Promise<{ message: string }> {
  const emailKey = emailKeyOf(input.loginEmail);
  const slot = await ctx.throttle.take(
    [
      { kind: 'resetIp', key: ctx.ip },
      { kind: 'resetAddress', key: emailKey },
    ],
    ctx.now(),
  );
  if (!slot.ok && slot.kind === 'resetIp') {
    ctx.log.warn({ event: 'auth.passwordReset.throttled', emailHash: addressHash(emailKey), ip: ctx.ip }, 'password reset throttled');
    throw new AppError('PASSWORD_RESET_THROTTLED', { retryAfter: slot.retryAfterSeconds });
  }
  if (!slot.ok) {
    ctx.log.warn({ event: 'auth.passwordReset.capped', emailHash: addressHash(emailKey), ip: ctx.ip }, 'password reset mail held back: address cap');
  } else {
    afterAnswer(() => {
      issueLink(ctx, emailKey, origin).catch((err: unknown) =>
        ctx.log.error({ event: 'auth.passwordReset.failed', emailHash: addressHash(emailKey), err }, 'password reset link could not be issued'),
      );
    });
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/** After the answer: a link for a registered address, stored and mailed. */
async function issueLink(ctx: Ctx, emailKey: string, origin: string): Promise<void> {
  const [user] = await ctx.db.select({ id: users.id, userName: users.userName, loginEmail: users.loginEmail }).from(users).where(eq(users.emailKey, emailKey));
  const now = ctx.now();
  if (!user) {
    ctx.log.info({ event: 'auth.passwordReset.unknownAddress', emailHash: addressHash(emailKey), ip: ctx.ip }, 'password reset for an unknown address');
    if (!ctx.config.smtp && ctx.config.env === 'production') {
      ctx.log.error({ event: 'auth.passwordReset.mailNotConfigured' }, 'password reset requested but SMTP is not configured');
    }
    return;
  }
  const id = generateSessionId();
  const { secret, secretHash } = generateSessionSecret();
  await ctx.db.transaction(async (tx) => {
    // The member's spent and timed-out links are of no further use.
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt))));
    await tx.insert(passwordResets).values({ id, userId: user.id, secretHash: Buffer.from(secretHash), createdAt: now, expiresAt: now + RESET_LINK_TTL_MS });
  });
  ctx.log.info({ event: 'auth.passwordReset.requested', userId: user.id, ip: ctx.ip }, 'password reset requested');
  deliver(ctx, user.loginEmail, user.userName, `${origin}${RESET_LINK_PATH}#token=${id}.${secret}`, user.id);
}

/**
 * Sets the new password through a live link: the link is spent, the member's other links die with it, and
 * every login session of the member ends (whoever asked for the reset may not be the only one logged in).
 */
export async function resetPassword(ctx: Ctx, input: ResetPasswordInput): Promise<void> {
  const parsed = parseResetToken(input.token);
  const invalid = () => {
    ctx.log.warn({ event: 'auth.passwordReset.invalidLink', ip: ctx.ip }, 'password reset with an invalid link');
    return new AppError('PASSWORD_RESET_LINK_INVALID');
  };
  if (!parsed) throw invalid();
  const [row] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.id, parsed.id));
  const now = ctx.now();
  if (!row || !sessionSecretMatches(parsed.secret, new Uint8Array(row.secretHash)) || row.usedAt !== null || now >= row.expiresAt) throw invalid();
  const passwordHash = await hashPassword(input.newPassword, ctx.config.argon2Profile);
  const spent = await ctx.db.transaction(async (tx) => {
    // Claimed inside the transaction: two submits of one link cannot both set a password.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: ctx.now() })
      .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, row.userId), ne(passwordResets.id, row.id)));
    await tx.delete(authSessions).where(eq(authSessions.userId, row.userId));
    return true;
  });
  if (!spent) throw invalid();
  ctx.log.info({ event: 'auth.passwordReset.done', userId: row.userId, ip: ctx.ip }, 'password reset');
}
