// Login throttling (docs/security.md decision 6): token buckets per account and per IP. No hard lockout:
// a bucket always refills, so an attacker can slow a victim's logins but never lock them out. A password
// checked behind a session (change, deletion) spends from the same two buckets as a login.
// Sign-up has its own per-IP bucket: each one costs an argon2 hash and a new account, so a script must
// not be able to mint accounts (or burn CPU) without bound.
//
// The buckets live in the database (throttle_buckets), so every app node spends from the same ones: five
// wrong passwords spread over two nodes lock the sixth attempt just as on one. A bucket is read and
// written in one transaction under a lock named after it, so parallel attempts cannot both spend the
// last token. A missing row is a full bucket; a row is useless once it has refilled (expires_at) and is
// swept now and then.
import { eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { throttleBuckets } from '../../../db/schema/index';

export type BucketRule = { capacity: number; refillPerMinute: number };

export const LOGIN_LIMITS = {
  perAccount: { capacity: 5, refillPerMinute: 1 },
  perIp: { capacity: 30, refillPerMinute: 30 },
} as const satisfies Record<string, BucketRule>;

/**
 * account: failed password checks per account, at login or behind a session (a success resets it, so only
 * failures spend it); ip: password checks per IP, successful or not; signUpIp: sign-ups per IP; emailCheckIp: e-mail availability
 * checks per IP (they tell whether an address is registered); resetIp: password-reset requests per IP;
 * resetAddress: reset mails per address (registered or not, so the answer tells nothing); exportMember: a
 * member's exports (each reads their whole history), counted on every node.
 */
type BucketKind = 'account' | 'ip' | 'signUpIp' | 'emailCheckIp' | 'resetIp' | 'resetAddress' | 'exportMember';

/** Exports one member may start per hour: one refills every 3 minutes. */
export const EXPORTS_PER_MEMBER_PER_HOUR = 20;

/** Reset mails one address may be sent per hour, whoever asks: one refills every 12 minutes. */
export const RESETS_PER_ADDRESS_PER_HOUR = 5;

/** `kind`: the bucket that was empty. */
type Take = { ok: true } | { ok: false; retryAfterSeconds: number; kind: BucketKind };

export type Throttles = {
  /**
   * Takes one token from each bucket in order, stopping at the first that is empty (whose wait it
   * answers); the buckets before it keep their spent token.
   */
  take(buckets: readonly { kind: BucketKind; key: string }[], nowMs: number): Promise<Take>;
  /** Forgets the key: its bucket is full again (a successful login clears the account's failures). */
  reset(kind: BucketKind, key: string): Promise<void>;
};

const perHourRule = (perHour: number): BucketRule => ({ capacity: perHour, refillPerMinute: perHour / 60 });

/** Expired rows are deleted on every SWEEP_EVERY-th take of a process. */
const SWEEP_EVERY = 256;

export function createThrottles(
  db: Db,
  loginLimits: { perAccount: BucketRule; perIp: BucketRule },
  signUpPerHour: number,
  emailChecksPerHour: number,
  passwordResetsPerHour = 10,
): Throttles {
  const rules: Record<BucketKind, BucketRule> = {
    account: loginLimits.perAccount,
    ip: loginLimits.perIp,
    signUpIp: perHourRule(signUpPerHour),
    emailCheckIp: perHourRule(emailChecksPerHour),
    resetIp: perHourRule(passwordResetsPerHour),
    resetAddress: perHourRule(RESETS_PER_ADDRESS_PER_HOUR),
    exportMember: perHourRule(EXPORTS_PER_MEMBER_PER_HOUR),
  };
  const rowKey = (kind: BucketKind, key: string) => `${kind}:${key}`;
  let takes = 0;

  async function takeOne(tx: DbOrTx, kind: BucketKind, key: string, nowMs: number): Promise<Take> {
    const rule = rules[kind];
    const [row] = await tx.select().from(throttleBuckets).where(eq(throttleBuckets.key, key));
    const elapsed = row ? Math.max(0, nowMs - row.updatedAt) : 0;
    const available = row ? Math.min(rule.capacity, row.tokens + (elapsed / 60_000) * rule.refillPerMinute) : rule.capacity;
    const msPerToken = 60_000 / rule.refillPerMinute;
    if (available < 1) return { ok: false, kind, retryAfterSeconds: Math.max(1, Math.ceil(((1 - available) * msPerToken) / 1000)) };
    const tokens = available - 1;
    const values = { tokens, updatedAt: nowMs, expiresAt: nowMs + Math.ceil((rule.capacity - tokens) * msPerToken) };
    await tx
      .insert(throttleBuckets)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: throttleBuckets.key, set: values });
    return { ok: true };
  }

  return {
    take(buckets, nowMs) {
      const keys = buckets.map((b) => rowKey(b.kind, b.key));
      const sweep = ++takes % SWEEP_EVERY === 0;
      return db.transaction(
        async (tx) => {
          if (sweep) await tx.delete(throttleBuckets).where(lt(throttleBuckets.expiresAt, nowMs));
          for (const [i, bucket] of buckets.entries()) {
            const result = await takeOne(tx, bucket.kind, keys[i]!, nowMs);
            if (!result.ok) return result;
          }
          return { ok: true } as const;
        },
        { lockNames: keys.map((k) => `throttle:${k}`) },
      );
    },
    async reset(kind, key) {
      await db.transaction((tx) => tx.delete(throttleBuckets).where(eq(throttleBuckets.key, rowKey(kind, key))));
    },
  };
}
