// argon2id with the production parameters of docs/security.md decision 5; the cheap profile exists only
// for NODE_ENV=test (config refuses it elsewhere).
import { hash, verify } from '@node-rs/argon2';

export type Argon2Profile = 'production' | 'fast';

export const ARGON2_PARAMS = {
  production: { memoryCost: 65536, timeCost: 3, parallelism: 1 },
  fast: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolatedModules cannot import)

export function hashPassword(password: string, profile: Argon2Profile): Promise<string> {
  return hash(password.normalize('NFC'), { ...ARGON2_PARAMS[profile], algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize('NFC'));
  } catch {
    return false;
  }
}

/** Compared against when the e-mail is unknown, so both failures cost the same time. */
const dummyHashes = new Map<Argon2Profile, Promise<string>>();
export function dummyPasswordHash(profile: Argon2Profile): Promise<string> {
  let pending = dummyHashes.get(profile);
  if (!pending) {
    pending = hashPassword('dummy-password-for-timing-1', profile);
    dummyHashes.set(profile, pending);
  }
  return pending;
}
