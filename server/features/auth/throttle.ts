// Login throttling (SECURITY.md decision 6): token buckets per account and per IP. No hard lockout:
// a bucket always refills, so an attacker can slow a victim's logins but never lock them out.
// Sign-up has its own per-IP bucket: each one costs an argon2 hash and a new account, so a script must
// not be able to mint accounts (or burn CPU) without bound.

export type BucketRule = { capacity: number; refillPerMinute: number };

export const LOGIN_LIMITS = {
  perAccount: { capacity: 5, refillPerMinute: 1 },
  perIp: { capacity: 30, refillPerMinute: 30 },
} as const satisfies Record<string, BucketRule>;

type Bucket = { tokens: number; updatedAt: number };

class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rule: BucketRule,
    private readonly maxKeys = 100_000,
  ) {}

  /** Takes one token; answers the seconds to wait when none is left. */
  take(key: string, nowMs: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const bucket = this.refilled(key, nowMs);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    const msPerToken = 60_000 / this.rule.refillPerMinute;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - bucket.tokens) * msPerToken) / 1000)) };
  }

  /** Forgets the key: its bucket is full again (a successful login clears the account's failures). */
  reset(key: string): void {
    this.buckets.delete(key);
  }

  private refilled(key: string, nowMs: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.evictFull(nowMs);
      bucket = { tokens: this.rule.capacity, updatedAt: nowMs };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const elapsed = Math.max(0, nowMs - bucket.updatedAt);
    bucket.tokens = Math.min(this.rule.capacity, bucket.tokens + (elapsed / 60_000) * this.rule.refillPerMinute);
    bucket.updatedAt = nowMs;
    return bucket;
  }

  /** Buckets that have refilled completely carry no information; drop them to bound memory. */
  private evictFull(nowMs: number): void {
    for (const [key, bucket] of this.buckets) {
      const elapsed = nowMs - bucket.updatedAt;
      if (bucket.tokens + (elapsed / 60_000) * this.rule.refillPerMinute >= this.rule.capacity) this.buckets.delete(key);
    }
    if (this.buckets.size >= this.maxKeys) this.buckets.clear();
  }
}

export type Throttles = {
  /** Failed logins per account: a success resets it, so only failures spend it. */
  account: TokenBuckets;
  /** Login attempts per IP, successful or not. */
  ip: TokenBuckets;
  signUpIp: TokenBuckets;
  /** E-mail availability checks per IP (they tell whether an address is registered). */
  emailCheckIp: TokenBuckets;
};

const perHourRule = (perHour: number): BucketRule => ({ capacity: perHour, refillPerMinute: perHour / 60 });

export function createThrottles(loginLimits: { perAccount: BucketRule; perIp: BucketRule }, signUpPerHour: number, emailChecksPerHour: number): Throttles {
  return {
    account: new TokenBuckets(loginLimits.perAccount),
    ip: new TokenBuckets(loginLimits.perIp),
    signUpIp: new TokenBuckets(perHourRule(signUpPerHour)),
    emailCheckIp: new TokenBuckets(perHourRule(emailChecksPerHour)),
  };
}
