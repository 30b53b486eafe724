import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHtmlRequest } from './support/signing';
import { startTestServer, type TestServer } from './support/testServer';

const run = promisify(execFile);
const SIGNER = { email: 'signer@zabuni.test', password: 'Signer-Passw0rd!' };
const OTHER = { email: 'other@zabuni.test', password: 'Other-Passw0rd!' };
const KEY_PHRASE = 'mango-tree-42';
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-signing-'));

let server: TestServer;
let token: string;
let otherToken: string;
let signerUuid: string;

type Dsms<T = unknown> = { status: boolean; code: number; message: string; data: T };

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ ...SIGNER, role: 'PROCUREMENT_OFFICER' });
  await server.createUser({ ...OTHER, role: 'PROCUREMENT_OFFICER' });
  const login = await server.login(SIGNER.email, SIGNER.password);
  token = login.body.access_token;
  signerUuid = login.body.user.uuid;
  otherToken = await server.accessToken(OTHER.email, OTHER.password);
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const requestSignature = (password: string, asToken = token, userId = signerUuid) =>
  server.post<Dsms>(
    '/zabuni-dsms/api/signature/request',
    { userId, commonName: SIGNER.email, password },
    asToken,
  );

const signDocument = (passphrase: string, asToken = token) =>
  server.post<Dsms<{ uuid: string; sha256: string }[] | string>>(
    '/zabuni-dsms/api/attachment/create/sign/pdf/fromhtml',
    signHtmlRequest(
      signerUuid,
      SIGNER.email,
      passphrase,
      '<h1>Code of Conduct</h1><p>I, Asha Mwinyi, undertake…</p>',
    ),
    asToken,
  );

