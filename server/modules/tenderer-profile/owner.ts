import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { liveRowWhere, parseUuid } from '../../db/entityTable';
import { personnelInformations, tenderers } from '../../db/schema/tenderers';
import { AppError } from '../../errors';
import type { RowScope } from '../../reference-kit/store';
import type { ScopeOf } from '../../reference-kit/resolvers';

/**
 * The tenderer the signed-in account acts for; without one there is nothing of its own to keep
 * (NOT_FOUND, worded `notFound`).
 */
export async function myTenderer(
  db: Db,
  user: AuthUser,
  notFound = 'Register your company details first',
): Promise<typeof tenderers.$inferSelect> {
  const tenderer = await liveRowWhere(db, tenderers, eq(tenderers.userId, user.id));
  if (!tenderer) throw new AppError(ResponseCode.NOT_FOUND, notFound);
  return tenderer;
}

/** A profile section's rows of the caller's own tenderer: found, changed and deleted only there. */
export const ownTendererRows =
  (tendererId: PgColumn, extra?: (tenderer: { uuid: string }) => Record<string, unknown>) =>
  async ({ db, user }: Parameters<ScopeOf>[0]): Promise<RowScope> => {
    const tenderer = await myTenderer(db, user);
    return {
      where: eq(tendererId, tenderer.id),
      columns: { tendererId: tenderer.id, ...extra?.(tenderer) },
    };
  };

/**
 * A person's work experience belongs to the caller's tenderer through the person: only experience of
 * its own live personnel is found, changed or deleted, and a save names one of them.
 */
export const ownPersonnelRows =
  (personnelInformationId: PgColumn, inputArg: string) =>
  async (
    { db, user }: Parameters<ScopeOf>[0],
    args: Record<string, unknown>,
  ): Promise<RowScope> => {
    const tenderer = await myTenderer(db, user);
    const ownPersonnel = db
      .select({ id: personnelInformations.id })
      .from(personnelInformations)
      .where(
        and(
          eq(personnelInformations.tendererId, tenderer.id),
          eq(personnelInformations.deleted, false),
        ),
      );
    const where: SQL = inArray(personnelInformationId, ownPersonnel);
    const input = args[inputArg] as { personnelInformationUuid?: unknown } | undefined;
    if (!input?.personnelInformationUuid) return { where };
    const [person] = await db
      .select({ id: personnelInformations.id })
      .from(personnelInformations)
      .where(
        and(
          eq(personnelInformations.uuid, parseUuid(input.personnelInformationUuid)),
          eq(personnelInformations.tendererId, tenderer.id),
          eq(personnelInformations.deleted, false),
        ),
      );
    if (!person) {
      throw new AppError(
        ResponseCode.INVALID_INPUT,
        'personnelInformationUuid: Not one of your personnel',
      );
    }
    return { where, columns: { personnelInformationId: person.id } };
  };
