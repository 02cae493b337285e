import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum settings: about 15 ms a hash on this project's machines.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash to compare against when there is no account, so a wrong email takes as long as a wrong password.
let decoy: Promise<string> | undefined;

export async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
