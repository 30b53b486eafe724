import type { SQL } from 'drizzle-orm';
import type { SpringPage } from '../../contract/paging';
import type { AuthUser } from '../auth/currentUser';
import { actsAcrossInstitutions, institutionForCaller } from '../auth/institutionScope';
import type { Db } from '../db/client';
import {
  fetchPage,
  type ListSpec,
  type PageArgs,
  type PageableTable,
  type PageParam,
} from '../db/paging';

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

/** The arguments of such a list's operation: the page, and the institution one may name. */
export type InstitutionPageArgs = PageArgs & { institutionUuid?: string | null };

/**
 * The pager of such a list: (db, user, pageParam, institutionUuid) => one page in that scope, its rows
 * described as the operation answers them.
 */
export function institutionListPager<Row, Described>(list: {
  table: PageableTable;
  spec: ListSpec;
  scopeOf: (institutionId: number) => SQL | undefined;
  describe: (db: Db, rows: Row[]) => Promise<Described[]>;
}) {
  return async (
    db: Db,
    user: AuthUser,
    pageParam: PageParam | null | undefined,
    institutionUuid: string | null | undefined,
  ): Promise<SpringPage<Described>> => {
    const scope = await institutionListScope(db, user, institutionUuid, list.scopeOf);
    const page = await fetchPage<Row>(db, list.table, list.spec, { pageParam, scope });
    return { ...page, content: await list.describe(db, page.content) };
  };
}
