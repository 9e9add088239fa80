// Creates members through the real tRPC API so specs that are not about sign-up start fast.
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
