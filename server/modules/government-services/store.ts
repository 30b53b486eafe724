import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { fetchAppPage, type AppInput, type AppListSpec } from '../../db/appPaging';
import {
  deliveryAdvises,
  deliveryNotes,
  governmentServiceRequisitions,
} from '../../db/schema/work';

type DocumentTable =
  typeof deliveryNotes | typeof deliveryAdvises | typeof governmentServiceRequisitions;

const listSpec = (table: DocumentTable, statusField: string, status: PgColumn): AppListSpec => ({
  sortable: { createdAt: table.createdAt, number: table.number, amount: table.amount },
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  filterable: {
    number: { column: table.number, match: 'contains' },
    [statusField]: { column: status, match: 'equals' },
  },
  enumFields: [statusField],
});

const lists = {
  PE_DELIVERY_NOTES: { table: deliveryNotes, side: 'PE', statusField: 'approvalStatus' },
  PROVIDER_DELIVERY_NOTES: {
    table: deliveryNotes,
    side: 'PROVIDER',
    statusField: 'approvalStatus',
  },
  PE_DELIVERY_ADVISES: { table: deliveryAdvises, side: 'PE', statusField: 'approvalStatus' },
  PROVIDER_DELIVERY_ADVISES: {
    table: deliveryAdvises,
    side: 'PROVIDER',
    statusField: 'approvalStatus',
  },
  RECEIVED_ORDERS: {
    table: governmentServiceRequisitions,
    side: 'PROVIDER',
    statusField: 'orderStatus',
  },
} as const;
export type GovernmentServiceListName = keyof typeof lists;

/** One page of a government-service list, on the caller's institution's side only. */
export async function pageGovernmentServiceDocuments(
  db: Db,
  user: AuthUser,
  name: GovernmentServiceListName,
  input: AppInput | null,
) {
  const { table, side, statusField } = lists[name];
  const statusColumn: PgColumn = 'orderStatus' in table ? table.orderStatus : table.approvalStatus;
  const sideColumn = side === 'PE' ? table.procuringEntityId : table.providerInstitutionId;
  const page = await fetchAppPage<Record<string, unknown> & { amount: string }>(
    db,
    table,
    listSpec(table, statusField, statusColumn),
    { input, scope: eq(sideColumn, user.institutionId ?? -1) },
  );
  return { ...page, rows: page.rows.map((row) => ({ ...row, amount: Number(row.amount) })) };
}
