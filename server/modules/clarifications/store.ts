import { and, count, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { fetchAppPage, type AppInput } from '../../db/appPaging';
import { clarifications } from '../../db/schema/work';
import { tableListSpec } from '../../db/paging';

const clarificationList = tableListSpec(clarifications, {
  sortable: ['createdAt', 'tenderNumber'],
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  filterable: { tenderNumber: 'contains', status: 'equals' },
  enumFields: ['status'],
});

const ofMyInstitution = (user: AuthUser) =>
  eq(clarifications.institutionId, user.institutionId ?? -1);

/** How many clarifications wait for the user's procuring entity (none without one). */
export async function summarizeMyClarifications(db: Db, user: AuthUser) {
  const [row] = await db
    .select({ idadi: count() })
    .from(clarifications)
    .where(
      and(
        ofMyInstitution(user),
        eq(clarifications.status, 'PENDING'),
        eq(clarifications.deleted, false),
      ),
    );
  const idadi = Number(row.idadi);
  return idadi === 0 ? [] : [{ idadi, model: 'Clarification' }];
}

export const pageMyClarifications = (db: Db, user: AuthUser, input: AppInput | null) =>
  fetchAppPage(db, clarifications, clarificationList, { input, scope: ofMyInstitution(user) });
