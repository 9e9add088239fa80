// docs/security.md rows 22, 24, 25 and 28 (ASVS 16.5.x): a held write lock gives 503, a full disk gives
// 507/503 with nothing half-written, a corrupted or foreign database file or a bad setting stops
// start-up, and internal errors leave no stack, SQLite code or path in the answer.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { loadConfig } from '../server/config';
import { buildTestApp, createTestDb, fakeClock, type TestApp } from '../tests/helpers/app';
import { api, type HttpAnswer, memberInput, signUpMember, trpcError, trpcMutation, trpcQuery } from '../tests/helpers/calls';
import { buildAppOnFile, HANGUL, leakIn, snapshotAll, visibleMessage } from '../tests/helpers/security';
import { Database } from './sqlite-driver';

const ROOT = resolve(import.meta.dirname, '..');

let t: (TestApp & { file?: string }) | undefined;
const cleanups: Array<() => void> = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  while (cleanups.length) cleanups.pop()!();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-start-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function count(sql: string): number {
  return (t!.db.sqlite!.prepare(sql).get() as { n: number }).n;
}

// ---- row 22: another writer holds the lock ----

test('while a second connection holds BEGIN IMMEDIATE, mutations wait out the busy timeout and answer 503 with no SQL text, reads still work, and after COMMIT the same calls succeed', async () => {
  t = await buildAppOnFile({ busyTimeoutMs: 200 });
  const m = await signUpMember(t.app);
  const before = await snapshotAll(t.db);
  const other = new Database(t.file!, { timeout: 0 });
  cleanups.push(() => other.close());
  other.exec('BEGIN IMMEDIATE');

  const started = performance.now();
  const trpc = await trpcMutation(t.app, 'user.updateProfile', { userName: '김바쁨', birthDate: '1990-01-01' }, m.accessToken);
  const waited = performance.now() - started;
  expect(trpc.status).toBe(503);
  expect(trpcError(trpc).data.appCode).toBe('SERVICE_UNAVAILABLE');
  expect(trpcError(trpc).message).toMatch(HANGUL);
  expect(leakIn(trpc.body)).toBeNull();
  // It did wait for the lock (a sleep never ends early, so this holds on any machine)… and then gave up
  // rather than wait for the lock itself: the answer came while the other connection still holds it.
  // No upper bound on the wait: on a busy machine any duration is possible; a hang would hit the test timeout.
  expect(waited).toBeGreaterThanOrEqual(150);
  expect(other.inTransaction).toBe(true);

  const shim = await api(t.app, 'POST', '/user/private', { token: m.accessToken, body: { userName: '김바쁨', birthDate: '1990-01-01' } });
  expect(shim.status).toBe(503);
  expect(shim.json()).toEqual({ status: 'SERVICE_UNAVAILABLE', statusMessage: expect.stringMatching(HANGUL) });
  expect(leakIn(shim.body)).toBeNull();

  const newcomer = memberInput();
  const signUp = await trpcMutation(t.app, 'user.signUp', newcomer);
  expect(signUp.status).toBe(503);
  const login = await api(t.app, 'POST', '/auth/login', { body: { loginEmail: m.loginEmail, password: m.password } });
  expect(login.status).toBe(503);
  expect(leakIn(login.body)).toBeNull();

  // WAL: readers are not blocked by the writer.
  expect((await api(t.app, 'GET', '/user/private', { token: m.accessToken })).status).toBe(200);
  expect(await snapshotAll(t.db)).toBe(before);

  other.exec('COMMIT');
  expect((await trpcMutation(t.app, 'user.updateProfile', { userName: '김바쁨', birthDate: '1990-01-01' }, m.accessToken)).status).toBe(200);
  expect((await api(t.app, 'POST', '/user/private', { token: m.accessToken, body: { userName: '김한가', birthDate: '1990-01-01' } })).body).toBe('ok');
  expect((await trpcMutation(t.app, 'user.signUp', newcomer)).status).toBe(200);
  expect((await api(t.app, 'POST', '/auth/login', { body: { loginEmail: m.loginEmail, password: m.password } })).status).toBe(200);
  expect(t.logs.join('')).not.toContain('unhandled error');
});

