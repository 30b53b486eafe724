import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  INVITATION_PROOF_MAX_BYTES,
  type InvitationDetails,
  type InvitationLogin,
} from '../../../contract/onboarding';
import { ResponseCode } from '../../../contract/responseCodes';
import { restPaths } from '../../../contract/services';
import { describeCurrentUser, findUserByEmail, loadAuthUser } from '../../auth/currentUser';
import { issueRefreshToken, type AccessTokens } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { manufacturerInvitations } from '../../db/schema/onboarding';
import { attachments } from '../../db/schema/signing';
import type { RequestContext } from '../../requestContext';
import { json } from '../../http/respond';
import type { Route } from '../../restRoutes';
import { consumeToken, findLiveToken, type ActionToken } from '../../auth/actionTokens';
import { publicPost } from './publicPost';
import { reply } from './reply';

const limit = { scope: 'invitation', limit: 60, windowSeconds: 3600 };
const tokenBody = z.object({ token: z.string().min(1).max(200) });
const responseBody = z.object({
  invitationToken: z.string().min(1).max(200),
  hasAcceptedInvitation: z.boolean(),
  reasonForRejection: z.string().trim().max(1000).nullish(),
  attachmentBase64: z
    .string()
    .max(Math.ceil(INVITATION_PROOF_MAX_BYTES / 3) * 4 + 100)
    .nullish(),
});

type Invitation = typeof manufacturerInvitations.$inferSelect;

/** What the invitation routes need beyond the request. */
interface InvitationDeps {
  config: Config;
  accessTokens: AccessTokens;
  paths: ReturnType<typeof restPaths>;
}

/** The live token's invitation, or the response to send when there is none. */
async function findInvitation(ctx: RequestContext, token: unknown) {
  const found = await findLiveToken(ctx.db, token, ['MANUFACTURER_INVITATION']);
  if (!found?.subjectId) {
    return { failure: reply(ctx, 'invitationExpired', { code: ResponseCode.TOKEN_INVALID }) };
  }
  const [invitation] = await ctx.db
    .select()
    .from(manufacturerInvitations)
    .where(eq(manufacturerInvitations.id, found.subjectId));
  if (!invitation || invitation.deleted || invitation.status === 'REJECTED') {
    return { failure: reply(ctx, 'invitationInvalid', { code: ResponseCode.NOT_FOUND }) };
  }
  return { token: found, invitation };
}

/** The invited manufacturer signed in, as the invitation's link does once it is accepted. */
const signIn = async ({ config, accessTokens }: InvitationDeps, db: Db, invitation: Invitation) => {
  const authUser = invitation.userId ? await loadAuthUser(db, { id: invitation.userId }) : null;
  if (!authUser) return undefined;
  const session = await issueRefreshToken(db, authUser.id, config.refreshTokenTtlSeconds);
  const body: InvitationLogin & { user: unknown } = {
    access_token: await accessTokens.sign(authUser.uuid, session.familyId),
    refresh_token: session.token,
    expires_in: accessTokens.ttlSeconds,
    entityUuid: invitation.lotUuid,
    mainEntityUuid: invitation.tenderUuid,
    entityType: invitation.entityType,
    user: await describeCurrentUser(db, authUser),
  };
  return body;
};

/**
 * Manufacturer invitations (app service): verify-invitation-token, check-invitation and
 * invitation-response. The decision is taken once; an accepted invitation's link then signs the
 * manufacturer in to that lot's submission until the link expires, as the spec's flow has it.
 */
export function invitationRoutes(config: Config, accessTokens: AccessTokens): Route[] {
  const deps: InvitationDeps = { config, accessTokens, paths: restPaths(config.product) };
  return [verifyInvitationRoute(deps), checkInvitationRoute(deps), invitationResponseRoute(deps)];
}

/** verify-invitation-token: whom the invitation is for, and where it stands. */
function verifyInvitationRoute(deps: InvitationDeps): Route {
  const { paths } = deps;
  return publicPost(paths.verifyInvitationToken, limit, tokenBody, async (input, ctx) => {
    const found = await findInvitation(ctx, input.token);
    if (found.failure) return found.failure;
    const details: InvitationDetails = {
      manufacturerName: found.invitation.manufacturerName,
      variant: found.invitation.variant as InvitationDetails['variant'],
      status: found.invitation.status as InvitationDetails['status'],
    };
    return reply(ctx, 'invitationValid', { data: details });
  });
}

