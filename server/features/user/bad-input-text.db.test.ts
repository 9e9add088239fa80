// docs/security.md rows 16 and 18: Korean text on the accounts paths. Names and e-mails typed in NFD are
// stored and matched as NFC; names with emoji, lone surrogates, NUL, RTL override, whitespace only or too
// many syllables are refused on both transports; invalid e-mails and passwords are refused at sign-up; and
// the fuzz generators' valid values really are accepted.
import fc from 'fast-check';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { TestApp } from '../../../tests/helpers/app';
import { accountsUnderTest, badInputCalls } from '../../../tests/helpers/bad-input';
import { api, type Member, memberInput, signUpMember, trpcError, trpcMutation, trpcRawMutation } from '../../../tests/helpers/calls';
import { INVALID_EMAILS, INVALID_NAMES, INVALID_NEW_PASSWORDS, validEmail, validName, validNewPassword } from '../../../tests/helpers/fuzz';
import { HANGUL, snapshotAll, visibleMessage } from '../../../tests/helpers/security';
import { sqlRow } from '../../../tests/helpers/test-db';

let t: TestApp;
let owner: Member;
beforeEach(async () => {
  ({ t, owner } = await accountsUnderTest());
});
afterEach(async () => t.close());

const { shimPost } = badInputCalls(() => t);

async function storedName(loginEmail: string): Promise<string> {
  const row = await sqlRow<{ user_name: string }>(t.db, 'SELECT user_name FROM users WHERE login_email = ?', [loginEmail]);
  if (!row) throw new Error(`no member ${loginEmail}`);
  // The stored text's UTF-8 bytes: NFD jamo and NFC syllables differ here.
  return Buffer.from(row.user_name, 'utf8').toString('hex').toUpperCase();
}

const hexOf = (s: string) => Buffer.from(s, 'utf8').toString('hex').toUpperCase();

test('a name typed in NFD is stored as NFC bytes, through tRPC and legacy sign-up and both profile edits', async () => {
  const nfd = '홍길동'.normalize('NFD');
  expect(nfd).not.toBe('홍길동');
  const a = await signUpMember(t.app, { userName: nfd });
  expect(await storedName(a.loginEmail)).toBe(hexOf('홍길동'));

  const legacyEmail = `nfd-${Date.now()}@fitforme.kr`;
  const legacy = await api(t.app, 'POST', '/user/auth', {
    body: { userName: '김영희'.normalize('NFD'), loginEmail: legacyEmail, password: 'abcd1234', sex: '여성' },
  });
  expect(legacy.status).toBe(200);
  expect(await storedName(legacyEmail)).toBe(hexOf('김영희'));

  expect((await trpcMutation(t.app, 'user.updateProfile', { userName: '박지성'.normalize('NFD'), birthDate: '1981-02-25' }, a.accessToken)).status).toBe(200);
  expect(await storedName(a.loginEmail)).toBe(hexOf('박지성'));
  const shim = await api(t.app, 'POST', '/user/private', { token: a.accessToken, body: { userName: '손흥민'.normalize('NFD'), birthDate: '1992-07-08' } });
  expect([shim.status, shim.body]).toEqual([200, 'ok']);
  expect(await storedName(a.loginEmail)).toBe(hexOf('손흥민'));
  // Read back exactly as stored.
  expect((await api(t.app, 'GET', '/user/private', { token: a.accessToken })).json().userName).toBe('손흥민');
});

test('an e-mail typed in NFD is the same account as its NFC spelling: the duplicate is refused', async () => {
  const nfc = `jösé-${Date.now()}@fitforme.kr`;
  const first = await trpcMutation(t.app, 'user.signUp', memberInput({ loginEmail: nfc }));
  expect(first.status).toBe(200);
  const before = await snapshotAll(t.db);
  const dup = await trpcMutation(t.app, 'user.signUp', memberInput({ loginEmail: nfc.normalize('NFD') }));
  expect(dup.status).toBe(409);
  expect(trpcError(dup).message).toMatch(HANGUL);
  const legacyDup = await api(t.app, 'POST', '/user/auth', {
    body: { userName: '홍길동', loginEmail: nfc.normalize('NFD').toUpperCase(), password: 'abcd1234', sex: '남성' },
  });
  expect([legacyDup.status, legacyDup.body]).toEqual([400, '아이디 중복']);
  expect(await snapshotAll(t.db)).toBe(before);
  // And the NFD spelling logs in to the NFC account.
  const login = await trpcMutation(t.app, 'auth.login', { loginEmail: nfc.normalize('NFD'), password: 'abcd1234' });
  expect(login.status).toBe(200);
});

