// Creates members through the real tRPC API so specs that are not about sign-up start fast, logs them in,
// and calls the API as them for setup a spec is not about.
import type { Page } from 'playwright-core';
import { DESKTOP, loginViaUi, openPage } from './browser';
import type { E2eEnv } from './suite';

let seq = 0;

export type Member = { userName: string; birthDate: string; loginEmail: string; password: string };

export function newMember(overrides: Partial<Member> = {}): Member {
  seq += 1;
  return {
    userName: '김핏포미',
    birthDate: '1995-03-15',
    loginEmail: `member${Date.now()}${seq}@fitforme.kr`,
    password: 'fitness123',
    ...overrides,
  };
}

export async function signUpViaApi(baseUrl: string, member: Member): Promise<void> {
  const res = await fetch(`${baseUrl}/trpc/user.signUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...member, sex: 0, height: 175, weight: 70, bodyFat: 15, muscleMass: 33, upDownBalance: 5, rememberMe: true }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
}

/** Signs a fresh member up through the API and logs in through the UI. */
export async function memberPage(env: E2eEnv, viewport = DESKTOP): Promise<Page> {
  const member = newMember();
  await signUpViaApi(env.server.baseUrl, member);
  const page = await openPage(env.browser, env.server.baseUrl, viewport);
  await loginViaUi(page, member.loginEmail, member.password);
  return page;
}

/**
 * Calls a tRPC procedure with the page's stored token: no input → a query without input; `{ query: x }`
 * → a query with input x; anything else → a mutation with that input.
 */
export function memberApi<T>(page: Page, path: string, input?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, input }) => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const res =
        input === undefined
          ? await fetch(`/trpc/${path}`, { headers })
          : input !== null && typeof input === 'object' && 'query' in input
            ? await fetch(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify((input as { query: unknown }).query))}`, { headers })
            : await fetch(`/trpc/${path}`, { method: 'POST', headers, body: JSON.stringify(input) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()).result.data;
    },
    { path, input },
  );
}

/** Catalogue ids of the named body parts (the API takes ids; the screens show the Korean names). */
export async function bodyPartIdsOf(page: Page, ...names: string[]): Promise<number[]> {
  const parts = await memberApi<{ bodyPartId: number; koreanName: string }[]>(page, 'catalogue.bodyParts');
  return names.map((name) => parts.find((p) => p.koreanName === name)!.bodyPartId);
}

/** Catalogue ids of the named machines. */
export async function machineIdsOf(page: Page, ...names: string[]): Promise<number[]> {
  const machines = await memberApi<{ machineId: number; koreanName: string }[]>(page, 'catalogue.machines', { query: {} });
  return names.map((name) => machines.find((m) => m.koreanName === name)!.machineId);
}