/** check-invitation: an accepted invitation's link signs the manufacturer in. */
function checkInvitationRoute(deps: InvitationDeps): Route {
  const { paths } = deps;
  return publicPost(paths.checkInvitation, limit, tokenBody, async (input, ctx) => {
    const found = await findInvitation(ctx, input.token);
    if (found.failure) return found.failure;
    if (found.invitation.status !== 'ACCEPTED') return reply(ctx, 'invitationValid');
    const login = await signIn(deps, ctx.db, found.invitation);
    if (!login) return reply(ctx, 'invitationInvalid', { code: ResponseCode.NOT_FOUND });
    return reply(ctx, 'invitationAccepted', { data: login });
  });
}

/**
 * invitation-response: the decision, once: a rejection with its reason, or an acceptance (with
 * proof for a PE invitation) that signs the manufacturer in.
 */
function invitationResponseRoute(deps: InvitationDeps): Route {
  const { paths } = deps;
  return publicPost(paths.invitationResponse, limit, responseBody, async (input, ctx) => {
    const found = await findInvitation(ctx, input.invitationToken);
    if (found.failure) return found.failure;
    const { invitation, token } = found;
    if (invitation.status !== 'PENDING') {
      return reply(ctx, 'invitationInvalid', { code: ResponseCode.DUPLICATE });
    }
    if (!input.hasAcceptedInvitation)
      return reject(ctx, invitation, token, input.reasonForRejection);
    const proof = input.attachmentBase64 ? Buffer.from(input.attachmentBase64, 'base64') : null;
    if (invitation.variant === 'PE' && !isPdf(proof)) {
      return reply(ctx, 'proofRequired', { code: ResponseCode.INVALID_INPUT });
    }
    const userId = await manufacturerAccount(ctx.db, invitation);
    const [user] = await ctx.db
      .select({ uuid: users.uuid })
      .from(users)
      .where(eq(users.id, userId));
    const proofUuid =
      proof && isPdf(proof) ? await storeProof(ctx.db, user.uuid, invitation, proof) : null;
    const [accepted] = await ctx.db
      .update(manufacturerInvitations)
      .set({
        status: 'ACCEPTED',
        userId,
        proofAttachmentUuid: proofUuid,
        respondedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(manufacturerInvitations.id, invitation.id),
          eq(manufacturerInvitations.status, 'PENDING'),
        ),
      )
      .returning();
    if (!accepted) return reply(ctx, 'invitationInvalid', { code: ResponseCode.DUPLICATE });
    const login = await signIn(deps, ctx.db, accepted);
    return login
      ? json({ status: true, code: ResponseCode.SUCCESS, ...login })
      : reply(ctx, 'invitationInvalid', { code: ResponseCode.NOT_FOUND });
  });
}

async function reject(
  ctx: RequestContext,
  invitation: Invitation,
  token: ActionToken,
  reason: string | null | undefined,
) {
  if (!reason) return reply(ctx, 'decisionRequired', { code: ResponseCode.INVALID_INPUT });
  if (!(await consumeToken(ctx.db, token.id))) {
    return reply(ctx, 'invitationInvalid', { code: ResponseCode.DUPLICATE });
  }
  await ctx.db
    .update(manufacturerInvitations)
    .set({ status: 'REJECTED', reasonForRejection: reason, respondedAt: sql`now()` })
    .where(eq(manufacturerInvitations.id, invitation.id));
  return reply(ctx, 'invitationRejected');
}

const isPdf = (content: Buffer | null): content is Buffer =>
  !!content &&
  content.length > 0 &&
  content.length <= INVITATION_PROOF_MAX_BYTES &&
  content.subarray(0, 5).toString('latin1') === '%PDF-';

/** The invited email's account, made as an active MANUFACTURER account when there is none. */
async function manufacturerAccount(db: Db, invitation: Invitation): Promise<number> {
  const existing = await findUserByEmail(db, invitation.email);
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({
      email: invitation.email,
      fullName: invitation.manufacturerName,
      userType: 'MANUFACTURER',
      firstLogin: false,
      createdBy: 'manufacturer-invitation',
    })
    .returning({ id: users.id });
  return created.id;
}

async function storeProof(db: Db, ownerUuid: string, invitation: Invitation, pdf: Buffer) {
  const [saved] = await db
    .insert(attachments)
    .values({
      createdByUuid: ownerUuid,
      title: `Invitation proof - ${invitation.manufacturerName}`.slice(0, 250),
      model: 'ManufacturerInvitation',
      modelUuid: invitation.uuid,
      mimeType: 'application/pdf',
      content: pdf.toString('base64'),
      sha256: crypto.createHash('sha256').update(pdf).digest('hex'),
    })
    .returning({ uuid: attachments.uuid });
  return saved.uuid;
}