// ---- row 24: disk full ----

test('when the database cannot grow, sign-ups answer 507/503 with a generic message, nothing is half-written, reads still work, and growth resumes it', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const first = await signUpMember(t.app);
  const sqlite = t.db.sqlite!;
  sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true }) as number}`);

  let failure: { res: HttpAnswer; email: string; via: string } | undefined;
  for (let i = 0; i < 200 && !failure; i++) {
    const via = i % 2 === 0 ? 'trpc' : 'shim';
    const email = `full-${i}@fitforme.kr`;
    const res =
      via === 'trpc'
        ? await trpcMutation(t.app, 'user.signUp', memberInput({ loginEmail: email }))
        : await api(t.app, 'POST', '/user/auth', { body: { userName: '홍길동', loginEmail: email, password: 'abcd1234', sex: '남성' } });
    if (res.status !== 200) failure = { res, email, via };
  }
  expect(failure, 'the page limit was never reached').toBeDefined();
  const { res, email, via } = failure!;
  expect([503, 507], `${via} → ${res.body}`).toContain(res.status);
  expect(leakIn(res.body)).toBeNull();
  expect(visibleMessage(res)).not.toMatch(/full|disk|page|database/i);
  if (via === 'trpc') expect(trpcError(res).message).toMatch(HANGUL);
  else expect(JSON.parse(res.body)).toEqual({ status: 'STORAGE_FULL', statusMessage: expect.stringMatching(HANGUL) });

  // Nothing of the failed sign-up, and every earlier one complete (member + first record + session).
  expect(count(`SELECT count(*) AS n FROM users WHERE login_email = '${email}'`)).toBe(0);
  expect(count('SELECT count(*) AS n FROM body_data')).toBe(count('SELECT count(*) AS n FROM users'));
  expect(count('SELECT count(*) AS n FROM auth_sessions')).toBe(count('SELECT count(*) AS n FROM users'));
  expect(count('SELECT count(*) AS n FROM body_data WHERE user_id NOT IN (SELECT id FROM users)')).toBe(0);
  expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');

  // The other transport fails the same way, and reads keep working.
  const again =
    via === 'trpc'
      ? await api(t.app, 'POST', '/user/auth', { body: { userName: '홍길동', loginEmail: 'full-again@fitforme.kr', password: 'abcd1234', sex: '남성' } })
      : await trpcMutation(t.app, 'user.signUp', memberInput({ loginEmail: 'full-again@fitforme.kr' }));
  expect([503, 507]).toContain(again.status);
  expect((await trpcQuery(t.app, 'user.me', undefined, first.accessToken)).status).toBe(200);
  expect((await api(t.app, 'GET', '/myfit/userInfo', { token: first.accessToken })).status).toBe(200);
  expect(t.logs.join('')).not.toContain('unhandled error');

  sqlite.pragma('max_page_count = 1073741823');
  expect((await trpcMutation(t.app, 'user.signUp', memberInput({ loginEmail: email }))).status).toBe(200);
});

// ---- row 25: refuse to start on a bad store or bad settings ----

function startServer(env: Record<string, string>): { status: number | null; signal: NodeJS.Signals | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'a-start-up-test-secret-of-more-than-32-chars',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, signal: result.signal, output: `${result.stdout}\n${result.stderr}` };
}

test('start-up on a database whose page 2 is overwritten with random bytes exits non-zero and says integrity', async () => {
  const { db, target: file } = await createTestDb();
  const dir = tempDir();
  const pageSize = db.sqlite!.pragma('page_size', { simple: true }) as number;
  expect(db.sqlite!.pragma('page_count', { simple: true }) as number).toBeGreaterThan(2);
  await db.close(); // checkpoints the WAL into the main file
  const copy = join(dir, 'corrupted.db');
  copyFileSync(file, copy);
  const fd = openSync(copy, 'r+');
  writeSync(fd, randomBytes(pageSize), 0, pageSize, pageSize);
  closeSync(fd);

  const run = startServer({ DATABASE_PATH: copy });
  expect(run.signal, run.output).toBeNull();
  expect(run.status, run.output).not.toBe(0);
  expect(run.output).toMatch(/integrity/i);
});

test('start-up on a file that is not a SQLite database exits non-zero and says integrity', () => {
  const dir = tempDir();
  const file = join(dir, 'foreign.db');
  writeFileSync(file, `${'This is a text file, not a database. '.repeat(200)}\n`);
  const run = startServer({ DATABASE_PATH: file });
  expect(run.signal, run.output).toBeNull();
  expect(run.status, run.output).not.toBe(0);
  expect(run.output).toMatch(/integrity/i);
});

test('start-up with PORT=abc exits non-zero naming PORT, before touching the database', () => {
  const dir = tempDir();
  const file = join(dir, 'never-created.db');
  const run = startServer({ DATABASE_PATH: file, PORT: 'abc' });
  expect(run.signal, run.output).toBeNull();
  expect(run.status, run.output).not.toBe(0);
  expect(run.output).toMatch(/\bPORT\b/);
  expect(existsSync(file)).toBe(false);
});

test('every other bad setting is refused with a message naming the variable', () => {
  const base = { DATABASE_PATH: ':memory:' };
  const bad: Array<[string, string]> = [
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['ACCESS_TOKEN_TTL_SECONDS', '0'],
    ['ACCESS_TOKEN_TTL_SECONDS', 'ten'],
    ['REFRESH_TOKEN_TTL_SECONDS', '1.5'],
    ['LOG_LEVEL', 'loud'],
    ['AUTH_SECRET', 'too-short'],
    ['NODE_ENV', 'staging'],
    ['ARGON2_PROFILE', 'turbo'],
  ];
  for (const [name, value] of bad) {
    expect(() => loadConfig({ ...base, [name]: value }), `${name}=${value}`).toThrow(new RegExp(name));
  }
});

// ---- row 28: no internals in internal errors ----

for (const env of ['production', 'development'] as const) {
  test(`with a ${env} config an internal database error answers a generic 500 on both transports with no stack, SQLite code, SQL or path`, async () => {
    t = await buildTestApp({ config: { env } });
    const m = await signUpMember(t.app);
    t.db.sqlite!.exec('DROP TABLE body_data');

    const calls: Array<[string, HttpAnswer]> = [
      ['trpc recent', await trpcQuery(t.app, 'user.bodyData.recent', undefined, m.accessToken)],
      ['trpc userInfo', await trpcQuery(t.app, 'user.summary', undefined, m.accessToken)],
      ['trpc save', await trpcMutation(t.app, 'user.bodyData.save', { height: 170, weight: 70, bodyFat: 15, muscleMass: 30, upDownBalance: 5 }, m.accessToken)],
      ['shim recent', await api(t.app, 'GET', '/bodyData/recent', { token: m.accessToken })],
      ['shim userInfo', await api(t.app, 'GET', '/myfit/userInfo', { token: m.accessToken })],
      ['shim save', await api(t.app, 'POST', '/bodyData', { token: m.accessToken, body: { height: 170 } })],
    ];
    for (const [label, res] of calls) {
      expect(res.status, `${label} → ${res.body}`).toBe(500);
      expect(leakIn(res.body), `${label} → ${res.body}`).toBeNull();
      expect(res.body, label).not.toMatch(/body_data|SqliteError|stack/i);
      if (label.startsWith('trpc')) {
        expect(trpcError(res).data.appCode).toBe('INTERNAL');
        expect(trpcError(res).message).toMatch(HANGUL);
      } else {
        expect(JSON.parse(res.body)).toEqual({ status: 'INTERNAL_ERROR', statusMessage: expect.stringMatching(HANGUL) });
      }
    }
    // The real cause went to the log for the operator, not to the member.
    expect(t.logs.join('')).toContain('no such table');
  });
}
