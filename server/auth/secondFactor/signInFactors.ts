import { and, eq, sql } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { signInFactors } from '../../db/schema/secondFactors';
import { AppError } from '../../errors';
import type { AuthUser } from '../currentUser';
import { hasSecondFactor } from './factors';

/** RFC 8176 method names: a password, a one-time code (app or recovery code), a passkey. */
export type Amr = 'pwd' | 'otp' | 'hwk';

/** A second factor counts for step-up this long (the ten minutes). */
export const STEP_UP_SECONDS = 10 * 60;

/**
 * The operations that need a second factor presented within STEP_UP_SECONDS (decision 151): granting
 * roles and permissions, creating or changing roles, making administrators, (de)activating and
 * deleting users, system settings and status, publishing a plan as open data, resetting someone's
 * second factor. Checked by server/graphql/operation.ts per operation; REST routes call
 * assertRecentSecondFactor themselves (revoking a signing key).
 */
export const STEP_UP_OPERATIONS: ReadonlySet<string> = new Set([
  'assignPermission',
  'createUpdateRole',
  'deleteRole',
  'copyRoleToOtherInstitution',
  'assignRoleToUser',
  'assignRoleToExternalUser',
  'createUpdateUserAccountWithRole',
  'createInstitutionalAdmin',
  'activateUser',
  'deactivateUser',
  'deleteUser',
  'updateGlobalSetting',
  'updateSystemStatus',
  'publishAnnualProcurementPlan',
]);

/** What a sign-in's methods make of it: aal2 with any second factor, else aal1. */
export const acrOf = (amr: readonly Amr[]) => (amr.length > 1 ? 'aal2' : 'aal1');

export async function recordSignIn(db: Db, sessionId: string, userId: number, amr: Amr[]) {
  await db.insert(signInFactors).values({
    sessionId,
    userId,
    amr: amr.join(' '),
    acr: acrOf(amr),
    secondFactorAt: amr.length > 1 ? sql`now()` : null,
  });
}

/** A second factor presented again in a sign-in (step-up): it becomes aal2 from now. */
export async function recordStepUp(db: Db, sessionId: string, userId: number, method: Amr) {
  await db
    .insert(signInFactors)
    .values({ sessionId, userId, amr: `pwd ${method}`, acr: 'aal2', secondFactorAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFactors.sessionId,
      set: {
        secondFactorAt: sql`now()`,
        acr: 'aal2',
        amr: sql`CASE WHEN position(${method} in ${signInFactors.amr}) > 0 THEN ${signInFactors.amr} ELSE ${signInFactors.amr} || ' ' || ${method} END`,
      },
    });
}

/** How a sign-in was made, for its tokens; a sign-in from before second factors reads as pwd. */
export async function signInMethods(db: Db, sessionId: string) {
  const [row] = await db
    .select({ amr: signInFactors.amr, acr: signInFactors.acr })
    .from(signInFactors)
    .where(eq(signInFactors.sessionId, sessionId));
  return row ? { amr: row.amr.split(' '), acr: row.acr } : { amr: ['pwd'], acr: 'aal1' };
}

/**
 * Refuses (STEP_UP_REQUIRED) unless this sign-in presented a second factor in the last
 * STEP_UP_SECONDS, compared on the database's clock. `data.hasFactor` tells the browser whether to
 * ask for one or to send the user to enrol.
 */
export async function assertRecentSecondFactor(db: Db, config: Config, user: AuthUser) {
  if (!config.secondFactorEnforced) return;
  if (user.sessionId) {
    const [recent] = await db
      .select({ sessionId: signInFactors.sessionId })
      .from(signInFactors)
      .where(
        and(
          eq(signInFactors.sessionId, user.sessionId),
          eq(signInFactors.userId, user.id),
          sql`${signInFactors.secondFactorAt} > now() - make_interval(secs => ${STEP_UP_SECONDS})`,
        ),
      );
    if (recent) return;
  }
  const hasFactor = await hasSecondFactor(db, user.id);
  throw new AppError(ResponseCode.STEP_UP_REQUIRED, undefined, { hasFactor });
}
