import type { SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/currentUser';
import { actsAcrossInstitutions, institutionForCaller } from '../auth/institutionScope';
import type { Db } from '../db/client';

/**
 * The scope of a list kept per institution (departments, designations, roles): the named institution
 * (checked), or when none is named the caller's own, except for platform administrators, who then see
 * every institution's rows (no scope).
 */
export async function institutionListScope(
  db: Db,
  user: AuthUser,
  institutionUuid: string | null | undefined,
  scopeOf: (institutionId: number) => SQL | undefined,
): Promise<SQL | undefined> {
  if (!institutionUuid && actsAcrossInstitutions(user)) return undefined;
  return scopeOf(await institutionForCaller(db, user, institutionUuid));
}
