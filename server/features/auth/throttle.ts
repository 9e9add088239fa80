// Login throttling (docs/security.md decision 6): token buckets, no hard lockout (a bucket always refills).
// In the database so every node spends from the same buckets; each take runs under a lock named after the bucket.
import { eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { throttleBuckets } from '../../../db/schema/index';

export type BucketRule = { capacity: number; refillPerMinute: number };

export const LOGIN_LIMITS = {
  perAccount: { capacity: 5, refillPerMinute: 1 },
  perIp: { capacity: 30, refillPerMinute: 30 },
} as const satisfies Record<string, BucketRule>;

/** `account` counts failures only (a success resets it); `resetAddress` counts every address, registered or not, so the answer tells nothing. */
type BucketKind = 'account' | 'ip' | 'signUpIp' | 'emailCheckIp' | 'resetIp' | 'resetAddress' | 'exportMember';

export const EXPORTS_PER_MEMBER_PER_HOUR = 20;

export const RESETS_PER_ADDRESS_PER_HOUR = 5;

type Take = { ok: true } | { ok: false; retryAfterSeconds: number; kind: BucketKind };

export type Throttles = {
  /** Buckets before the empty one keep their spent token. */
  take(buckets: readonly { kind: BucketKind; key: string }[], nowMs: number): Promise<Take>;
  reset(kind: BucketKind, key: string): Promise<void>;
};

const perHourRule = (perHour: number): BucketRule => ({ capacity: perHour, refillPerMinute: perHour / 60 });

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
