// Password hashing with argon2id, and a dummy verification so unknown emails take as long as known ones.
import { hash, verify } from '@node-rs/argon2';
import { newToken } from '../sessions/tokens';

const ARGON2ID = 2; // Algorithm.Argon2id; a const enum cannot be imported under isolatedModules

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | null = null;

/** Verifies a password; with no stored hash it still spends one verification and answers false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword(newToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
