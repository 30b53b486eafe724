import { z } from 'zod';
import { ResponseCode, type ResponseCodeValue } from '../../../contract/responseCodes';
import { dsmsPaths, KEY_PHRASE_MIN_LENGTH } from '../../../contract/signing';
import type { Config } from '../../config';
import type { RequestContext } from '../../graphql/context';
import { json, readJson } from '../../http/respond';
import type { Route } from '../../http/routes';
import { listOwnAttachments, saveSignedPdf } from './attachments.store';
import { findLiveCertificate, issueCertificate, revokeCertificate } from './certificates.store';
import { InvalidKeyPhraseError, renderHtmlToPdf, signPdf } from './pdf';

/** The spec's dsms failure: message 'ERROR' with the text in data. */
const dsmsError = (status: number, code: ResponseCodeValue, text: string) =>
  json({ status: false, code, message: 'ERROR', data: text }, status);
const dsmsSuccess = (data: unknown) =>
  json({ status: true, code: ResponseCode.SUCCESS, message: 'SUCCESS', data });

const signatureRequestSchema = z.object({
  userId: z.uuid(),
  commonName: z.string().trim().max(254),
  password: z
    .string()
    .min(KEY_PHRASE_MIN_LENGTH, 'Key phrase must contain at least 6 characters')
    .max(200),
});

const signedDocumentSchema = z.object({
  userId: z.uuid(),
  reason: z.string().max(120),
  location: z.string().max(120),
  contactinfo: z.string().max(254),
  passphrase: z.string().min(1).max(200),
  base64html: z.string().min(1).max(2_000_000),
  attachmentDetail: z.object({
    createdByUuid: z.uuid(),
    title: z.string().trim().min(1).max(250),
    description: z.string().max(1000).nullish(),
    model: z.string().max(60).nullish(),
    modelId: z.number().int().nullish(),
    modelUuid: z.string().max(60).nullish(),
    subModule: z.string().max(60).nullish(),
    encrypt: z.boolean().nullish(),
  }),
});

type Handler = (
  request: Request,
  ctx: RequestContext & { user: NonNullable<RequestContext['user']> },
  params: Record<string, string>,
) => Promise<Response>;

/**
 * Every dsms call needs a signed-in user and acts only on that user's own keys and documents;
 * bad input is 9001, anything unexpected 9006, never a stack trace.
 */
const guarded =
  (handle: Handler): Route['handle'] =>
  async (request, ctx, params) => {
    if (!ctx.user) return dsmsError(401, ResponseCode.UNAUTHENTICATED, 'Please sign in');
    try {
      return await handle(request, { ...ctx, user: ctx.user }, params);
    } catch (error) {
      if (error instanceof z.ZodError) {
        return dsmsError(
          400,
          ResponseCode.INVALID_INPUT,
          error.issues[0]?.message ?? 'Invalid input',
        );
      }
      console.error('[zabuni] dsms', error);
      return dsmsError(500, ResponseCode.OPERATION_FAILED, 'Operation failed, please try again');
    }
  };

const notYours = () =>
  dsmsError(403, ResponseCode.FORBIDDEN, 'You can only manage your own signature and documents');

export function dsmsRoutes(config: Config): Route[] {
  const paths = dsmsPaths(config.product);
  const byUser = (suffix: string) =>
    new RegExp(`^/${config.product}-dsms/api/signature/${suffix}/(?<userUuid>[0-9a-fA-F-]{36})$`);

  return [
    {
      method: 'POST',
      path: paths.signatureRequest,
      handle: guarded(async (request, { db, user }) => {
        const input = signatureRequestSchema.parse(await readJson(request));
        if (input.userId !== user.uuid) return notYours();
        if (input.commonName.toLowerCase() !== user.email.toLowerCase()) {
          return dsmsError(400, ResponseCode.INVALID_INPUT, 'The common name must be your email');
        }
        if (await findLiveCertificate(db, user.id)) {
          return dsmsError(
            409,
            ResponseCode.DUPLICATE,
            'A signature already exists for this user. Revoke it to create a new one.',
          );
        }
        const certificate = await issueCertificate(db, user, input.password);
        return dsmsSuccess({
          serialNumber: certificate.serialNumber,
          validUntil: certificate.validUntil,
        });
      }),
    },
    {
      method: 'GET',
      path: byUser('has-certificate'),
      handle: guarded(async (_request, { db, user }, { userUuid }) => {
        if (userUuid !== user.uuid) return notYours();
        return json(!!(await findLiveCertificate(db, user.id)));
      }),
    },
    {
      method: 'POST',
      path: byUser('revoke'),
      handle: guarded(async (_request, { db, user }, { userUuid }) => {
        if (userUuid !== user.uuid) return notYours();
        if (!(await revokeCertificate(db, user.id))) {
          return dsmsError(404, ResponseCode.NOT_FOUND, 'There is no signature to revoke');
        }
        return dsmsSuccess(null);
      }),
    },
    {
      method: 'POST',
      path: paths.signPdfFromHtml,
      handle: guarded(async (request, { db, user }) => {
        const input = signedDocumentSchema.parse(await readJson(request));
        if (input.userId !== user.uuid || input.attachmentDetail.createdByUuid !== user.uuid) {
          return notYours();
        }
        const certificate = await findLiveCertificate(db, user.id);
        if (!certificate) {
          return dsmsError(404, ResponseCode.NOT_FOUND, 'Request a signature before signing');
        }
        const html = Buffer.from(input.base64html, 'base64').toString('utf8');
        let signed: Buffer;
        try {
          signed = await signPdf(
            await renderHtmlToPdf(html),
            Buffer.from(certificate.pkcs12, 'base64'),
            input.passphrase,
            {
              name: certificate.commonName,
              reason: input.reason,
              location: input.location,
              contactInfo: input.contactinfo,
            },
          );
        } catch (error) {
          if (error instanceof InvalidKeyPhraseError) {
            return dsmsError(400, ResponseCode.INVALID_CREDENTIALS, 'Invalid key phrase');
          }
          throw error;
        }
        const saved = await saveSignedPdf(
          db,
          signed,
          input.attachmentDetail,
          user.uuid,
          certificate.id,
        );
        return dsmsSuccess([saved]);
      }),
    },
    {
      method: 'POST',
      path: paths.attachmentList,
      handle: guarded(async (request, { db, user }) => {
        const uuids = z
          .array(z.uuid())
          .max(100)
          .parse(await readJson(request));
        return dsmsSuccess(await listOwnAttachments(db, uuids, user.uuid));
      }),
    },
  ];
}
