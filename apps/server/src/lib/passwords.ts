import { hash, verify } from '@node-rs/argon2';
import { passwordProblems } from '@safari/contract';

/** argon2id, m=19456 KiB, t=2, p=1 (OWASP's minimum and the @node-rs/argon2 defaults), spelled out so a library upgrade cannot weaken it. */
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export { passwordProblems };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500 that tells the account exists.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Costs the same as a real verification; called when the e-mail is unknown or has no password,
 * so response times do not tell which e-mails have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-that-never-matches-Aa1');
  await verifyPassword(await dummyHash, password);
  return false;
}
