// docs/security.md rows 14 and 30; ASVS 16.2.5, 16.4.1: secrets never leave the server: no response
// body and no log line carries a password or a hash, logs carry no token and no e-mail address, and no input
// can forge a log line. How secrets are stored is in secret-storage.test.ts.
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import { api, type HttpAnswer, memberInput, trpcData, trpcMutation, trpcQuery } from '../../../tests/helpers/calls';
import { sqlRows } from '../../../tests/helpers/test-db';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Every response of a scenario, with whether it legitimately carries tokens. */
type Seen = { label: string; res: HttpAnswer; issuesTokens: boolean };

async function dbSecrets(t: TestApp): Promise<string[]> {
  const out: string[] = [];
  for (const row of (await sqlRows(t.db, 'SELECT password_hash FROM users')) as Array<{ password_hash: string }>) {
    out.push(row.password_hash, row.password_hash.split('$').pop()!);
  }
  for (const row of (await sqlRows(t.db, 'SELECT secret_hash FROM auth_sessions')) as Array<{ secret_hash: Buffer }>) {
    out.push(row.secret_hash.toString('hex'), row.secret_hash.toString('base64'), row.secret_hash.toString('base64url'));
  }
  return out;
}

test('no response body and no log line carries a password, a password or secret hash, and logs carry no token', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const app = t.app;
  const seen: Seen[] = [];
  const hashes = new Set<string>();
  const record = async <R extends HttpAnswer>(label: string, res: R, issuesTokens = false): Promise<R> => {
    seen.push({ label, res, issuesTokens });
    for (const h of await dbSecrets(t!)) hashes.add(h);
    return res;
  };
  const passwordA = 'Leak-check-pw-71';
  const passwordA2 = 'Leak-check-pw-72';
  const passwordB = 'Leak-check-pw-73';

  const inputA = memberInput({ password: passwordA, userName: '김철수' });
  const signA = await record('signUp A', await trpcMutation(app, 'user.signUp', inputA), true);
  const a = trpcData(signA);
  const emailB = `leak-b-${Date.now()}@fitforme.kr`;
  const signB = await record(
    'legacy signUp B',
    await api(app, 'POST', '/user/auth', {
      body: {
        userName: '이영희',
        loginEmail: emailB,
        password: passwordB,
        sex: '여성',
        birthDate: '1990-05-05',
        height: 165,
        weight: 55,
        bodyFat: 15,
        muscleMass: 25,
        upDownBalance: 0.5,
      },
    }),
    true,
  );
  const b = signB.json() as { accessToken: string; refreshToken: string };

  const loginA = await record(
    'login A',
    await api(app, 'POST', '/auth/login', { body: { loginEmail: inputA.loginEmail, password: passwordA, rememberMe: true } }),
    true,
  );
  const a2 = loginA.json() as { accessToken: string; refreshToken: string };
  await record('wrong login', await api(app, 'POST', '/auth/login', { body: { loginEmail: inputA.loginEmail, password: passwordB } }));
  await record('wrong login trpc', await trpcMutation(app, 'auth.login', { loginEmail: emailB, password: passwordA }));
  await record('unknown login', await trpcMutation(app, 'auth.login', { loginEmail: 'nobody@fitforme.kr', password: passwordA }));
  clock.advance(2_000);
  const refreshed = await record('refresh', await api(app, 'GET', '/auth/refresh', { token: a2.refreshToken }), true);
  const a3 = refreshed.json() as { accessToken: string };
  await record('trpc refresh', await trpcMutation(app, 'auth.refresh', { refreshToken: a.refreshToken }), true);
  await record('me', await trpcQuery(app, 'user.me', undefined, a.accessToken));
  await record('legacy me', await api(app, 'GET', '/user/private', { token: a3.accessToken }));
  await record('userInfo', await api(app, 'GET', '/myfit/userInfo', { token: b.accessToken }));
  await record('trpc userInfo', await trpcQuery(app, 'user.summary', undefined, a.accessToken));
  await record(
    'bodyData',
    await api(app, 'POST', '/bodyData', {
      token: b.accessToken,
      body: { date: '2026-01-02', height: 165, weight: 54, bodyFat: 15, muscleMass: 25, upDownBalance: 0.4 },
    }),
  );
  await record('bodyData list', await api(app, 'GET', '/bodyData/list/1', { token: b.accessToken }));
  await record('profile', await trpcMutation(app, 'user.updateProfile', { userName: '김철수', birthDate: '1991-01-01' }, a.accessToken));
  await record(
    'bad password change',
    await api(app, 'POST', '/user/private/password', { token: a.accessToken, body: { oldPassword: passwordB, newPassword: passwordA2 } }),
  );
  await record('password change', await trpcMutation(app, 'user.changePassword', { oldPassword: passwordA, newPassword: passwordA2 }, a.accessToken));
  await record('revoked me', await trpcQuery(app, 'user.me', undefined, a2.accessToken));
  await record('revoked refresh', await api(app, 'GET', '/auth/refresh', { token: a2.refreshToken }));
  await record('bad delete', await trpcMutation(app, 'user.deleteAccount', { password: passwordA }, a.accessToken));
  await record('logout B', await api(app, 'GET', '/auth/logout', { token: b.refreshToken }));
  await record('logout B again', await api(app, 'GET', '/auth/logout', { token: b.refreshToken }));
  await record('delete A', await api(app, 'POST', '/user/delete', { token: a.accessToken, body: { password: passwordA2 } }));

  // The scenario really ran: the steps that should succeed did.
  const statusOf = (label: string) => seen.find((x) => x.label === label)?.res.status;
  for (const label of ['signUp A', 'legacy signUp B', 'login A', 'refresh', 'trpc refresh', 'password change', 'logout B'])
    expect(statusOf(label), label).toBe(200);
  expect(seen.find((x) => x.label === 'delete A')?.res.body).toBe('ok');

  const tokens = [a, b, a2].flatMap((s) => [s.accessToken, s.refreshToken, s.refreshToken.split('.')[1]!]).concat(a3.accessToken);
  const passwords = [passwordA, passwordA2, passwordB];
  expect(hashes.size).toBeGreaterThan(4);

  for (const { label, res, issuesTokens } of seen) {
    for (const secret of [...passwords, ...hashes]) expect(res.body.includes(secret), `${label} leaks ${secret.slice(0, 12)}`).toBe(false);
    expect(res.body, label).not.toMatch(/password_?hash|secret_?hash|\$argon2/i);
    if (!issuesTokens) for (const token of tokens) expect(res.body.includes(token), `${label} echoes a token`).toBe(false);
  }

  const logText = t.logs.join('');
  expect(logText.length).toBeGreaterThan(0);
  for (const secret of [...passwords, ...hashes, ...tokens]) {
    expect(logText.includes(secret), `log leaks ${secret.slice(0, 12)}…`).toBe(false);
  }
  expect(logText).not.toMatch(/password_?hash|secret_?hash|\$argon2|"authorization"\s*:\s*"Bearer/i);
});

