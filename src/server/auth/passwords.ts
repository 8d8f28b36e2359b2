// Password hashing: argon2id at the OWASP parameters (m=19456 KiB, t=2, p=1).
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package declares it as an ambient const enum, which isolatedModules can't inline. */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the account is unknown, so a wrong account costs as much time as a wrong password.
let dummyHash: Promise<string> | null = null;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('f9-no-such-account');
  await verifyPassword(await dummyHash, password);
}
