import { z } from 'zod';
import { ResponseCode, type ResponseCodeValue } from '../../../contract/responseCodes';
import { dsmsPaths, KEY_PHRASE_MIN_LENGTH, SIGNING_LIMITS } from '../../../contract/signing';
import type { Config } from '../../config';
import type { RequestContext } from '../../requestContext';
import { allowAttempt, forgetAttempts, secondsUntilWindowEnds } from '../../http/attempts';
import { logUnexpected } from '../../correlation';
import { json, readJson } from '../../http/respond';
import type { Route } from '../../restRoutes';
import { WorkersBusyError, WorkerLimitError, type WorkerPool } from '../../http/workerPool';
import { wholeNumber } from '../../validation/inputs';
import { listOwnAttachments, saveSignedPdf } from './attachments.store';
import { findLiveCertificate, issueCertificate, revokeCertificate } from './certificates.store';
import type { SignOutcome, SignTask } from './signWorker';

/** Wrong key phrases a signer may try per quarter of an hour, counted in the database per user. */
export const KEY_PHRASE_LIMIT = { scope: 'dsms-key-phrase', limit: 5, windowSeconds: 15 * 60 };

// Beside this module: TypeScript under tsx, JavaScript in the built server (dist-server/).
const signWorker = new URL(
  `./signWorker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

/** The longest base64 text that decodes to SIGNING_LIMITS.maxHtmlBytes. */
const MAX_BASE64_HTML = Math.ceil(SIGNING_LIMITS.maxHtmlBytes / 3) * 4;

/** What a signer reads when a document cannot be signed, in the language of the request. */
const messages = {
  en: {
    tooLarge: `The document is too large to sign (at most ${SIGNING_LIMITS.maxHtmlBytes / 1000} KB)`,
    tooDeep: `The document is nested too deeply to sign (at most ${SIGNING_LIMITS.maxDepth} levels)`,
    tooHeavy:
      'The document is too heavy to prepare for signing (past the time or memory limit); shorten it and try again',
    busy: 'Signing is busy right now; please try again in a minute',
    keyPhrase: 'Invalid key phrase',
    keyPhraseWait: (minutes: number) =>
      `Too many wrong key phrases; try again in ${minutes} minute(s)`,
  },
  sw: {
    tooLarge: `Hati ni kubwa mno kusainiwa (isizidi KB ${SIGNING_LIMITS.maxHtmlBytes / 1000})`,
    tooDeep: `Muundo wa hati una ngazi nyingi mno kusainiwa (zisizidi ${SIGNING_LIMITS.maxDepth})`,
    tooHeavy:
      'Hati ni nzito mno kuandaliwa kwa ajili ya kusaini (imezidi muda au kumbukumbu); ifupishe ujaribu tena',
    busy: 'Huduma ya kusaini ina kazi nyingi sasa; tafadhali jaribu tena baada ya dakika moja',
    keyPhrase: 'Neno la siri si sahihi',
    keyPhraseWait: (minutes: number) =>
      `Umekosea neno la siri mara nyingi mno; jaribu tena baada ya dakika ${minutes}`,
  },
};

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
  base64html: z.string().min(1),
  attachmentDetail: z.object({
    createdByUuid: z.uuid(),
    title: z.string().trim().min(1).max(250),
    description: z.string().max(1000).nullish(),
    model: z.string().max(60).nullish(),
    modelId: wholeNumber().nullish(),
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
      logUnexpected('a signing call failed', error);
      return dsmsError(500, ResponseCode.OPERATION_FAILED, 'Operation failed, please try again');
    }
  };

const notYours = () =>
  dsmsError(403, ResponseCode.FORBIDDEN, 'You can only manage your own signature and documents');

/** What the signing routes need beyond the request. */
interface DsmsDeps {
  config: Config;
  workers: WorkerPool;
  paths: ReturnType<typeof dsmsPaths>;
  /** A path of the user's own signature: .../signature/{suffix}/{userUuid}. */
  byUser(suffix: string): RegExp;
}

export function dsmsRoutes(config: Config, workers: WorkerPool): Route[] {
  const deps: DsmsDeps = {
    config,
    workers,
    paths: dsmsPaths(config.product),
    byUser: (suffix: string) =>
      new RegExp(`^/${config.product}-dsms/api/signature/${suffix}/(?<userUuid>[0-9a-fA-F-]{36})$`),
  };
  return [
    signatureRequestRoute(deps),
    hasCertificateRoute(deps),
    revokeSignatureRoute(deps),
    signPdfRoute(deps),
    attachmentListRoute(deps),
  ];
}

/** A new signature (certificate) for the signed-in user, named by their email. */
function signatureRequestRoute(deps: DsmsDeps): Route {
  const { paths } = deps;
  return {
    method: 'POST',
    path: paths.signatureRequest,
    creates: true,
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
  };
}

/** Whether the user has a live signature. */
function hasCertificateRoute(deps: DsmsDeps): Route {
  const { byUser } = deps;
  return {
    method: 'GET',
    path: byUser('has-certificate'),
    handle: guarded(async (_request, { db, user }, { userUuid }) => {
      if (userUuid !== user.uuid) return notYours();
      return json(!!(await findLiveCertificate(db, user.id)));
    }),
  };
}

/** Revokes the user's signature. */
function revokeSignatureRoute(deps: DsmsDeps): Route {
  const { byUser } = deps;
  return {
    method: 'POST',
    path: byUser('revoke'),
    handle: guarded(async (_request, { db, user }, { userUuid }) => {
      if (userUuid !== user.uuid) return notYours();
      if (!(await revokeCertificate(db, user.id))) {
        return dsmsError(404, ResponseCode.NOT_FOUND, 'There is no signature to revoke');
      }
      return dsmsSuccess(null);
    }),
  };
}

/**
 * Signs a document: its HTML, rendered to PDF on a worker thread and signed with the user's key
 * phrase.
 */
function signPdfRoute(deps: DsmsDeps): Route {
  const { config, workers, paths } = deps;
  return {
    method: 'POST',
    path: paths.signPdfFromHtml,
    // The document's HTML in base64 (at most 200 KB decoded) and the signing details.
    maxBodyBytes: MAX_BASE64_HTML + 20_000,
    handle: guarded(async (request, { db, user, language }) => {
      const text = messages[language];
      const input = signedDocumentSchema.parse(await readJson(request));
      if (input.userId !== user.uuid || input.attachmentDetail.createdByUuid !== user.uuid) {
        return notYours();
      }
      const html = Buffer.from(input.base64html, 'base64');
      if (input.base64html.length > MAX_BASE64_HTML || html.length > SIGNING_LIMITS.maxHtmlBytes) {
        return dsmsError(413, ResponseCode.INVALID_INPUT, text.tooLarge);
      }
      const certificate = await findLiveCertificate(db, user.id);
      if (!certificate) {
        return dsmsError(404, ResponseCode.NOT_FOUND, 'Request a signature before signing');
      }
      // Counted before the phrase is checked, so parallel guesses cannot get past the limit.
      if (!(await allowAttempt(db, KEY_PHRASE_LIMIT, user.uuid))) {
        const wait = await secondsUntilWindowEnds(db, KEY_PHRASE_LIMIT, user.uuid);
        return dsmsError(
          429,
          ResponseCode.TOO_MANY_ATTEMPTS,
          text.keyPhraseWait(Math.max(1, Math.ceil(wait / 60))),
        );
      }
      const pkcs12 = Buffer.from(certificate.pkcs12, 'base64');
      const task: SignTask = {
        html: html.toString('utf8'),
        pkcs12,
        passphrase: input.passphrase,
        details: {
          name: certificate.commonName,
          reason: input.reason,
          location: input.location,
          contactInfo: input.contactinfo,
        },
        maxDepth: SIGNING_LIMITS.maxDepth,
      };
      const outcome = await renderAndSign(workers, config, task, text);
      if (outcome instanceof Response) return outcome;
      if (!outcome.ok && outcome.reason === 'key-phrase') {
        return dsmsError(400, ResponseCode.INVALID_CREDENTIALS, text.keyPhrase);
      }
      // The phrase was right (it is checked before rendering): its wrong tries are forgiven.
      await forgetAttempts(db, KEY_PHRASE_LIMIT, user.uuid);
      if (!outcome.ok) return dsmsError(400, ResponseCode.INVALID_INPUT, text.tooDeep);
      const saved = await saveSignedPdf(
        db,
        Buffer.from(outcome.pdf),
        input.attachmentDetail,
        user.uuid,
        certificate.id,
      );
      return dsmsSuccess([saved]);
    }),
  };
}

/** The user's own signed documents among the given ones. */
function attachmentListRoute(deps: DsmsDeps): Route {
  const { paths } = deps;
  return {
    method: 'POST',
    path: paths.attachmentList,
    handle: guarded(async (request, { db, user }) => {
      const uuids = z
        .array(z.uuid())
        .max(100)
        .parse(await readJson(request));
      return dsmsSuccess(await listOwnAttachments(db, uuids, user.uuid));
    }),
  };
}

/**
 * The document rendered and signed on a worker thread (rendering is CPU-heavy), or the answer when it
 * was too heavy or every worker was busy.
 */
async function renderAndSign(
  workers: WorkerPool,
  config: Config,
  task: SignTask,
  text: (typeof messages)[keyof typeof messages],
): Promise<SignOutcome | Response> {
  try {
    // Rendering is CPU-heavy: on a worker thread, stopped past the time or memory limit.
    return await workers.run<SignOutcome>(signWorker, task, {
      timeoutMs: config.signingTimeoutSeconds * 1000,
    });
  } catch (error) {
    if (error instanceof WorkerLimitError) {
      return dsmsError(422, ResponseCode.INVALID_INPUT, text.tooHeavy);
    }
    if (error instanceof WorkersBusyError) {
      return dsmsError(503, ResponseCode.OPERATION_FAILED, text.busy);
    }
    throw error;
  }
}