test('login outcomes are logged with an e-mail hash, never the address, the password or the tokens', async () => {
  t = await buildTestApp();
  const input = memberInput({ loginEmail: `audit-${Date.now()}@fitforme.kr`, password: 'Audit-log-pw-55' });
  expect((await trpcMutation(t.app, 'user.signUp', input)).status).toBe(200);
  t.logs.length = 0;
  await trpcMutation(t.app, 'auth.login', { loginEmail: input.loginEmail, password: 'Wrong-audit-pw-56' });
  await api(t.app, 'POST', '/auth/login', { body: { loginEmail: 'nobody-audit@fitforme.kr', password: 'Wrong-audit-pw-57' } });
  const ok = await api(t.app, 'POST', '/auth/login', { body: { loginEmail: input.loginEmail, password: input.password } });
  expect(ok.status).toBe(200);
  const { accessToken, refreshToken } = ok.json() as { accessToken: string; refreshToken: string };
  const lines = t.logs
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const failures = lines.filter((l) => l.event === 'auth.login.fail');
  expect(failures).toHaveLength(2);
  for (const f of failures) expect(f.emailHash).toMatch(/^[0-9a-f]{8,}$/);
  expect(failures[0]!.emailHash).not.toBe(failures[1]!.emailHash);
  expect(lines.some((l) => l.event === 'auth.login.success')).toBe(true);
  const text = t.logs.join('');
  for (const secret of [input.loginEmail, 'nobody-audit@fitforme.kr', input.password, 'Wrong-audit-pw-56', 'Wrong-audit-pw-57', accessToken, refreshToken]) {
    expect(text.includes(secret), `log contains ${secret.slice(0, 16)}`).toBe(false);
  }
});

test('an e-mail or name with a newline cannot forge a log line: every captured log line is one JSON object', async () => {
  t = await buildTestApp();
  const forged = '{"level":60,"msg":"forged admin login","time":1}';
  const nasty = `a@b.kr\n${forged}`;
  await trpcMutation(t.app, 'auth.login', { loginEmail: nasty, password: 'whatever1' });
  await api(t.app, 'POST', '/auth/login', { body: { loginEmail: nasty, password: 'whatever1' } });
  await api(t.app, 'POST', '/auth/login', { body: `{"loginEmail":"x@y.kr\\r\\n${forged.replace(/"/g, '\\"')}","password":"abc"}` });
  await trpcMutation(t.app, 'user.signUp', memberInput({ loginEmail: nasty }));
  await api(t.app, 'POST', '/user/auth', { body: { userName: `홍길동\n${forged}`, loginEmail: nasty, password: 'abcd1234', sex: '남성' } });
  await t.app.inject({ method: 'GET', url: `/api/user/private?q=${encodeURIComponent(`\n${forged}`)}` });

  const lines = t.logs
    .join('')
    .split('\n')
    .filter((line) => line.length > 0);
  expect(lines.length).toBeGreaterThanOrEqual(12);
  for (const line of lines) {
    let parsed: Record<string, unknown> | undefined;
    expect(() => (parsed = JSON.parse(line)), line.slice(0, 120)).not.toThrow();
    expect(typeof parsed).toBe('object');
    expect(parsed!.level).not.toBe(60);
    expect(parsed!.msg).not.toBe('forged admin login');
  }
});
