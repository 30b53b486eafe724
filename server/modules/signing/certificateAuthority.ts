import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type * as Forge from 'node-forge';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema/system';
import { lazyImport } from '../../lazyImport';

/** node-forge (about 10 MB resident) is loaded by the first certificate, not at start (decision 160). */
export const loadForge = lazyImport(
  'Document signing',
  async () => (await import('node-forge')).default,
);

export interface CertificateAuthority {
  key: Forge.pki.rsa.PrivateKey;
  certificate: Forge.pki.Certificate;
}

const KEY = 'dsms.ca.key';
const CERTIFICATE = 'dsms.ca.cert';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const cache = new WeakMap<Db, Promise<CertificateAuthority>>();

/**
 * The platform's own certificate authority, made on first use and kept in the database: every user
 * certificate is issued by it, and its key never leaves the server.
 */
export function certificateAuthority(db: Db): Promise<CertificateAuthority> {
  let authority = cache.get(db);
  if (!authority) {
    authority = loadOrCreate(db);
    cache.set(db, authority);
  }
  return authority;
}

/** The advisory lock under which the authority is made: one process makes it, the others read it. */
const CREATE_LOCK = 0x7a61626361;

async function loadOrCreate(db: Db): Promise<CertificateAuthority> {
  const forge = await loadForge();
  let stored = await readSecrets(db);
  if (!stored.key || !stored.certificate) {
    stored = await db.transaction(async (tx) => {
      // Servers starting together on one database wait here; the first makes the authority and the
      // others find it when they get the lock, so it is made once.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CREATE_LOCK})`);
      const found = await readSecrets(tx as unknown as Db);
      if (found.key && found.certificate) return found;
      const created = createAuthority(forge);
      await tx
        .insert(serverSecrets)
        .values([
          { name: KEY, value: forge.pki.privateKeyToPem(created.key) },
          { name: CERTIFICATE, value: forge.pki.certificateToPem(created.certificate) },
        ])
        .onConflictDoNothing();
      return readSecrets(tx as unknown as Db);
    });
  }
  return {
    key: forge.pki.privateKeyFromPem(stored.key!) as Forge.pki.rsa.PrivateKey,
    certificate: forge.pki.certificateFromPem(stored.certificate!),
  };
}

async function readSecrets(db: Db) {
  const rows = await db.select().from(serverSecrets);
  const find = (name: string) => rows.find((row) => row.name === name)?.value;
  return { key: find(KEY), certificate: find(CERTIFICATE) };
}

function createAuthority(forge: typeof Forge): CertificateAuthority {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = randomSerial();
  certificate.validity.notBefore = new Date();
  certificate.validity.notAfter = new Date(Date.now() + 10 * YEAR_MS);
  const subject = [
    { name: 'commonName', value: 'Zabuni Signing CA' },
    { name: 'organizationName', value: 'Zabuni' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  return { key: keys.privateKey, certificate };
}

/** A positive 16-byte serial number in hex. */
export const randomSerial = (): string => `0${crypto.randomBytes(15).toString('hex')}`;
