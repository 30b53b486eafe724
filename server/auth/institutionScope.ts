import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResponseCode } from '../../contract/responseCodes';
import { AppError } from '../errors';
import type { Db } from '../db/client';
import { liveRowWhere } from '../db/entityTable';
import { findInstitutionId } from '../db/institutionRefs';
import type { AuthUser } from './currentUser';

/**
 * Platform administrators (permission `uaa.institution.all`) act on every institution; everyone else,
 * institution administrators included, acts only inside their own institution.
 */
export const actsAcrossInstitutions = (user: AuthUser): boolean =>
  user.permissions.has('uaa.institution.all');

/**
 * The institution an operation works on: the one the caller named when they act across institutions,
 * otherwise their own. Naming another institution without that right is FORBIDDEN, never silently
 * answered with one's own data.
 */
export function institutionInScope(user: AuthUser, requestedInstitutionId?: number | null): number {
  if (requestedInstitutionId != null && requestedInstitutionId !== user.institutionId) {
    if (!actsAcrossInstitutions(user)) throw new AppError(ResponseCode.FORBIDDEN);
    return requestedInstitutionId;
  }
  if (user.institutionId == null) {
    throw new AppError(ResponseCode.FORBIDDEN, 'Your account belongs to no institution');
  }
  return user.institutionId;
}

/** Refuses (FORBIDDEN) a row of another institution unless the caller acts across institutions. */
export function assertInScope(user: AuthUser, rowInstitutionId: number | null): void {
  if (actsAcrossInstitutions(user)) return;
  if (rowInstitutionId === null || rowInstitutionId !== user.institutionId) {
    throw new AppError(ResponseCode.FORBIDDEN);
  }
}

/** A table whose rows belong to an institution and are soft-deleted. */
type InstitutionRows = PgTable & { deleted: PgColumn; institutionId: PgColumn };

/**
 * The live row of an institution's table that `where` finds, for a caller who may act on it: NOT_FOUND
 * (worded `notFound`) when there is none, FORBIDDEN when it is another institution's (assertInScope).
 */
export async function findLiveInScope<T extends InstitutionRows>(
  db: Db,
  user: AuthUser,
  table: T,
  where: SQL,
  notFound: string,
): Promise<T['$inferSelect']> {
  const row = await liveRowWhere(db, table, where);
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, notFound);
  assertInScope(user, row.institutionId as number | null);
  return row;
}

/** The institution a list or a new record is for: the named one (checked) or the caller's own. */
export async function institutionForCaller(
  db: Db,
  user: AuthUser,
  institutionUuid: string | null | undefined,
): Promise<number> {
  const named = institutionUuid ? await findInstitutionId(db, { uuid: institutionUuid }) : null;
  return institutionInScope(user, named);
}
