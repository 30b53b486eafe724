import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppListSpec } from '../db/appPaging';
import { tableListSpec, type TableListFields } from '../db/paging';
import { referenceApi, type ReferenceApiSpec } from './api';
import { defaultWording, operationsNamedAfter, type ListOperation } from './sdl';

/**
 * What the app service's procurement reference lists (special days, GFS codes, units of measure,
 * sources of funds, contract types, UNSPSC codes...) have in common; each list is a module of its own
 * (server/modules/<list>/). Reads are signedIn: every planner, officer and evaluator picks from these
 * lists (decision in docs/decisions.md); writes need app.referenceData.*.
 */
export const appListAccess = {
  read: 'signedIn',
  write: 'app.referenceData.write',
  delete: 'app.referenceData.delete',
} as const;

/** The doc strings of these lists, in brief. */
const wording = {
  ...defaultWording,
  find: () => 'One live row by uuid.',
  save: () => 'Creates (no uuid) or updates.',
  delete: () => 'Soft-deletes.',
  input: 'A new one has no uuid; an existing one is updated by its uuid.',
};

/**
 * An app list on the API: its permissions, its brief doc strings and its operations named after the
 * type (find<Type>ByUuid, createUpdate<Type>(<type>), delete<Type>; `spelled` as in operationsNamedAfter);
 * `list` is how it is read, when the kit answers the list.
 */
export function appReferenceApi({
  list,
  spelled,
  ...spec
}: Omit<ReferenceApiSpec, 'operations' | 'permissions' | 'wording'> & {
  list?: ListOperation | ListOperation[];
  spelled?: string;
}) {
  return referenceApi({
    ...spec,
    operations: { ...(list && { list }), ...operationsNamedAfter(spec.typeName, { spelled }) },
    permissions: appListAccess,
    wording,
  });
}

/**
 * A list spec with what the administration screens always offer besides its own fields: filter active
 * (true or false). Its sort fields come from the contract (contract/listFields.ts), active and
 * createdAt among them.
 */
export function adminListSpec<T extends PgTable & { active: PgColumn }>(
  table: T,
  fields: TableListFields<T>,
): AppListSpec {
  return tableListSpec(table, {
    ...fields,
    filterable: { active: 'boolean', ...fields.filterable } as TableListFields<T>['filterable'],
  });
}

/**
 * A list known by its code (sources of funds, contract types, selection methods, timelines): a name
 * searched by its words, a code matched whole (an exact filter of its contract's) and unique, sorted
 * by name; a duplicate is the same code.
 */
export function codedListSpec<T extends PgTable & { active: PgColumn; name: PgColumn }>(
  table: T,
  fields: Pick<TableListFields<T>, 'sortable' | 'defaultSort' | 'filters' | 'searched'>,
) {
  return adminListSpec(table, {
    ...fields,
    filterable: { name: 'contains' } as TableListFields<T>['filterable'],
  });
}
