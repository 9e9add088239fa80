// Helpers for the security suite (tests/security): hand-made JWTs, route enumeration, store
// snapshots, message and leak checks. Nothing here replaces a part of the app.
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type Db, migrateDatabase, openDatabase } from '../../db/client';
import { type BuildAppOptions, buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { CatalogueStore } from '../../server/features/catalogue/catalogue.store';
import { type TestApp, testConfig } from './app';
import { type HttpAnswer, type ShimResult, shimAnswer } from './calls';
import { checkAnswer } from './openapi-answers';
import { snapshot } from './test-db';

/** The tables of the accounts slice; "data unchanged" means all three are byte-identical. */
const ACCOUNT_TABLES = ['users', 'auth_sessions', 'body_data'] as const;

export async function snapshotAll(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of ACCOUNT_TABLES) parts.push(`${table}:${await snapshot(db, table)}`);
  return parts.join('\n');
}

/** At least one Hangul syllable: every message a member may see is Korean. */
export const HANGUL = /[가-힣]/;

export function b64url(data: string | Uint8Array | object): string {
  if (typeof data === 'string') return Buffer.from(data, 'utf8').toString('base64url');
  if (data instanceof Uint8Array) return Buffer.from(data).toString('base64url');
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
}

export function decodeSegment(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** header.payload signed with HMAC over `key` (sha256 for HS256, sha512 for HS512). */
export function hmacJwt(header: object, payload: object, key: string | Uint8Array, hash: 'sha256' | 'sha512' = 'sha256'): string {
  const signingInput = `${b64url(header)}.${b64url(payload)}`;
  const signature = createHmac(hash, key).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

/** The claims our server puts in an access token, for forging look-alikes. */
export function accessClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error(`not a JWT: ${token}`);
  return decodeSegment(payload);
}

/**
 * Every route Fastify knows, from printRoutes (the tree output), as [METHOD, full path] pairs.
 * HEAD routes are Fastify's automatic companions of GET and are left out.
 */
export function listRoutes(app: FastifyInstance): Array<[string, string]> {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const out: Array<[string, string]> = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]*)\))?\s*$/.exec(line);
    if (!match) continue;
    const depth = Math.round([...(match[1] ?? '')].length / 4);
    stack.length = depth;
    const parent = depth > 0 ? (stack[depth - 1] ?? '') : '';
    const full = parent + (match[2] ?? '');
    stack[depth] = full;
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD') out.push([method, full]);
    }
  }
  return out;
}

/** The message a member would see: tRPC error.message, the legacy statusMessage, or the bare text. */
export function visibleMessage(res: HttpAnswer): string {
  const text = res.body;
  try {
    const parsed = JSON.parse(text) as Record<string, any>;
    if (parsed && typeof parsed === 'object') {
      if (parsed.error && typeof parsed.error.message === 'string') return parsed.error.message;
      if (typeof parsed.statusMessage === 'string') return parsed.statusMessage;
      if (typeof parsed.message === 'string') return parsed.message;
    }
  } catch {
    // bare text
  }
  return text;
}

/** Signs of an internal error leaking out: stack frames, SQLite codes and SQL, file paths. */
export function leakIn(body: string): string | null {
  const patterns: Array<[string, RegExp]> = [
    ['stack property', /"stack"/],
    ['stack frame', /\n\s+at |\bat (?:async )?\S+ \(/],
    ['SQLite code', /SQLITE_/],
    ['SQL text', /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM|no such table|no such column|database is locked)\b/i],
    ['file path', /(?:\/work\/|\/tmp\/|node_modules|\.ts:\d+)/],
  ];
  for (const [name, pattern] of patterns) if (pattern.test(body)) return name;
  return null;
}

function collectingStream(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
}

/**
 * Like buildTestApp, but opens the store itself so a test can choose the busy timeout (row 22)
 * and keep the file path for a second connection.
 */
export async function buildAppOnFile(
  opts: { busyTimeoutMs?: number; config?: Partial<Config> } & Partial<Omit<BuildAppOptions, 'db' | 'config'>> = {},
): Promise<TestApp & { file: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-sec-'));
  const file = join(dir, 'app.db');
  const db = openDatabase(file, { busyTimeoutMs: opts.busyTimeoutMs ?? 2000 });
  await migrateDatabase(db);
  const logs: string[] = [];
  const { busyTimeoutMs: _ignored, config, ...rest } = opts;
  const catalogue = new CatalogueStore(db);
  const app = await buildApp({ ...rest, db, catalogue, config: testConfig(config), logStream: collectingStream(logs), onAnswer: checkAnswer });
  await app.ready();
  return {
    app,
    db,
    catalogue,
    target: file,
    file,
    logs,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A raw request with a hand-written body (for bodies JSON.stringify cannot produce). */
export async function rawPost(app: FastifyInstance, url: string, payload: string, headers: Record<string, string> = {}): Promise<ShimResult> {
  return shimAnswer(await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload }));
}

export async function rawGet(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<ShimResult> {
  return shimAnswer(await app.inject({ method: 'GET', url, headers }));
}

/** The id of the member behind an access token (its `sub`). */
export function userIdOf(accessToken: string): number {
  return Number(accessClaims(accessToken).sub);
}
