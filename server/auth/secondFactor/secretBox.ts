import crypto from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { storedSecret } from '../tokens';

/**
 * Seals TOTP secrets (AES-256-GCM) so that a copy of the database alone does not yield them (decision
 * 141). The key: SECOND_FACTOR_KEY when set; else derived (HKDF) from JWT_SECRET, which lives outside
 * the database; else, on an install with neither, from a secret the server keeps in the database.
 */
const keys = new WeakMap<Config, Promise<Buffer>>();

function keyFor(db: Db, config: Config): Promise<Buffer> {
  let key = keys.get(config);
  if (!key) {
    key = (async () => {
      const material =
        config.secondFactorKey ?? config.jwtSecret ?? (await storedSecret(db, 'second-factor'));
      return Buffer.from(
        crypto.hkdfSync('sha256', material, 'zabuni', 'second-factor-secrets', 32),
      );
    })();
    keys.set(config, key);
  }
  return key;
}

export async function seal(db: Db, config: Config, plain: string): Promise<string> {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', await keyFor(db, config), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export async function unseal(db: Db, config: Config, sealed: string): Promise<string> {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', await keyFor(db, config), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
