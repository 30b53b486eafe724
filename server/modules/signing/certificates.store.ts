import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userCertificates } from '../../db/schema/signing';
import { certificateAuthority, loadForge, randomSerial } from './certificateAuthority';

const VALIDITY_MS = 2 * 365 * 24 * 60 * 60 * 1000;

export type UserCertificate = typeof userCertificates.$inferSelect;

export async function findLiveCertificate(db: Db, userId: number) {
  const [certificate] = await db
    .select()
    .from(userCertificates)
    .where(and(eq(userCertificates.userId, userId), isNull(userCertificates.revokedAt)));
  return certificate;
}

/**
 * Issues a key pair and a certificate signed by the platform CA; the private key is kept only inside
 * a PKCS#12 bundle encrypted under the user's key phrase.
 */
export async function issueCertificate(
  db: Db,
  user: { id: number; email: string },
  keyPhrase: string,
): Promise<UserCertificate> {
  const authority = await certificateAuthority(db);
  const forge = await loadForge();
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = randomSerial();
  certificate.validity.notBefore = new Date();
  certificate.validity.notAfter = new Date(Date.now() + VALIDITY_MS);
  certificate.setSubject([{ name: 'commonName', value: user.email }]);
  certificate.setIssuer(authority.certificate.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(authority.key, forge.md.sha256.create());
  const pkcs12 = forge.pkcs12.toPkcs12Asn1(
    keys.privateKey,
    [certificate, authority.certificate],
    keyPhrase,
    { algorithm: '3des' },
  );
  const [saved] = await db
    .insert(userCertificates)
    .values({
      userId: user.id,
      serialNumber: certificate.serialNumber,
      commonName: user.email,
      certificatePem: forge.pki.certificateToPem(certificate),
      pkcs12: forge.util.encode64(forge.asn1.toDer(pkcs12).getBytes()),
      validUntil: certificate.validity.notAfter,
    })
    .returning();
  return saved;
}

/** Revokes the user's live certificate; false when there is none. */
export async function revokeCertificate(db: Db, userId: number): Promise<boolean> {
  const revoked = await db
    .update(userCertificates)
    .set({ revokedAt: new Date() })
    .where(and(eq(userCertificates.userId, userId), isNull(userCertificates.revokedAt)))
    .returning({ id: userCertificates.id });
  return revoked.length > 0;
}
