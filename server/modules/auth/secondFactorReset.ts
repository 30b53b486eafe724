import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import { secondFactorPaths } from '../../../contract/secondFactor';
import { findUserWithInstitution } from '../../auth/currentUser';
import { assertInScope } from '../../auth/institutionScope';
import { factorChangeEmail } from '../../auth/secondFactor/emails';
import { removeAllFactors } from '../../auth/secondFactor/factors';
import { assertRecentSecondFactor } from '../../auth/secondFactor/signInFactors';
import { endUserSessions } from '../../auth/tokens';
import type { Config } from '../../config';
import { historyEntries } from '../../db/schema/history';
import { users } from '../../db/schema/identity';
import { AppError } from '../../errors';
import type { Route } from '../../restRoutes';
import type { Messenger } from '../../messaging/messenger';
import { answering, ok } from './answers';

/**
 * An administrator removes another user's second factors and recovery codes (decision 153): the
 * permission to activate and deactivate accounts, in their institution scope, with a recent second
 * factor of their own. The user's sign-ins end, a history entry records who did it, and the user is
 * told by email. Their next sign-in asks them to enrol again where a role requires it.
 */
export function resetRoute(config: Config, messenger: Messenger): Route {
  return {
    method: 'POST',
    path: secondFactorPaths(config.product).reset,
    handle: answering(z.object({ userUuid: z.string().uuid() }), async (input, ctx) => {
      const { db, user: admin } = ctx;
      if (!admin) throw new AppError(ResponseCode.UNAUTHENTICATED);
      if (!admin.permissions.has('uaa.user.activate')) throw new AppError(ResponseCode.FORBIDDEN);
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.uuid, input.userUuid), eq(users.deleted, false)));
      if (!target) throw new AppError(ResponseCode.NOT_FOUND);
      const row = await findUserWithInstitution(db, target.id);
      assertInScope(admin, row!.user.institutionId);
      if (target.id === admin.id) throw new AppError(ResponseCode.FORBIDDEN);
      await assertRecentSecondFactor(db, config, admin);
      const removed = await db.transaction(async (tx) => {
        const count = await removeAllFactors(tx, target.id);
        await tx.insert(historyEntries).values({
          entity: 'users',
          recordId: target.id,
          recordUuid: row!.user.uuid,
          recordLabel: row!.user.fullName,
          action: 'update',
          changes: { secondFactors: { old: count, new: 0 } },
          actorId: admin.id,
          actorUuid: admin.uuid,
          actorName: admin.email,
          actorInstitutionId: admin.institutionId,
          institutionId: row!.user.institutionId,
        });
        await endUserSessions(tx, target.id);
        return count;
      });
      await messenger.sendNotice(db, factorChangeEmail(ctx.language, row!.user.email, 'reset'));
      return ok({ removed });
    }),
  };
}
