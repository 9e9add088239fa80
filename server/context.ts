// What every service call receives, whichever transport it came through.
import type { Db } from '../db/client';
import type { Config } from './config';
import type { Throttles } from './features/auth/throttle';
import type { CatalogueStore } from './features/catalogue/catalogue.store';
import type { TransferLocks } from './features/training/transfer/transfer-lock';

export type AuthUser = { userId: number; sessionId: string };

/** Built once per app: the store, settings, catalogue, clock and in-memory throttles. */
export type AppDeps = {
  db: Db;
  config: Config;
  /** The catalogue of `db` in memory (loaded by buildApp before it serves): read `catalogue.current`. */
  catalogue: CatalogueStore;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  now: () => number;
  throttle: Throttles;
  accessKey: Uint8Array;
  transfers: TransferLocks;
  /** Structured audit log (pino in the app); never given passwords or tokens. */
  log: AuditLog;
};

export type AuditLog = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  /** Something an operator must fix (mail that cannot be sent). */
  error: (obj: object, msg?: string) => void;
};

/** Per request: the deps plus who is calling. */
export type Ctx = AppDeps & { user: AuthUser | null; ip: string };
export type AuthedCtx = AppDeps & { user: AuthUser; ip: string };
