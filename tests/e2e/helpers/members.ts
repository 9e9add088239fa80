// Members made through the real tRPC API so tests that are not about sign-up start fast, the login form, sign-up
// step 1 for the tests that are, and calls of the API as the page's member for set-up a test is not about.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { type InputArg, type MutationPath, type OutputOf, type QueryPath, trpcAt } from '../../helpers/trpc-client';

export type Member = { userName: string; birthDate: string; loginEmail: string; password: string };

/** A member no other test has: tests share their worker's server. */
export function newMember(overrides: Partial<Member> = {}): Member {
  return {
    userName: '김핏포미',
    birthDate: '1995-03-15',
    loginEmail: `member-${randomUUID()}@fitforme.kr`,
    password: 'fitness123',
    ...overrides,
  };
}

/** Sign-up step 1 filled in as typed on a phone (the birth date key by key); 다음 is the caller's to press. */
export async function fillSignUpProfile(page: Page, member: Member): Promise<void> {
  await page.getByLabel('이름').fill(member.userName);
  await page.getByLabel('생년월일').pressSequentially(member.birthDate.replaceAll('-', ''));
  await page.getByLabel('이메일').fill(member.loginEmail);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByLabel('비밀번호 확인').fill(member.password);
}

export async function signUpViaApi(baseUrl: string, member: Member): Promise<void> {
  const res = await trpcAt(baseUrl).mutation('user.signUp', {
    ...member,
    sex: 0,
    height: 175,
    weight: 70,
    bodyFat: 15,
    muscleMass: 33,
    upDownBalance: 5,
    rememberMe: true,
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.body}`);
}

/** Fills the login form this page shows and presses 로그인; what the app answers is the caller's to check. */
export async function submitLogin(page: Page, loginEmail: string, password: string) {
  await page.getByLabel('이메일').fill(loginEmail);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

export async function loginViaUi(page: Page, loginEmail: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, loginEmail, password);
  await expect(page.getByText('로그인에 성공했어요')).toBeVisible();
}

/** A call of a procedure in the page, with the page's stored token; answers the result or throws. */
function callInPage(page: Page, kind: 'query' | 'mutation', path: string, input: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ kind, path, input }) => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const res =
        kind === 'query'
          ? await fetch(input === undefined ? `/trpc/${path}` : `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
          : await fetch(`/trpc/${path}`, { method: 'POST', headers, body: JSON.stringify(input) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()).result.data;
    },
    { kind, path, input },
  );
}

/** A query as the page's member: the procedure's path and input, its output. */
export function memberQuery<P extends QueryPath>(page: Page, path: P, ...[input]: InputArg<P>): Promise<OutputOf<P>> {
  return callInPage(page, 'query', path, input) as Promise<OutputOf<P>>;
}

/** A mutation as the page's member. */
export function memberMutation<P extends MutationPath>(page: Page, path: P, ...[input]: InputArg<P>): Promise<OutputOf<P>> {
  return callInPage(page, 'mutation', path, input) as Promise<OutputOf<P>>;
}

/** Catalogue ids of the named body parts (the API takes ids; the screens show the Korean names). */
export async function bodyPartIdsOf(page: Page, ...names: string[]): Promise<number[]> {
  const parts = await memberQuery(page, 'catalogue.bodyParts');
  return names.map((name) => parts.find((p) => p.koreanName === name)!.bodyPartId);
}

/** Catalogue ids of the named machines. */
export async function machineIdsOf(page: Page, ...names: string[]): Promise<number[]> {
  const machines = await memberQuery(page, 'catalogue.machines', {});
  return names.map((name) => machines.find((m) => m.koreanName === name)!.machineId);
}
