// Service-level tests call the services directly, without Fastify or tRPC, with the deps the app would
// build: a real migrated and seeded SQLite file, a hand-moved clock, real throttles, and an audit log
// that records what the services write to it.
import type { Db } from '../../db/client';
import type { Config } from '../../server/config';
import type { AppDeps, AuthedCtx, Ctx } from '../../server/context';
import { AppError, type AppErrorCode } from '../../server/errors';
import { authenticate } from '../../server/features/auth/auth.service';
import type { AuthTokens, NewMember } from '../../server/features/auth/auth.shared';
import { type BucketRule, createThrottles, LOGIN_LIMITS } from '../../server/features/auth/throttle';
import { signUp } from '../../server/features/user/user.service';
import { createTestDb, fakeClock, testConfig } from './app';
import { snapshot } from './test-db';

type AuditLine = { level: 'info' | 'warn' | 'error'; obj: object; msg?: string };

export type ServiceWorld = {
  deps: AppDeps;
  db: Db;
  clock: ReturnType<typeof fakeClock>;
  audit: AuditLine[];
  close: () => Promise<void>;
};

export async function serviceWorld(
  opts: { config?: Partial<Config>; loginLimits?: { perAccount: BucketRule; perIp: BucketRule } } = {},
): Promise<ServiceWorld> {
  const { db, catalogue, dispose } = await createTestDb();
  const config = testConfig(opts.config);
  const clock = fakeClock();
  const audit: AuditLine[] = [];
  const deps: AppDeps = {
    db,
    config,
    catalogue,
    now: clock.now,
    throttle: createThrottles(db, opts.loginLimits ?? LOGIN_LIMITS, config.signUpLimitPerHour, config.emailCheckLimitPerHour),
    accessKey: new TextEncoder().encode(config.authSecret),
    transfers: new Set(),
    log: {
      info: (obj, msg) => audit.push({ level: 'info', obj, msg }),
      warn: (obj, msg) => audit.push({ level: 'warn', obj, msg }),
      error: (obj, msg) => audit.push({ level: 'error', obj, msg }),
    },
  };
  return {
    deps,
    db,
    clock,
    audit,
    close: dispose,
  };
}

const TEST_IP = '198.51.100.7';

/** A caller who is not logged in. */
export const guest = (deps: AppDeps, ip = TEST_IP): Ctx => ({ ...deps, user: null, ip });

let serial = 0;

/** A valid sign-up (what the contract schema would hand the service), with a fresh e-mail each time. */
export function newMember(overrides: Partial<NewMember> = {}): NewMember {
  serial += 1;
  return {
    userName: '홍길동',
    birthDate: '1990-05-05',
    loginEmail: `member${serial}@example.com`,
    password: 'password123',
    sex: 0,
    height: 175,
    weight: 70,
    bodyFat: 15,
    muscleMass: 35,
    upDownBalance: 5,
    ...overrides,
  };
}

/** The caller behind an access token, as the transports build it. */
export async function ctxOf(deps: AppDeps, accessToken: string, ip = TEST_IP): Promise<AuthedCtx> {
  return { ...deps, user: await authenticate(deps, `Bearer ${accessToken}`), ip };
}

export type TestMember = { ctx: AuthedCtx; tokens: AuthTokens; input: NewMember };

/** Signs a member up through the service; answers their logged-in context. */
export async function signedUp(deps: AppDeps, overrides: Partial<NewMember> = {}): Promise<TestMember> {
  const input = newMember(overrides);
  const tokens = await signUp(guest(deps), input, true);
  return { ctx: await ctxOf(deps, tokens.accessToken), tokens, input };
}

/** The AppError code `fn` throws or rejects with (fails the test when it throws something else or nothing). */
export async function codeOf(fn: () => unknown): Promise<AppErrorCode> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected an AppError, nothing was thrown');
}

/** The AppError `promise` rejects with. */
export async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError, the promise resolved');
}

/** Rows of a table, for "nothing changed" checks. */
export function rows(db: Db, table: string): Promise<string> {
  return snapshot(db, table);
}
