import { and, count, desc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { fetchAppPage, type AppInput } from '../../db/appPaging';
import { procurementRequisitions, tasks } from '../../db/schema/work';
import { tableListSpec } from '../../db/paging';

/** The user's open tasks counted by kind, most first (the home page's counters). */
export async function summarizeMyTasks(db: Db, userId: number) {
  const rows = await db
    .select({ model: tasks.kind, idadi: count() })
    .from(tasks)
    .where(and(eq(tasks.assigneeUserId, userId), eq(tasks.status, 'OPEN')))
    .groupBy(tasks.kind)
    .orderBy(desc(count()), tasks.kind);
  return rows.map((row) => ({ model: row.model, idadi: Number(row.idadi) }));
}

/** Gives a user a task on a record (flows call this; seeds too). */
export async function assignTask(
  db: Db,
  task: { assigneeUserId: number; kind: string; recordUuid: string; title: string },
) {
  const [saved] = await db.insert(tasks).values(task).returning();
  return saved;
}

const toRequisition = (row: typeof procurementRequisitions.$inferSelect) => ({
  ...row,
  estimatedAmount: row.estimatedAmount === null ? null : Number(row.estimatedAmount),
});

export async function listEndorsedRequisitionsToMerge(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(procurementRequisitions)
    .where(
      and(
        eq(procurementRequisitions.assignedUserId, userId),
        eq(procurementRequisitions.status, 'ENDORSED'),
        eq(procurementRequisitions.isMerged, false),
        eq(procurementRequisitions.deleted, false),
      ),
    )
    .orderBy(desc(procurementRequisitions.id))
    .limit(500);
  return rows.map(toRequisition);
}

const requisitionList = tableListSpec(procurementRequisitions, {
  sortable: ['createdAt', 'title', 'status'],
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  filterable: { title: 'contains', status: 'equals' },
  enumFields: ['status'],
});

/** The requisitions of the user's procuring entity; none for a user without one. */
export async function pageRequisitions(db: Db, user: AuthUser, input: AppInput | null) {
  const page = await fetchAppPage<typeof procurementRequisitions.$inferSelect>(
    db,
    procurementRequisitions,
    requisitionList,
    { input, scope: eq(procurementRequisitions.institutionId, user.institutionId ?? -1) },
  );
  return { ...page, rows: page.rows.map(toRequisition) };
}
