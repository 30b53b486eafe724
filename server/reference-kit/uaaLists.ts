import { listFieldsOf, type ListFields } from '../../contract/listFields';
import { z } from 'zod';
import type { AppListSpec } from '../db/appPaging';
import type { Db } from '../db/client';
import type { EntityTable } from '../db/entityTable';
import { tenderCategories } from '../db/schema/referenceData';
import { referenceApi, type ReferenceApiSpec } from './api';
import { field, keptText, recordFields, type KitField } from './fields';
import { idOfLiveUuid } from './relations';
import type { ReferencePermissions } from './resolvers';
import { operationsNamedAfter, type ListOperation, type ReferenceOperations } from './sdl';
import { defineReferenceEntity, namedListSpec } from './store';

/**
 * What the uaa service's reference lists (tender and tenderer categories, business lines, countries,
 * qualifications...) have in common; each list is a module of its own (server/modules/<list>/).
 * Every signed-in user reads these lists (registration pages, profile forms and pickers need them);
 * administrators holding uaa.referenceData.write|delete maintain them.
 */
export const uaaListAccess: ReferencePermissions = {
  read: 'signedIn',
  write: 'uaa.referenceData.write',
  delete: 'uaa.referenceData.delete',
};

/**
 * A uaa list on the API, its operations named as the browser's generalReferenceResource derives them
 * from the list and the type: find<Type>ByUuid, createUpdate<Type>(<type>), delete<Type>ByUuid.
 * `operations` names only what departs from that (the spec's own spelling).
 */
export function uaaReferenceApi({
  list,
  operations,
  ...spec
}: Omit<ReferenceApiSpec, 'operations' | 'permissions'> & {
  list: ListOperation;
  operations?: Omit<ReferenceOperations, 'list'>;
}) {
  return referenceApi({
    ...spec,
    operations: {
      list,
      ...operationsNamedAfter(spec.typeName, { deleteSuffix: 'ByUuid' }),
      ...operations,
    },
    permissions: uaaListAccess,
  });
}

/** A list's sort fields and exact filters as the contract gives them for its type. */
function declaredFields(typeName: string): ListFields & {
  sortable: readonly never[];
  filters: readonly never[];
  searched?: readonly never[];
} {
  // Its names are checked against the table's columns when the spec is made (tableListSpec).
  return listFieldsOf(typeName) as ListFields & {
    sortable: readonly never[];
    filters: readonly never[];
    searched?: readonly never[];
  };
}

/** A uaa list's row name: 2 to 200 characters. */
export const rowName = () =>
  field(z.string().trim().min(2, 'At least 2 characters').max(200), 'String!');

/** A uaa list's save input from its fields (fields.ts): uuid, the fields, and active. */
export const uaaSaveInput = <Shape extends z.ZodRawShape>({
  saveInput,
}: {
  saveInput: z.ZodObject<Shape>;
}) => saveInput.extend({ active: z.boolean().optional() });

type UaaApiSpec = Parameters<typeof uaaReferenceApi>[0];

/**
 * A uaa list of named rows (countries aside, most of them) on the API, entity and operations in one
 * declaration: its list spec is namedListSpec over its type's fields in contract/listFields.ts, its input
 * uaaSaveInput of its name, its `own` fields (fields.ts: each written once for the input and the SDL), its SDL
 * name, the own fields and description. `listSpec` is for the lists that depart from these.
 */
export function namedUaaList({
  table,
  label,
  listSpec,
  own = {},
  duplicateText,
  ...api
}: Omit<UaaApiSpec, 'entity' | 'fields' | 'inputFields'> & {
  table: EntityTable & Parameters<typeof namedListSpec>[0];
  label: string;
  listSpec?: AppListSpec;
  own?: Record<string, KitField>;
  duplicateText?: string;
}) {
  const fields = recordFields({ name: rowName(), ...own, description: keptText(500) });
  const entity = defineReferenceEntity({
    table,
    label,
    listSpec: listSpec ?? namedListSpec(table, declaredFields(api.typeName)),
    inputSchema: uaaSaveInput(fields),
    duplicateText,
  });
  return uaaReferenceApi({ entity, ...fields.sdl, ...api });
}

/** A parent named by uuid in an input: its id, undefined when left out of an update, or 9001. */
export const idOfLive = async (
  db: Db,
  table: EntityTable,
  value: string | null | undefined,
  field: string,
): Promise<number | null | undefined> =>
  value === undefined ? undefined : idOfLiveUuid(db, table, value, `${field}: no such record`);

/** The columns a save sets: those left out of an update are not touched. */
export const withoutUndefined = (columns: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));

/**
 * The columns a save of a list under a tender category (business lines, sub-categories) sets: the
 * given ones, and the category named by uuid in tenderCategoryUuid.
 */
export const withTenderCategory = async (
  db: Db,
  tenderCategoryUuid: string | null | undefined,
  columns: Record<string, unknown>,
) =>
  withoutUndefined({
    ...columns,
    tenderCategoryId: await idOfLive(
      db,
      tenderCategories,
      tenderCategoryUuid,
      'tenderCategoryUuid',
    ),
  });
