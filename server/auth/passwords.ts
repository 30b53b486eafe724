import { hash, verify } from '@node-rs/argon2';
import { offThread } from '../http/admission';

// OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane). 2 is Algorithm.Argon2id (a const enum).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Argon2 runs on libuv's thread pool: the request gives its place at work back meanwhile.
export const hashPassword = (password: string): Promise<string> =>
  offThread(() => hash(password, options));

// Verified when the account does not exist, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    const hashed = await dummyHash;
    await offThread(() => verify(hashed, password));
    return false;
  }
  return offThread(() => verify(storedHash, password));
}
