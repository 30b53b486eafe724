import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MessageTokenData } from '../../../contract/onboarding';
import { ResponseCode } from '../../../contract/responseCodes';
import { restPaths } from '../../../contract/services';
import type { Config } from '../../config';
import { users } from '../../db/schema/identity';
import { profileRequests, workRequests } from '../../db/schema/onboarding';
import type { RequestContext } from '../../requestContext';
import { readJson } from '../../http/respond';
import type { Route } from '../../restRoutes';
import { consumeToken, findLiveToken } from '../../auth/actionTokens';
import { allowAttempt } from '../../http/attempts';
import { reply } from './reply';

const limit = { scope: 'token-link', limit: 60, windowSeconds: 3600 };
const tokenBody = z.object({ token: z.string().min(1).max(200) });

/**
 * The emailed accept/reject links of profile and work requests (acceptMessageToken,
 * rejectMessageToken) and email verification. Each token acts once; none signs anyone in.
 */
export function tokenLinkRoutes(config: Config): Route[] {
  const paths = restPaths(config.product);

  const answerRequest = (decision: 'ACCEPTED' | 'REJECTED'): Route['handle'] =>
    async function handle(request, ctx) {
      if (!(await allowAttempt(ctx.db, limit, ctx.clientAddress))) {
        return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
      }
      const input = tokenBody.safeParse(await readJson(request));
      const found =
        input.success &&
        (await findLiveToken(ctx.db, input.data.token, ['PROFILE_REQUEST', 'WORK_REQUEST']));
      if (!found || found.subjectId === null || !(await consumeToken(ctx.db, found.id))) {
        return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
      }
      const data = await recordDecision(ctx, found.purpose, found.subjectId, decision);
      if (!data) return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
      const message =
        data.kind === 'PROFILE'
          ? decision === 'ACCEPTED'
            ? 'profileAccepted'
            : 'profileRejected'
          : decision === 'ACCEPTED'
            ? 'workAccepted'
            : 'workRejected';
      return reply(ctx, message, { data, values: { organisation: data.organisationName } });
    };

  return [
    { method: 'POST', path: paths.acceptMessageToken, handle: answerRequest('ACCEPTED') },
    { method: 'POST', path: paths.rejectMessageToken, handle: answerRequest('REJECTED') },
    {
      method: 'GET',
      path: new RegExp(`^/${config.product}-uaa/get/verify/tenderer/address/(?<token>[^/]+)$`),
      async handle(_request, ctx, params) {
        if (!(await allowAttempt(ctx.db, limit, ctx.clientAddress))) {
          return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
        }
        const found = await findLiveToken(ctx.db, params.token, ['EMAIL_VERIFICATION']);
        if (!found?.userId || !(await consumeToken(ctx.db, found.id))) {
          return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
        }
        await ctx.db
          .update(users)
          .set({ emailVerifiedAt: sql`now()` })
          .where(eq(users.id, found.userId));
        return reply(ctx, 'emailVerified');
      },
    },
  ];
}

/** Moves a pending request to its decision; undefined when it was already decided. */
async function recordDecision(
  ctx: RequestContext,
  purpose: string,
  subjectId: number,
  decision: 'ACCEPTED' | 'REJECTED',
): Promise<MessageTokenData | undefined> {
  const change = { status: decision, respondedAt: sql`now()`, updatedAt: sql`now()` };
  if (purpose === 'PROFILE_REQUEST') {
    const [row] = await ctx.db
      .update(profileRequests)
      .set(change)
      .where(and(eq(profileRequests.id, subjectId), eq(profileRequests.status, 'PENDING')))
      .returning();
    return (
      row && { kind: 'PROFILE', personName: row.personName, organisationName: row.tendererName }
    );
  }
  const [row] = await ctx.db
    .update(workRequests)
    .set(change)
    .where(and(eq(workRequests.id, subjectId), eq(workRequests.status, 'PENDING')))
    .returning();
  return row && { kind: 'WORK', personName: row.personName, organisationName: row.companyName };
}