const attachmentCount = async () => {
  const result = await server.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM attachments`);
  return Number(result.rows[0].n);
};

/** poppler's verifier, as any standard PDF reader would check the signature. */
async function pdfsig(pdf: Buffer): Promise<string> {
  const file = path.join(tempDir, `${crypto.randomUUID()}.pdf`);
  fs.writeFileSync(file, pdf);
  const { stdout } = await run('pdfsig', [file]).catch((error: { stdout: string }) => error);
  return stdout;
}

describe('dsms: signing keys', () => {
  it('issues a key only to the signed-in user, for themselves, with a key phrase of 6 or more', async () => {
    expect((await server.post('/zabuni-dsms/api/signature/request', {})).status).toBe(401);
    const short = await requestSignature('12345');
    expect(short.body).toMatchObject({ message: 'ERROR', code: 9001 });
    const forSomeoneElse = await requestSignature(KEY_PHRASE, otherToken);
    expect(forSomeoneElse.status).toBe(403);
    expect(
      (await server.get(`/zabuni-dsms/api/signature/has-certificate/${signerUuid}`, token)).body,
    ).toBe(false);

    const issued = await requestSignature(KEY_PHRASE);
    expect(issued.body).toMatchObject({ status: true, code: 9000, message: 'SUCCESS' });
    expect(
      (await server.get(`/zabuni-dsms/api/signature/has-certificate/${signerUuid}`, token)).body,
    ).toBe(true);
    const again = await requestSignature(KEY_PHRASE);
    expect(again.body).toMatchObject({ message: 'ERROR', code: 9003 });
  });
});

describe('dsms: signed PDFs', () => {
  it('signs a PDF that a standard verifier accepts, with the signer, reason and location', async () => {
    const signed = await signDocument(KEY_PHRASE);
    expect(signed.body).toMatchObject({ status: true, code: 9000 });
    const [{ uuid, sha256 }] = signed.body.data as { uuid: string; sha256: string }[];

    const listed = await server.post<Dsms<{ uuid: string; hash: string; sha256: string }[]>>(
      '/zabuni-dsms/api/attachment/list/',
      [uuid],
      token,
    );
    const pdf = Buffer.from(listed.body.data[0].hash, 'base64');
    expect(crypto.createHash('sha256').update(pdf).digest('hex')).toBe(sha256);

    const report = await pdfsig(pdf);
    expect(report).toContain(`Signer Certificate Common Name: ${SIGNER.email}`);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    // pdfsig prints reason and location from poppler 22 on when present in the signature dictionary.
    const dictionary = pdf.toString('latin1');
    expect(dictionary).toContain('/Reason (Security)');
    expect(dictionary).toContain('/Location (Iringa)');

    // One changed byte inside the signed range breaks the signature.
    const tampered = Buffer.from(pdf);
    const [, firstRangeLength] = /\/ByteRange \[\s*0\s+(\d+)/.exec(pdf.toString('latin1')) ?? [];
    const at = Math.floor(Number(firstRangeLength) / 2);
    expect(at).toBeGreaterThan(100);
    tampered[at] = tampered[at] === 0x41 ? 0x42 : 0x41;
    const tamperedReport = await pdfsig(tampered);
    expect(tamperedReport).toContain('Signature Validation: Digest Mismatch.');

    // The owner's documents only.
    const byOther = await server.post<Dsms<unknown[]>>(
      '/zabuni-dsms/api/attachment/list/',
      [uuid],
      otherToken,
    );
    expect(byOther.body.data).toEqual([]);
  });

  it('signs nothing with a wrong key phrase', async () => {
    const before = await attachmentCount();
    const wrong = await signDocument('not-my-phrase');
    expect(wrong.body).toMatchObject({ message: 'ERROR', data: 'Invalid key phrase' });
    expect(await attachmentCount()).toBe(before);
  });

  it('signs nothing once the key is revoked, and a new key can then be requested', async () => {
    const byOther = await server.post(
      `/zabuni-dsms/api/signature/revoke/${signerUuid}`,
      {},
      otherToken,
    );
    expect(byOther.status).toBe(403);
    const revoked = await server.post<Dsms>(
      `/zabuni-dsms/api/signature/revoke/${signerUuid}`,
      {},
      token,
    );
    expect(revoked.body).toMatchObject({ code: 9000, message: 'SUCCESS' });
    const before = await attachmentCount();
    const refused = await signDocument(KEY_PHRASE);
    expect(refused.body.message).toBe('ERROR');
    expect(await attachmentCount()).toBe(before);

    expect((await requestSignature('a-new-phrase')).body).toMatchObject({ code: 9000 });
    expect((await signDocument('a-new-phrase')).body).toMatchObject({ code: 9000 });
  });
});

describe('recording signed documents and reading templates', () => {
  const record = (attachmentUuid: string, asToken: string) =>
    server.graphql<{ updateWPUser: { code: number; data: { wpAttachmentUuid: string } | null } }>(
      'uaa',
      `mutation updateWPUser($wpAttachmentUuid: String!) {
        updateWPUser(wpAttachmentUuid: $wpAttachmentUuid) { code data { wpAttachmentUuid } }
      }`,
      { wpAttachmentUuid: attachmentUuid },
      asToken,
    );

  it("records only the user's own signed attachment on the user", async () => {
    const signed = await signDocument('a-new-phrase');
    const [{ uuid }] = signed.body.data as { uuid: string }[];
    expect((await record(uuid, otherToken)).data?.updateWPUser.code).toBe(9002);
    expect((await record(crypto.randomUUID(), token)).data?.updateWPUser.code).toBe(9002);
    expect((await record(uuid, token)).data?.updateWPUser).toEqual({
      code: 9000,
      data: { wpAttachmentUuid: uuid },
    });
    const details = await server.graphql<{ getMyDetails: { data: { wpAttachmentUuid: string } } }>(
      'uaa',
      '{ getMyDetails { code data { wpAttachmentUuid } } }',
      {},
      token,
    );
    expect(details.data?.getMyDetails.data.wpAttachmentUuid).toBe(uuid);
  });

  it('fills the signatory name into a template, as text', async () => {
    const filled = await server.graphql<{
      getTemplateByCategory: { code: number; data: { title: string; html: string } };
    }>(
      'app',
      `query ($name: String) {
        getTemplateByCategory(categoryCode: "CODE_ETHICS_AND_CONDUCT_FOR_PUBLIC_OFFICERS",
          placeholderValues: { signatoryName: $name }) { code data { title html } }
      }`,
      { name: 'Asha <b>Mwinyi</b>' },
      token,
    );
    expect(filled.data?.getTemplateByCategory.code).toBe(9000);
    expect(filled.data?.getTemplateByCategory.data.html).toContain('Asha &#60;b&#62;Mwinyi');
    expect(filled.data?.getTemplateByCategory.data.html).not.toContain('{{signatoryName}}');
  });

  it('lets only template editors change a template', async () => {
    const listed = await server.graphql<{
      getDocumentTemplates: { code: number; data: { content: { uuid: string }[] } | null };
    }>('app', '{ getDocumentTemplates { code data { content { uuid } } } }', {}, token);
    expect(listed.data?.getDocumentTemplates.code).toBe(9004);
  });
});