test('names with emoji, lone surrogates, NUL, RTL override, whitespace only or 50 Hangul syllables are refused on every path that takes a name', async () => {
  const cases = INVALID_NAMES.filter((v): v is string => typeof v === 'string');
  for (const name of cases) {
    const before = await snapshotAll(t.db);
    const label = JSON.stringify(name);
    const signUp = await trpcMutation(t.app, 'user.signUp', memberInput({ userName: name }));
    const legacySignUp = await shimPost('/user/auth', { userName: name, loginEmail: `n-${Math.random()}@fitforme.kr`, password: 'abcd1234', sex: '남성' });
    const update = await trpcMutation(t.app, 'user.updateProfile', { userName: name, birthDate: '1990-01-01' }, owner.accessToken);
    const legacyUpdate = await shimPost('/user/private', { userName: name, birthDate: '1990-01-01' }, owner.accessToken);
    for (const res of [signUp, legacySignUp, update, legacyUpdate]) {
      expect(res.status, `${label} → ${res.body}`).toBe(400);
      expect(visibleMessage(res), label).toMatch(HANGUL);
    }
    expect(await snapshotAll(t.db), label).toBe(before);
  }
});

test('8 Hangul syllables are accepted and 9 are refused, counted the same way on both transports', async () => {
  const eight = '가나다라마바사아';
  const nine = `${eight}자`;
  expect((await trpcMutation(t.app, 'user.updateProfile', { userName: eight, birthDate: '1990-01-01' }, owner.accessToken)).status).toBe(200);
  expect((await shimPost('/user/private', { userName: eight, birthDate: '1990-01-01' }, owner.accessToken)).body).toBe('ok');
  expect((await trpcMutation(t.app, 'user.updateProfile', { userName: nine, birthDate: '1990-01-01' }, owner.accessToken)).status).toBe(400);
  expect((await shimPost('/user/private', { userName: nine, birthDate: '1990-01-01' }, owner.accessToken)).status).toBe(400);
  // 8 syllables typed as NFD are 24 jamo: still 8 after normalisation, so still accepted.
  expect((await shimPost('/user/private', { userName: eight.normalize('NFD'), birthDate: '1990-01-01' }, owner.accessToken)).body).toBe('ok');
  expect(await storedName(owner.loginEmail)).toBe(hexOf(eight));
});

test('invalid e-mails and passwords are refused at sign-up on both transports and nothing is stored', async () => {
  for (const loginEmail of INVALID_EMAILS) {
    const before = await snapshotAll(t.db);
    const trpc = await trpcRawMutation(t.app, 'user.signUp', { ...memberInput(), loginEmail });
    const shim = await shimPost('/user/auth', { userName: '홍길동', loginEmail, password: 'abcd1234', sex: '남성' });
    expect([trpc.status, shim.status], JSON.stringify(loginEmail)).toEqual([400, 400]);
    expect(visibleMessage(trpc)).toMatch(HANGUL);
    expect(visibleMessage(shim)).toMatch(HANGUL);
    expect(await snapshotAll(t.db)).toBe(before);
  }
  for (const password of INVALID_NEW_PASSWORDS) {
    const before = await snapshotAll(t.db);
    const trpc = await trpcRawMutation(t.app, 'user.signUp', { ...memberInput(), password });
    const shim = await shimPost('/user/auth', { userName: '홍길동', loginEmail: `p-${Math.random()}@fitforme.kr`, password, sex: '남성' });
    expect([trpc.status, shim.status], JSON.stringify(password)).toEqual([400, 400]);
    expect(visibleMessage(trpc)).toMatch(HANGUL);
    expect(visibleMessage(shim)).toMatch(HANGUL);
    expect(await snapshotAll(t.db)).toBe(before);
  }
});

test('valid names and passwords from the generators really are accepted (the fuzz verdicts are calibrated)', async () => {
  await fc.assert(
    fc.asyncProperty(validName, validEmail, validNewPassword, async (userName, loginEmail, password) => {
      const res = await trpcMutation(t.app, 'user.signUp', memberInput({ userName, loginEmail, password }));
      expect(res.status, `${JSON.stringify({ userName, loginEmail, password })} → ${res.body}`).toBe(200);
      const login = await trpcMutation(t.app, 'auth.login', { loginEmail, password });
      expect(login.status).toBe(200);
      expect(await storedName(loginEmail.normalize('NFC'))).toBe(hexOf(userName.normalize('NFC')));
    }),
    { numRuns: 25 },
  );
});
